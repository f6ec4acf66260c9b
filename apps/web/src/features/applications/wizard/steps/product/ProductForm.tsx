import {
  Alert,
  Button,
  Group,
  List,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  applicantProductSchema,
  calendarDateInKualaLumpur,
  formatRM,
  INSURANCE_RATE_OPTIONS,
  interestBounds,
  JPJ_FEE_OPTIONS,
  PREPAYMENT_FIRST_OPTIONS,
  PREPAYMENT_LAST_OPTIONS,
  PRODUCT_LINE_MONEY_RULES,
} from '@sewabeli/domain';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { notifySuccess } from '../../../../../components/dialogs/notify';
import { MoneyInput, moneyText } from '../../../../../components/inputs/MoneyInput';
import type { RouterOutputs } from '../../../../../lib/trpc';
import { errorMessage } from '../../../../../lib/trpc-error';
import { LiveFiguresPanel } from './LiveFiguresPanel';
import {
  addIssues,
  conditionChoices,
  initialFormValues,
  liveFigures,
  type ProductFormValues,
  tenureOptions,
  toInput,
} from './product-form';
import { useModelChoices, useProductMutations } from './use-product-step';

type Step = RouterOutputs['applicationProduct']['step'];
type Choices = RouterOutputs['applicationProduct']['choices'];

export interface ProductFormProps {
  step: Step;
  choices: Choices;
  onDirtyChange: (dirty: boolean) => void;
}

