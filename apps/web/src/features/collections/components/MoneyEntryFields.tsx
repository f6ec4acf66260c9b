import { Select, TextInput } from '@mantine/core';
import {
  MONEY_ENTRY_MESSAGES,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentReferenceIssue,
  referenceRequired,
} from '@sewabeli/domain';

export interface MoneyEntryValue {
  method: PaymentMethod | null;
  reference: string;
}

export const EMPTY_MONEY_ENTRY: MoneyEntryValue = { method: null, reference: '' };

const METHOD_OPTIONS = PAYMENT_METHOD_NAMES.map((name) => ({ value: name, label: PAYMENT_METHODS[name] }));

/** The first refusal of the method and reference as the server judges them, or null. */
export function moneyEntryIssue(value: MoneyEntryValue): { method?: string; reference?: string } | null {
  if (!value.method) return { method: MONEY_ENTRY_MESSAGES.methodRequired };
  const issue = paymentReferenceIssue({ method: value.method, reference: value.reference });
  return issue ? { reference: issue } : null;
}

/** What the tRPC calls take: the method and the trimmed reference (null when left empty). */
export function moneyEntryInput(value: MoneyEntryValue & { method: PaymentMethod }) {
  return { method: value.method, reference: value.reference.trim() || null };
}

/**
 * Issue 26: how the money came and its reference, required except for cash (where a receipt number is offered).
 */
export function MoneyEntryFields({
  value,
  onChange,
  errors,
}: {
  value: MoneyEntryValue;
  onChange: (value: MoneyEntryValue) => void;
  errors?: { method?: string; reference?: string };
}) {
  const cash = value.method === 'cash';
  return (
    <>
      <Select
        label="Payment method"
        placeholder="How the money came"
        data={METHOD_OPTIONS}
        value={value.method}
        onChange={(method) => onChange({ ...value, method: (method as PaymentMethod | null) ?? null })}
        error={errors?.method}
        allowDeselect={false}
        withAsterisk
      />
      <TextInput
        label={cash ? 'Receipt number' : 'Reference'}
        description={
          cash ? 'Optional for cash' : 'Bank transfer, cheque, DuitNow, JomPAY or FPX transaction number'
        }
        value={value.reference}
        onChange={(event) => onChange({ ...value, reference: event.currentTarget.value })}
        error={errors?.reference}
        withAsterisk={value.method !== null && referenceRequired(value.method)}
        maxLength={100}
      />
    </>
  );
}
