import { notifySuccess } from '../../../components/dialogs/notify';
import { useWithdrawMessage } from '../hooks/use-arrears';
import { ReasonModal } from './ReasonModal';

export interface LetterRef {
  id: number;
  label: string;
  hpNo: string | null;
  hirerName: string;
}

/** Issue 41: withdraw an approved letter not sent yet; the reason is required and kept on the letter. */
export function WithdrawLetterModal({ letter, onClose }: { letter: LetterRef | null; onClose: () => void }) {
  const withdraw = useWithdrawMessage();
  return (
    <ReasonModal
      opened={letter !== null}
      onClose={onClose}
      title="Withdraw the letter"
      description={
        <>
          {letter?.label} to {letter?.hirerName} ({letter?.hpNo ?? 'N/A'}): it will not be sent, and the
          reason stays on the letter and in the audit log.
        </>
      }
      requiredMessage="Please give the reason for withdrawing the letter"
      submitLabel="Withdraw"
      submitColor="red"
      pending={withdraw.isPending}
      onSubmit={(reason, done) => {
        if (!letter) return;
        withdraw.mutate(
          { id: letter.id, reason },
          {
            onSuccess: () => {
              notifySuccess(`Withdrawn: ${letter.label}, ${letter.hpNo ?? letter.hirerName}`);
              done();
            },
          },
        );
      }}
    />
  );
}
