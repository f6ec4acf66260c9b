import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { addDays, formatRM, type Sen } from '@sewabeli/domain';
import { useState } from 'react';
import { notifySuccess } from '../../../components/dialogs/notify';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { MoneyInput, senOfText } from '../../../components/inputs/MoneyInput';
import { useSkipProposal, useSnoozeProposal } from '../hooks/use-arrears';
import { ReasonModal } from './ReasonModal';

export interface ProposalRef {
  id: number;
  hpNo: string | null;
  hirerName: string;
  arrears: Sen;
}

/** Skip a proposal: not this time, with the reason kept on it. */
export function SkipModal({ proposal, onClose }: { proposal: ProposalRef | null; onClose: () => void }) {
  const skip = useSkipProposal();
  return (
    <ReasonModal
      opened={proposal !== null}
      onClose={onClose}
      title="Skip this step"
      description={
        <>
          {proposal?.hirerName} ({proposal?.hpNo ?? 'N/A'}): nothing is sent, and this step is not proposed
          again in this arrears cycle.
        </>
      }
      requiredMessage="Please give the reason for skipping"
      submitLabel="Skip"
      pending={skip.isPending}
      onSubmit={(reason, done) => {
        if (!proposal) return;
        skip.mutate(
          { id: proposal.id, reason },
          {
            onSuccess: () => {
              notifySuccess(`Skipped ${proposal.hpNo ?? proposal.hirerName}`);
              done();
            },
          },
        );
      }}
    />
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
