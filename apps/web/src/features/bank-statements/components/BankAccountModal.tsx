import { Alert, Checkbox, Modal, Select, Stack, TextInput } from '@mantine/core';
import { BANK_ACCOUNT_CURRENCIES, DEFAULT_ACCOUNT_CURRENCY, SUCCESS_TEXTS } from '@sewabeli/domain';
import { type FormEvent, useState } from 'react';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../components/dialogs/notify';
import { errorMessage, fieldErrorsOf } from '../../../lib/trpc-error';
import { type BankAccount, useBankStatementMutations } from '../hooks/use-bank-statements';

export interface BankAccountModalProps {
  /** Edit mode when given. */
  account: BankAccount | null;
  onClose: () => void;
}

const REQUIRED = 'Value is empty';

/**
 * Issue 31: a bank account of the financier that statements are imported into (name, bank, account number); issue
 * 40: its currency, ringgit only, stated so that a statement in another currency is expected to be refused.
 */
export function BankAccountModal({ account, onClose }: BankAccountModalProps) {
  const { createAccount, updateAccount } = useBankStatementMutations();
  const [values, setValues] = useState({
    name: account?.name ?? '',
    bank: account?.bank ?? '',
    accountNumber: account?.accountNumber ?? '',
    currency:
      (account?.currency as (typeof BANK_ACCOUNT_CURRENCIES)[number] | undefined) ?? DEFAULT_ACCOUNT_CURRENCY,
    active: account?.active ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = createAccount.isPending || updateAccount.isPending;

  const field = (key: 'name' | 'bank' | 'accountNumber', label: string, placeholder: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      withAsterisk
      value={values[key]}
      onChange={(event) => setValues({ ...values, [key]: event.currentTarget.value })}
      error={errors[key]}
      maxLength={key === 'accountNumber' ? 34 : 100}
      data-autofocus={key === 'name' ? true : undefined}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const key of ['name', 'bank', 'accountNumber'] as const)
      if (values[key].trim() === '') next[key] = REQUIRED;
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    const onError = (error: unknown) => {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
    };
    const input = {
      name: values.name,
      bank: values.bank,
      accountNumber: values.accountNumber,
      currency: values.currency,
    };
    const onSuccess = (message: string) => () => {
      notifySuccess(message);
      onClose();
    };
    if (account)
      updateAccount.mutate(
        { ...input, id: account.id, active: values.active },
        { onSuccess: onSuccess(SUCCESS_TEXTS.saved), onError },
      );
    else createAccount.mutate(input, { onSuccess: onSuccess(SUCCESS_TEXTS.submitted), onError });
  };

  return (
    <Modal opened onClose={onClose} title={account ? 'Edit Bank Account' : 'New Bank Account'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {field('name', 'Name', 'e.g. Collections Account')}
          {field('bank', 'Bank', 'e.g. Maybank')}
          {field('accountNumber', 'Account Number', 'e.g. 514011223344')}
          <Select
            label="Currency"
            data={BANK_ACCOUNT_CURRENCIES.map((code) => ({ value: code, label: `${code} (ringgit)` }))}
            value={values.currency}
            allowDeselect={false}
            readOnly={BANK_ACCOUNT_CURRENCIES.length === 1}
            description="Ringgit only: a statement in another currency is refused, and an entry in another currency is ignored"
            onChange={(next) =>
              next && setValues({ ...values, currency: next as (typeof BANK_ACCOUNT_CURRENCIES)[number] })
            }
          />
          {account && (
            <Checkbox
              label="Active (statements may be imported into it)"
              checked={values.active}
              onChange={(event) => setValues({ ...values, active: event.currentTarget.checked })}
            />
          )}
          <ModalSubmitButtons onCancel={onClose} pending={pending} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
