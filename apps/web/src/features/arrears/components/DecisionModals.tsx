import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { addDays, formatRM, type Sen } from '@sewabeli/domain';
import { useState } from 'react';
import { DmyDateInput } from '../../../components/DmyDateInput';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { MoneyInput, senOfText } from '../../../components/MoneyInput';
import { notifySuccess } from '../../../components/notify';
import { useSkipProposal, useSnoozeProposal } from '../hooks/use-arrears';

export interface ProposalRef {
  id: number;
  hpNo: string | null;
  hirerName: string;
  arrears: Sen;
}

/** Skip a proposal: not this time, with the reason kept on it. */
export function SkipModal({ proposal, onClose }: { proposal: ProposalRef | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const skip = useSkipProposal();
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!proposal || reason.trim() === '') return;
    skip.mutate(
      { id: proposal.id, reason },
      {
        onSuccess: () => {
          notifySuccess(`Skipped ${proposal.hpNo ?? proposal.hirerName}`);
          close();
        },
      },
    );
  };
  return (
    <Modal opened={proposal !== null} onClose={close} title="Skip this step" centered>
      <Stack>
        <Text size="sm">
          {proposal?.hirerName} ({proposal?.hpNo ?? 'N/A'}): nothing is sent, and this step is not proposed
          again in this arrears cycle.
        </Text>
        <GrowingTextarea
          label="Reason"
          withAsterisk
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={tried && reason.trim() === '' ? 'Please give the reason for skipping' : undefined}
          maxLength={500}
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={skip.isPending}>
            Skip
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Snooze a proposal for a promise to pay; it comes back if the promise is broken. */
export function SnoozeModal({
  proposal,
  today,
  onClose,
}: {
  proposal: ProposalRef | null;
  today: string;
  onClose: () => void;
}) {
  const [promisedOn, setPromisedOn] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const snooze = useSnoozeProposal();
  const close = () => {
    setPromisedOn(null);
    setAmount('');
    setTried(false);
    onClose();
  };
  const latest = addDays(today, 90);
  const dateIssue =
    promisedOn === null || promisedOn <= today || promisedOn > latest
      ? 'The promised date must be after today and within 90 days'
      : undefined;
  const sen = senOfText(amount);
  const submit = () => {
    setTried(true);
    if (!proposal || dateIssue || sen === null || sen <= 0 || promisedOn === null) return;
    snooze.mutate(
      { id: proposal.id, promisedOn, amount: sen },
      {
        onSuccess: () => {
          notifySuccess(`Snoozed ${proposal.hpNo ?? proposal.hirerName} until the promise is due`);
          close();
        },
      },
    );
  };
  return (
    <Modal opened={proposal !== null} onClose={close} title="Snooze for a promise to pay" centered>
      <Stack>
        <Text size="sm">
          {proposal?.hirerName} ({proposal?.hpNo ?? 'N/A'}) owes {formatRM(proposal?.arrears ?? 0)} in
          arrears. If the promised amount is not paid by its date, the proposal comes back to the queue.
        </Text>
        <DmyDateInput
          label="Promised date"
          withAsterisk
          value={promisedOn}
          onChange={(value) => setPromisedOn(value)}
          error={tried ? dateIssue : undefined}
          data-autofocus
        />
        <MoneyInput
          label="Promised amount"
          withAsterisk
          value={amount}
          onChange={setAmount}
          showIssue={tried}
          rule={{
            required: 'Please enter the promised amount',
            positive: 'The promised amount must be more than RM 0.00',
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={snooze.isPending}>
            Snooze
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
