import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { notifySuccess } from '../../../components/notify';
import { useWithdrawMessage } from '../hooks/use-arrears';

export interface LetterRef {
  id: number;
  label: string;
  hpNo: string | null;
  hirerName: string;
}

/** Issue 41: withdraw an approved letter not sent yet; the reason is required and kept on the letter. */
export function WithdrawLetterModal({ letter, onClose }: { letter: LetterRef | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const withdraw = useWithdrawMessage();
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!letter || reason.trim() === '') return;
    withdraw.mutate(
      { id: letter.id, reason },
      {
        onSuccess: () => {
          notifySuccess(`Withdrawn: ${letter.label}, ${letter.hpNo ?? letter.hirerName}`);
          close();
        },
      },
    );
  };
  return (
    <Modal opened={letter !== null} onClose={close} title="Withdraw the letter" centered>
      <Stack>
        <Text size="sm">
          {letter?.label} to {letter?.hirerName} ({letter?.hpNo ?? 'N/A'}): it will not be sent, and the
          reason stays on the letter and in the audit log.
        </Text>
        <GrowingTextarea
          label="Reason"
          withAsterisk
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={
            tried && reason.trim() === '' ? 'Please give the reason for withdrawing the letter' : undefined
          }
          maxLength={500}
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={submit} loading={withdraw.isPending}>
            Withdraw
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
