import { Alert, Modal, Stack } from '@mantine/core';
import {
  editPaymentIssues,
  formatDate,
  formatRM,
  futureDateIssue,
  isPaymentDate,
  moneyInputIssue,
  outstandingEffectText,
  PAYMENT_MESSAGES,
  PAYMENT_MONEY_RULES,
  paymentIssues,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { useState } from 'react';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { agreementName, confirmMoney } from '../../../components/dialogs/confirm-money';
import { notifySuccess } from '../../../components/dialogs/notify';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { MoneyInput, moneyText, senOfText } from '../../../components/inputs/MoneyInput';
import type { RouterOutputs } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/trpc-error';
import { useCollectionMutations } from '../hooks/use-collections';
import {
  EMPTY_MONEY_ENTRY,
  MoneyEntryFields,
  type MoneyEntryValue,
  moneyEntryInput,
  moneyEntryIssue,
} from './MoneyEntryFields';

type Collection = RouterOutputs['collection']['byId'];

export interface PaymentModalProps {
  collection: Collection;
  /** 'make' records a new payment dated today by default; 'edit' changes the latest payment. */
  mode: 'make' | 'edit';
  today: string;
  onClose: () => void;
}

/** Collections §2.2 Make Payment / Edit Latest Payment, with the rules of §5 checked as the server does. */
export function PaymentModal({ collection, mode, today, onClose }: PaymentModalProps) {
  const latest = collection.payments.find((payment) => payment.id === collection.latestPaymentId);
  const [amount, setAmount] = useState(mode === 'edit' && latest ? moneyText(latest.amount) : '');
  const [paidAt, setPaidAt] = useState<string | null>(mode === 'edit' && latest ? latest.paidAt : today);
  const [entry, setEntry] = useState<MoneyEntryValue>(
    mode === 'edit' && latest
      ? { method: latest.method, reference: latest.reference ?? '' }
      : EMPTY_MONEY_ENTRY,
  );
  const [errors, setErrors] = useState<{
    amount?: string;
    paidAt?: string;
    method?: string;
    reference?: string;
    form?: string;
  }>({});
  // One key per opening: a double click or a retry of this payment is recorded once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { makePayment, editPayment } = useCollectionMutations();
  const pending = makePayment.isPending || editPayment.isPending;

  const submit = async () => {
    const sen = senOfText(amount);
    const next: typeof errors = {};
    next.amount =
      moneyInputIssue(amount, PAYMENT_MONEY_RULES[mode === 'make' ? 'payment' : 'other']) ?? undefined;
    if (!paidAt || !isPaymentDate(paidAt)) next.paidAt = PAYMENT_MESSAGES.dateFormat;
    else next.paidAt = futureDateIssue(paidAt, today) ?? undefined;
    Object.assign(next, moneyEntryIssue(entry));
    if (
      next.amount ||
      next.paidAt ||
      next.method ||
      next.reference ||
      sen === null ||
      !paidAt ||
      !entry.method
    ) {
      setErrors(next);
      return;
    }
    const money = moneyEntryInput({ ...entry, method: entry.method });
    const ledger = { payments: collection.payments, totalPayable: collection.totalPayable };
    const issues =
      mode === 'make'
        ? paymentIssues({ amount: sen, paidAt }, ledger)
        : editPaymentIssues({ id: latest?.id ?? 0, amount: sen, paidAt }, ledger);
    if (issues[0]) {
      setErrors({ form: issues[0] });
      return;
    }
    setErrors({});
    if (mode === 'edit' && latest) {
      const outstandingAfter = collection.outstandingBalance + latest.amount - sen;
      const confirmed = await confirmMoney({
        title: 'Confirm the payment edit',
        agreement: agreementName(collection),
        rows: [
          { label: 'Amount', value: `${formatRM(latest.amount)} → ${formatRM(sen)}` },
          { label: 'Date', value: `${formatDate(latest.paidAt)} → ${formatDate(paidAt)}` },
        ],
        effect: outstandingEffectText(outstandingAfter),
        confirmLabel: 'Save the edit',
      });
      if (!confirmed) return;
    }
    const done = {
      onSuccess: () => {
        notifySuccess(mode === 'make' ? SUCCESS_TEXTS.paymentMade : SUCCESS_TEXTS.paymentEdited);
        onClose();
      },
      onError: (error: unknown) =>
        setErrors({ form: errorMessage(error) || 'An error occurred while making payment' }),
    };
    if (mode === 'make') {
      makePayment.mutate(
        { applicantProductId: collection.id, amount: sen, paidAt, idempotencyKey, ...money },
        done,
      );
    } else if (latest) {
      editPayment.mutate(
        { id: latest.id, applicantProductId: collection.id, amount: sen, paidAt, ...money },
        done,
      );
    }
  };

  return (
    <Modal opened onClose={onClose} title={mode === 'make' ? 'Make Payment' : 'Edit Latest Payment'} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          {errors.form && (
            <Alert color="red" variant="outline" role="alert" data-testid="payment-error">
              {errors.form}
            </Alert>
          )}
          <MoneyInput
            label="Amount (RM)"
            rule={PAYMENT_MONEY_RULES[mode === 'make' ? 'payment' : 'other']}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            data-autofocus
          />
          <DmyDateInput
            label="Payment Date"
            value={paidAt}
            onChange={setPaidAt}
            error={errors.paidAt}
            latestDate={today}
          />
          <MoneyEntryFields value={entry} onChange={setEntry} errors={errors} />
          <ModalSubmitButtons onCancel={onClose} pending={pending} />
        </Stack>
      </form>
    </Modal>
  );
}
