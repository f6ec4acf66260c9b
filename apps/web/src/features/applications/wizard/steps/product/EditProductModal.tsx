import { Alert, List, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  applicantProductUpdateSchema,
  INSURANCE_RATE_OPTIONS,
  interestBounds,
  maxEditFinanceAmount,
  PRODUCT_LINE_MONEY_RULES,
} from '@sewabeli/domain';
import { useMemo, useState } from 'react';
import { ModalSubmitButtons } from '../../../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../../../components/dialogs/notify';
import { MoneyInput, moneyText } from '../../../../../components/inputs/MoneyInput';
import { errorMessage } from '../../../../../lib/trpc-error';
import { LiveFiguresPanel } from './LiveFiguresPanel';
import type { ProductLine } from './ProductCards';
import {
  editIssues,
  liveFigures,
  type RuleContext,
  type StepProgram,
  schemaMessages,
  senOf,
} from './product-form';
import { useProductMutations } from './use-product-step';

export interface EditProductModalProps {
  line: ProductLine;
  rules: RuleContext & { program: StepProgram };
  onClose: () => void;
}

/** Editing a saved product: cost, finance amount, interest rate and insurance (PUT /applicantProduct of §7). */
export function EditProductModal({ line, rules, onClose }: EditProductModalProps) {
  const [cost, setCost] = useState(moneyText(line.cost));
  const [loanAmount, setLoanAmount] = useState(moneyText(line.loanAmount));
  const [interestRate, setInterestRate] = useState<number | string>(line.interestRate);
  const [insuranceRate, setInsuranceRate] = useState(line.insuranceRate);
  const [issues, setIssues] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const { update } = useProductMutations();
  const bounds = interestBounds(rules.tier);

  const costSen = senOf(cost);
  const loanSen = senOf(loanAmount);
  const rate =
    typeof interestRate === 'number' ? interestRate : interestRate === '' ? null : Number(interestRate);
  const figures = useMemo(() => {
    const live = liveFigures(
      {
        cost: costSen,
        loanAmount: loanSen,
        interestRate: rate,
        tenure: line.tenure,
        prepayment: line.prepayment,
        quantity: line.quantity,
        insuranceRate,
        condition: line.condition,
      },
      rules.program,
      { method: line.interestMethod, rateCaps: rules.rateCaps },
    );
    // On edit the limit is §5's 100 % (New) or 90 % of cost, not the program percentage.
    if (live && costSen !== null) live.loan.maxLoanAmount = maxEditFinanceAmount(costSen, line.condition);
    return live;
  }, [costSen, loanSen, rate, insuranceRate, line, rules.program, rules.rateCaps]);

  const submit = () => {
    const parsed = applicantProductUpdateSchema.safeParse({
      id: line.id,
      cost: costSen,
      loanAmount: loanSen,
      interestRate: rate,
      insuranceRate,
    });
    if (!parsed.success) {
      setSubmitted(true);
      setIssues(schemaMessages(parsed.error.issues, { cost, loanAmount }));
      return;
    }
    const found = editIssues(line, parsed.data, rules);
    setIssues(found);
    if (found.length > 0) return;
    update.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess('Product updated');
        onClose();
      },
      onError: (error) => setIssues(errorMessage(error).split('\n')),
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Edit ${line.brandName} ${line.productName} (${line.condition})`}
      size="xl"
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {issues.length > 0 && (
            <Alert color="red" variant="outline" role="alert" data-testid="edit-product-issues">
              <List size="sm">
                {issues.map((issue) => (
                  <List.Item key={issue}>{issue}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            The finance amount may be up to {line.condition === 'New' ? '100' : '90'}% of the cost for a{' '}
            {line.condition} asset.
          </Text>
          <MoneyInput
            label="Cost of Equipment (RM)"
            rule={PRODUCT_LINE_MONEY_RULES.cost}
            showIssue={submitted}
            value={cost}
            onChange={setCost}
            data-autofocus
          />
          <MoneyInput
            label="Finance Amount (RM)"
            rule={PRODUCT_LINE_MONEY_RULES.loanAmount}
            showIssue={submitted}
            value={loanAmount}
            onChange={setLoanAmount}
          />
          <NumberInput
            label="Interest Rate (%)"
            description={`Between ${bounds.min}% and ${bounds.max}%`}
            min={bounds.min}
            max={bounds.max}
            step={0.1}
            decimalScale={4}
            value={interestRate}
            onChange={setInterestRate}
          />
          <Select
            label="Insurance"
            data={INSURANCE_RATE_OPTIONS.map((option) => ({
              value: String(option.value),
              label: option.label,
            }))}
            value={String(insuranceRate)}
            onChange={(value) => setInsuranceRate(Number(value ?? 0))}
            allowDeselect={false}
          />
          <LiveFiguresPanel figures={figures} prepayment={line.prepayment} method={line.interestMethod} />
          <ModalSubmitButtons
            onCancel={onClose}
            pending={update.isPending}
            submitLabel="Save"
            pendingLabel="Saving"
          />
        </Stack>
      </form>
    </Modal>
  );
}