/** Origination §2 Product: the entry form, its live figures and Add Product (messages of §5 in one alert). */
export function ProductForm({ step, choices, onDirtyChange }: ProductFormProps) {
  const { program, tier, lines, application, rateCaps } = step;
  const thisYear = new Date().getFullYear();
  const [values, setValues] = useState<ProductFormValues>(() => initialFormValues(tier, thisYear));
  const [issues, setIssues] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [dirty, setDirty] = useState(false);
  const { add } = useProductMutations();

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setDirty(true);
    setValues((current) => ({ ...current, [key]: value }));
  };

  const productId = values.productId ? Number(values.productId) : null;
  const conditions = conditionChoices(productId, lines);
  const models = useModelChoices(values.brandId).data ?? [];
  const tenures = tenureOptions(tier, program);
  const bounds = interestBounds(tier);
  const input = toInput(application.id, application.hirerId, values);
  const figures = useMemo(
    () =>
      liveFigures(
        {
          cost: input.cost,
          loanAmount: input.loanAmount,
          interestRate: input.interestRate,
          tenure: input.tenure,
          prepayment: input.prepayment,
          quantity: input.quantity,
          insuranceRate: input.insuranceRate,
          condition: input.condition,
        },
        program,
        { method: program.interestMethod, rateCaps },
      ),
    [
      input.cost,
      input.loanAmount,
      input.interestRate,
      input.tenure,
      input.prepayment[0],
      input.prepayment[1],
      input.quantity,
      input.insuranceRate,
      input.condition,
      program,
      rateCaps,
    ],
  );

  const submit = () => {
    const found = addIssues(application.id, application.hirerId, values, {
      program,
      tier,
      lines,
      rateCaps,
      today: calendarDateInKualaLumpur(new Date()),
    });
    setSubmitted(true);
    setIssues(found);
    if (found.length > 0) return;
    add.mutate(applicantProductSchema.parse(input), {
      onSuccess: () => {
        notifySuccess('Product added');
        setValues(initialFormValues(tier, thisYear));
        setSubmitted(false);
        setDirty(false);
      },
      onError: (error) => setIssues(errorMessage(error).split('\n')),
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-label="Add product"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Title order={3} size="h5">
            Add Product
          </Title>
          {issues.length > 0 && (
            <Alert
              color="red"
              variant="outline"
              role="alert"
              data-testid="product-issues"
              title="Please check the product"
            >
              <List size="sm">
                {issues.map((issue) => (
                  <List.Item key={issue}>{issue}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <Select
              label="Brand"
              placeholder="Select brand"
              searchable
              data={choices.brands.map((brand) => ({ value: String(brand.id), label: brand.name }))}
              value={values.brandId}
              onChange={(value) => {
                set('brandId', value);
                set('productId', null);
                set('condition', null);
              }}
              withAsterisk
            />
            <Select
              label="Model"
              placeholder={values.brandId ? 'Select model' : 'Select a brand first'}
              searchable
              disabled={!values.brandId}
              data={models.map((model) => ({ value: String(model.id), label: model.name }))}
              value={values.productId}
              onChange={(value) => {
                set('productId', value);
                const model = models.find((candidate) => String(candidate.id) === value);
                if (model && model.cost > 0) set('cost', moneyText(model.cost));
                const left = conditionChoices(value ? Number(value) : null, lines);
                if (values.condition && !left.includes(values.condition as never)) set('condition', null);
              }}
              withAsterisk
            />
            <Select
              label="Vendor / Supplier"
              placeholder="Select vendor"
              searchable
              data={choices.vendors.map((vendor) => ({ value: String(vendor.id), label: vendor.name }))}
              value={values.vendorId}
              onChange={(value) => set('vendorId', value)}
              withAsterisk
            />
            <MoneyInput
              label="Cost of Equipment (RM)"
              description="Per unit"
              rule={PRODUCT_LINE_MONEY_RULES.cost}
              showIssue={submitted}
              value={values.cost}
              onChange={(text) => set('cost', text)}
            />
            <Select
              label="Condition"
              placeholder="Select condition"
              data={conditions}
              value={values.condition}
              onChange={(value) => set('condition', value)}
              nothingFoundMessage="Every condition of this model has been added"
              withAsterisk
            />
            <NumberInput
              label="Number of Unit"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={values.quantity}
              onChange={(value) => set('quantity', value)}
              withAsterisk
            />
            <Select
              label="JPJ Registration Fee"
              data={JPJ_FEE_OPTIONS.map((fee) => ({ value: String(fee), label: formatRM(fee) }))}
              value={String(values.jpjFee)}
              onChange={(value) => set('jpjFee', Number(value ?? JPJ_FEE_OPTIONS[0]))}
              allowDeselect={false}
              withAsterisk
            />
            <NumberInput
              label="Year of Manufacture"
              min={1900}
              max={thisYear + 1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator={false}
              value={values.manufactureYear}
              onChange={(value) => set('manufactureYear', value)}
              withAsterisk
            />
            <MoneyInput
              label="Finance Amount (RM)"
              description={`Per unit; maximum ${formatRM(figures?.loan.maxLoanAmount)}`}
              rule={PRODUCT_LINE_MONEY_RULES.loanAmount}
              showIssue={submitted}
              value={values.loanAmount}
              onChange={(text) => set('loanAmount', text)}
            />
            <Group grow gap="xs" align="flex-start">
              <Select
                label="Prepayment (first)"
                data={PREPAYMENT_FIRST_OPTIONS.map((n) => String(n))}
                value={String(values.prepaymentFirst)}
                onChange={(value) => set('prepaymentFirst', Number(value ?? 0))}
                allowDeselect={false}
                withAsterisk
              />
              <Select
                label="Prepayment (last)"
                data={PREPAYMENT_LAST_OPTIONS.map((n) => String(n))}
                value={String(values.prepaymentLast)}
                onChange={(value) => set('prepaymentLast', Number(value ?? 0))}
                allowDeselect={false}
                withAsterisk
              />
            </Group>
            <Select
              label="Insurance"
              data={INSURANCE_RATE_OPTIONS.map((option) => ({
                value: String(option.value),
                label: option.label,
              }))}
              value={String(values.insuranceRate)}
              onChange={(value) => set('insuranceRate', Number(value ?? 0))}
              allowDeselect={false}
              withAsterisk
            />
            <NumberInput
              label="Interest Rate (%)"
              description={`Between ${bounds.min}% and ${bounds.max}%`}
              min={bounds.min}
              max={bounds.max}
              step={0.1}
              decimalScale={4}
              value={values.interestRate}
              onChange={(value) => set('interestRate', value)}
              withAsterisk
            />
            <Select
              label="Tenure"
              placeholder="Select tenure"
              data={tenures.map((years) => ({
                value: String(years),
                label: `${years} ${years === 1 ? 'year' : 'years'} (${years * 12} months)`,
              }))}
              value={values.tenure}
              onChange={(value) => set('tenure', value)}
              withAsterisk
            />
            <Select
              label="Payment Method"
              placeholder="Select payment method"
              data={choices.paymentMethods.map((mode) => ({ value: String(mode.id), label: mode.name }))}
              value={values.resourceId}
              onChange={(value) => set('resourceId', value)}
              withAsterisk
            />
          </SimpleGrid>
          <LiveFiguresPanel
            figures={figures}
            prepayment={[values.prepaymentFirst, values.prepaymentLast]}
            method={program.interestMethod}
          />
          {!tier && (
            <Text size="sm" c="red.9" role="status">
              No tier matches this application's score: the interest rate may be 0% to 100% and the tenure up
              to {tenures.length} years.
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
              Add Product
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
