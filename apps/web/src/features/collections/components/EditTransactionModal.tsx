import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  formatDate,
  formatMoney,
  formatRM,
  futureDateIssue,
  isPaymentDate,
  MONEY_INPUT_MESSAGES,
  moneyInputIssue,
  outstandingEffectText,
  PAYMENT_MESSAGES,
  PAYMENT_MONEY_RULES,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { useState } from 'react';
import { agreementName, confirmMoney } from '../../../components/dialogs/confirm-money';
import { notifySuccess } from '../../../components/dialogs/notify';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { MoneyInput, moneyText, senOfText } from '../../../components/inputs/MoneyInput';
import type { RouterOutputs } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/trpc-error';
import { useCollectionMutations } from '../hooks/use-collections';
import { timingColour } from './badges';

type Instalment = RouterOutputs['collection']['byId']['instalments'][number];

/** Collections §2.1 'Edit Transaction' (a Superadmin's correction, recorded in the ledger). */
export function EditTransactionModal({
  collection,
  instalment,
  today,
  onClose,
}: {
  collection: RouterOutputs['collection']['byId'];
  instalment: Instalment;
  today: string;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState(moneyText(instalment.paidAmount));
  const [paidAt, setPaidAt] = useState<string | null>(instalment.paidAt);
  const [error, setError] = useState<string | null>(null);
  const { correctInstalment } = useCollectionMutations();

  const submit = async () => {
    const typed = moneyInputIssue(amount, PAYMENT_MONEY_RULES.other);
    const sen = senOfText(amount);
    if (typed || sen === null) return setError(typed ?? MONEY_INPUT_MESSAGES.invalid);
    if (!paidAt) return setError(PAYMENT_MESSAGES.paidAtRequired);
    if (!isPaymentDate(paidAt)) return setError(PAYMENT_MESSAGES.dateFormat);
    if (sen > instalment.chargeAmount) return setError(PAYMENT_MESSAGES.aboveInstalment);
    const future = futureDateIssue(paidAt, today);
    if (future) return setError(future);
    // Issue 26: a correction moves money on the ledger: it is confirmed with its effect first.
    const confirmed = await confirmMoney({
      title: 'Confirm the correction',
      agreement: agreementName(collection),
      rows: [
        { label: 'Installment', value: `${instalment.description} (due ${formatDate(instalment.dueDate)})` },
        { label: 'Paid amount', value: `${formatRM(instalment.paidAmount)} → ${formatRM(sen)}` },
        { label: 'Date', value: formatDate(paidAt) },
      ],
      effect: outstandingEffectText(collection.outstandingBalance - (sen - instalment.paidAmount)),
      confirmLabel: 'Record the correction',
    });
    if (!confirmed) return;
    correctInstalment.mutate(
      { id: instalment.id, paidAt, paidAmount: sen },
      {
        onSuccess: () => {
          notifySuccess(SUCCESS_TEXTS.submitted);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Edit Transaction" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600}>{instalment.description}</Text>
            <Badge color={timingColour(instalment.timing)} variant="filled">
              {instalment.timing}
            </Badge>
          </Group>
          {error && (
            <Alert color="red" variant="outline" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label="Installment Amount (RM)" value={formatMoney(instalment.chargeAmount)} readOnly />
          <MoneyInput
            label="Payment Amount (RM)"
            rule={PAYMENT_MONEY_RULES.other}
            value={amount}
            onChange={setAmount}
          />
          <TextInput label="Due Date" value={formatDate(instalment.dueDate)} readOnly />
          <DmyDateInput
            label="Payment Date"
            value={paidAt}
            onChange={setPaidAt}
            clearable
            latestDate={today}
          />
          {/* Collections §2.1: Submit is shown only once a payment date is set. */}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={correctInstalment.isPending}>
              Cancel
            </Button>
            {paidAt && (
              <Button type="submit" disabled={correctInstalment.isPending}>
                Submit
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
