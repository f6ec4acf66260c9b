import { Alert, Checkbox, Group, NumberInput, Paper, Table, Text } from '@mantine/core';
import {
  ARREARS_ACTION_LABELS,
  ARREARS_ACTIONS,
  type ArrearsAction,
  type LadderStep,
  ladderIssue,
} from '@sewabeli/domain';
import { useEffect, useState } from 'react';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { notifySuccess } from '../../../components/dialogs/notify';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCan } from '../../auth/hooks/use-current-user';
import { useLadder, useUpdateLadder } from '../hooks/use-arrears';

type Draft = Record<ArrearsAction, { on: boolean; days: number | string }>;

const WHAT: Record<ArrearsAction, string> = {
  reminder: 'E-mail to the company with the reminder attached',
  first_demand: 'Letter of demand (PDF), e-mailed',
  final_demand: 'Final letter of demand (PDF), e-mailed',
  repossession_notice:
    'Notice of intention to repossess (PDF); the Fourth Schedule notice with 21 days for goods under the Hire-Purchase Act 1967',
  recovery: 'Escalation to recovery: nothing is sent',
};

function draftOf(steps: readonly LadderStep[]): Draft {
  return Object.fromEntries(
    ARREARS_ACTIONS.map((action) => {
      const step = steps.find((candidate) => candidate.action === action);
      return [action, { on: step !== undefined, days: step?.days ?? '' }];
    }),
  ) as Draft;
}

function stepsOf(draft: Draft): LadderStep[] {
  return ARREARS_ACTIONS.filter((action) => draft[action].on).map((action) => ({
    action,
    days: typeof draft[action].days === 'number' ? (draft[action].days as number) : Number.NaN,
  }));
}

/** Issue 32: Collection > Arrears Ladder: the days past due at which each step is proposed (a Superadmin's). */
export function ArrearsLadderPage() {
  const ladder = useLadder();
  const update = useUpdateLadder();
  const locked = useCan('arrears.ladder').reason;
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (ladder.data && draft === null) setDraft(draftOf(ladder.data));
  }, [ladder.data, draft]);
  const current = draft ?? draftOf(ladder.data ?? []);
  const issue = ladderIssue(stepsOf(current));
  const set = (action: ArrearsAction, change: Partial<Draft[ArrearsAction]>) =>
    setDraft({ ...current, [action]: { ...current[action], ...change } });

  return (
    <>
      <PageHeader
        title="Arrears Ladder"
        subtitle="Each day at 08:00 the furthest step an agreement's oldest unpaid instalment has reached is proposed, once per arrears cycle"
        actions={
          <LockableButton
            lockedReason={locked}
            disabled={issue !== null}
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { steps: stepsOf(current) },
                { onSuccess: () => notifySuccess('The ladder is saved') },
              )
            }
          >
            Save
          </LockableButton>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>In the ladder</Table.Th>
              <Table.Th>Step</Table.Th>
              <Table.Th>Days past due</Table.Th>
              <Table.Th>What approving it does</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ARREARS_ACTIONS.map((action) => (
              <Table.Tr key={action}>
                <Table.Td>
                  <Checkbox
                    aria-label={`${ARREARS_ACTION_LABELS[action]} in the ladder`}
                    checked={current[action].on}
                    disabled={locked !== undefined}
                    onChange={(event) => set(action, { on: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>{ARREARS_ACTION_LABELS[action]}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Days past due for ${ARREARS_ACTION_LABELS[action]}`}
                    value={current[action].days}
                    onChange={(value) => set(action, { days: value })}
                    disabled={locked !== undefined || !current[action].on}
                    min={1}
                    max={3650}
                    allowDecimal={false}
                    w={110}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{WHAT[action]}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {issue && (
          <Alert color="red" mt="md" role="alert">
            {issue}
          </Alert>
        )}
        <Group mt="md">
          <Text size="sm" c="dimmed">
            Defaults: reminder at 7 days, first letter of demand at 30, final letter of demand at 60, notice
            of intention to repossess at 90.
          </Text>
        </Group>
      </Paper>
    </>
  );
}
