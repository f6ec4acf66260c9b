import { TextInput } from '@mantine/core';
import { RECOVERY_MESSAGES } from '@sewabeli/domain';
import { useState } from 'react';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { MoneyInput, senOfText } from '../../../components/inputs/MoneyInput';
import { useRecoveryMutations } from '../hooks/use-recovery';
import type { CaseStepProps } from './recovery-types';
import { StepModal, useStepForm } from './StepModal';

/** Issue 32: 'Record valuation' of the repossessed asset. */
export function ValuationModal({ recovery, onClose, today }: CaseStepProps) {
  const [on, setOn] = useState<string | null>(today);
  const [valuer, setValuer] = useState('');
  const [amount, setAmount] = useState('');
  const { value } = useRecoveryMutations();
  const { error, setError, handlers } = useStepForm(onClose);
  return (
    <StepModal
      title="Record valuation"
      onClose={onClose}
      pending={value.isPending}
      error={error}
      submitLabel="Record valuation"
      onSubmit={() => {
        const sen = senOfText(amount);
        if (!on) return setError(RECOVERY_MESSAGES.dateRequired);
        if (sen === null || sen <= 0) return setError(RECOVERY_MESSAGES.valuationAmount);
        value.mutate(
          { caseId: recovery.id, valuedOn: on, valuer, amount: sen },
          handlers('Valuation recorded'),
        );
      }}
    >
      <DmyDateInput label="Valued on" value={on} onChange={setOn} latestDate={today} data-autofocus />
      <TextInput label="Valuer" value={valuer} onChange={(e) => setValuer(e.currentTarget.value)} required />
      <MoneyInput label="Valuation (RM)" value={amount} onChange={setAmount} />
    </StepModal>
  );
}
