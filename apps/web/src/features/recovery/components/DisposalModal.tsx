import { TextInput } from '@mantine/core';
import {
  disposalEffectText,
  disposalPostings,
  formatDate,
  formatRM,
  RECOVERY_MESSAGES,
} from '@sewabeli/domain';
import { useState } from 'react';
import { confirmMoney } from '../../../components/dialogs/confirm-money';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { MoneyInput, senOfText } from '../../../components/inputs/MoneyInput';
import { useRecoveryMutations } from '../hooks/use-recovery';
import type { CaseStepProps } from './recovery-types';
import { StepModal, useStepForm } from './StepModal';

/** Issue 32: 'Record disposal', its proceeds into the ledger, confirmed with the effect it has. */
export function DisposalModal({
  recovery,
  outstanding,
  agreement,
  onClose,
  today,
}: CaseStepProps & { outstanding: number; agreement: string }) {
  const [on, setOn] = useState<string | null>(today);
  const [buyer, setBuyer] = useState('');
  const [price, setPrice] = useState('');
  const [costs, setCosts] = useState('0.00');
  const { dispose } = useRecoveryMutations();
  const { error, setError, handlers } = useStepForm(onClose);
  return (
    <StepModal
      title="Record disposal"
      onClose={onClose}
      pending={dispose.isPending}
      error={error}
      submitLabel="Record disposal"
      onSubmit={async () => {
        const priceSen = senOfText(price);
        const costsSen = senOfText(costs) ?? 0;
        if (!on) return setError(RECOVERY_MESSAGES.dateRequired);
        if (priceSen === null || priceSen <= 0) return setError(RECOVERY_MESSAGES.priceAmount);
        // Issue 41: the sale first rebates the unearned charges; the shortfall is of the net balance due.
        const rebate = recovery.statutory.rebateDue;
        const postings = disposalPostings({
          outstanding: outstanding - rebate,
          price: priceSen,
          costs: costsSen,
          disposedOn: on,
        });
        const confirmed = await confirmMoney({
          title: 'Record the disposal?',
          agreement,
          rows: [
            { label: 'Buyer', value: buyer },
            { label: 'Sale price', value: formatRM(priceSen) },
            { label: 'Recovery costs (added to the debt)', value: formatRM(costsSen) },
            { label: 'Outstanding before the sale', value: formatRM(outstanding) },
            ...(rebate > 0
              ? [
                  { label: 'Statutory rebate (unearned charges)', value: formatRM(rebate) },
                  { label: 'Net balance due', value: formatRM(outstanding - rebate) },
                ]
              : []),
            { label: 'Date', value: formatDate(on) },
          ],
          effect: disposalEffectText(postings),
          confirmLabel: 'Record disposal',
        });
        if (!confirmed) return;
        dispose.mutate(
          { caseId: recovery.id, disposedOn: on, buyer, price: priceSen, costs: costsSen },
          handlers('Disposal recorded'),
        );
      }}
    >
      <DmyDateInput label="Sold on" value={on} onChange={setOn} latestDate={today} data-autofocus />
      <TextInput label="Buyer" value={buyer} onChange={(e) => setBuyer(e.currentTarget.value)} required />
      <MoneyInput label="Sale price (RM)" value={price} onChange={setPrice} />
      <MoneyInput
        label="Recovery costs (RM)"
        description="Repossession, storage and sale: added to what the hirer owes"
        value={costs}
        onChange={setCosts}
      />
    </StepModal>
  );
}
