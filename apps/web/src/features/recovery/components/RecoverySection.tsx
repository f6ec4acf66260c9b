import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Stepper, Table, Text, Title } from '@mantine/core';
import {
  ASSET_STATE_LABELS,
  calendarDateInKualaLumpur,
  formatDate,
  formatRM,
  RECOVERY_MESSAGES,
  RECOVERY_STAGE_LABELS,
  RECOVERY_STAGES,
  writeOffProgressText,
} from '@sewabeli/domain';
import { useState } from 'react';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { useCan } from '../../auth/hooks/use-current-user';
import { useRecovery } from '../hooks/use-recovery';
import { CaseDetails, Field } from './CaseDetails';
import { CloseCaseModal } from './CloseCaseModal';
import { ConsentModal } from './ConsentModal';
import { DisposalModal } from './DisposalModal';
import { NoticeServedModal } from './NoticeServedModal';
import { OpenCaseModal } from './OpenCaseModal';
import { RepossessionModal } from './RepossessionModal';
import type { NoticeParty, Step } from './recovery-types';
import { StatutoryPanel } from './StatutoryPanel';
import { ValuationModal } from './ValuationModal';
import { WriteOffModal } from './WriteOffModal';

/** Issue 32: the Recovery section of the collection profile. */
export function RecoverySection({ agreementId, agreement }: { agreementId: number; agreement: string }) {
  const query = useRecovery(agreementId);
  const [step, setStep] = useState<Step>(null);
  const [party, setParty] = useState<NoticeParty | null>(null);
  const { reason: notWriter } = useCan('recovery.write');
  const today = calendarDateInKualaLumpur(new Date());
  const data = query.data;
  if (!data) return null;
  const current = data.current && data.current.stage !== 'closed' ? data.current : null;
  const shown = data.current;
  const pending = shown?.writeOffs.find((request) => request.status === 'Pending');
  const onClose = () => setStep(null);

  // Issue 41: closing or withdrawing asks for the reason, in its own form.
  const closeCase = () => setStep('close');

  const nextAction = (() => {
    if (!current)
      return (
        <LockableButton
          lockedReason={notWriter ?? (data.balance.outstanding <= 0 ? 'Nothing is outstanding' : undefined)}
          onClick={() => setStep('open')}
        >
          Open recovery case
        </LockableButton>
      );
    switch (current.stage) {
      case 'notice_served':
        return (
          <Group gap="sm">
            <LockableButton lockedReason={notWriter} onClick={() => setStep('repossess')}>
              Record repossession
            </LockableButton>
            <LockableButton variant="default" lockedReason={notWriter} onClick={closeCase}>
              Withdraw and close
            </LockableButton>
          </Group>
        );
      case 'repossessed':
        return (
          <LockableButton lockedReason={notWriter} onClick={() => setStep('value')}>
            Record valuation
          </LockableButton>
        );
      case 'valued':
        return (
          <LockableButton lockedReason={notWriter} onClick={() => setStep('dispose')}>
            Record disposal
          </LockableButton>
        );
      default:
        return (
          <Group gap="sm">
            {data.balance.outstanding > 0 && (
              <LockableButton
                variant="outline"
                lockedReason={notWriter ?? (pending ? 'A write-off request is awaiting approval' : undefined)}
                onClick={() => setStep('writeOff')}
              >
                Request write-off
              </LockableButton>
            )}
            <LockableButton
              lockedReason={notWriter ?? (pending ? RECOVERY_MESSAGES.writeOffPending : undefined)}
              onClick={closeCase}
            >
              Close case
            </LockableButton>
          </Group>
        );
    }
  })();

  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-label="Recovery" data-testid="recovery-section">
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <Title order={3} fz="lg">
            Recovery
          </Title>
          {shown && (
            <Badge variant="light" data-testid="recovery-stage">
              {RECOVERY_STAGE_LABELS[shown.stage]}
            </Badge>
          )}
          <Badge
            color={data.rule.underAct ? 'indigo.9' : 'gray.7'}
            variant="filled"
            data-testid="recovery-rule"
            title="The rule the recovery follows"
          >
            {data.rule.underAct ? data.rule.rule : `Goods outside the Act: ${data.rule.rule}`}
          </Badge>
          {data.assetState && (
            <Badge color="violet.9" variant="filled" data-testid="asset-state">
              Asset: {ASSET_STATE_LABELS[data.assetState]}
            </Badge>
          )}
        </Group>
        {nextAction}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mb="md">
        <Field label="Outstanding">
          <span data-testid="recovery-outstanding">{formatRM(data.balance.outstanding)}</span>
        </Field>
        <Field label="Refund due to the hirer">
          <span data-testid="recovery-refund-due">{formatRM(data.balance.refundDue)}</span>
        </Field>
        <Field label="Received (cash)">{formatRM(data.balance.cash)}</Field>
        <Field label="Written off (non-cash)">{formatRM(data.balance.nonCash)}</Field>
      </SimpleGrid>
      {shown ? (
        <Stack gap="md">
          <Stepper
            active={RECOVERY_STAGES.indexOf(shown.stage) + (shown.stage === 'closed' ? 1 : 0)}
            size="sm"
            allowNextStepsSelect={false}
          >
            {RECOVERY_STAGES.map((stage) => {
              const reached = shown.stages.find((row) => row.stage === stage);
              return (
                <Stepper.Step
                  key={stage}
                  label={RECOVERY_STAGE_LABELS[stage]}
                  description={
                    reached ? `${formatDate(reached.changedAt)}, ${reached.changedByName}` : undefined
                  }
                />
              );
            })}
          </Stepper>
          {shown.repossession?.noticeAlert && (
            <Alert color="red" variant="light" role="alert" data-testid="fifth-schedule-alert">
              {shown.repossession.noticeAlert}
            </Alert>
          )}
          <StatutoryPanel
            recovery={shown}
            lockedReason={notWriter}
            onServe={(served) => {
              setParty(served);
              setStep('served');
            }}
            onConsent={() => setStep('consent')}
          />
          <CaseDetails
            recovery={shown}
            lockedReason={notWriter}
            onServed={() => {
              setParty(null);
              setStep('served');
            }}
          />
          {shown.writeOffs.length > 0 && (
            <Table withTableBorder data-testid="write-off-requests">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Write-off</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Requested by</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.writeOffs.map((request) => (
                  <Table.Tr key={request.id}>
                    <Table.Td>
                      {writeOffProgressText(
                        request.amount,
                        request.decisions.filter((d) => d.decision === 'approve').length,
                      )}
                      {/* Issue 41: what it still needs and who can still approve it. */}
                      {request.waiting && (
                        <Text size="xs" c="dimmed" data-testid="write-off-waiting">
                          {request.waiting}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{request.reason}</Table.Td>
                    <Table.Td>
                      {request.requestedByName}, {formatDate(request.requestedAt)}
                    </Table.Td>
                    <Table.Td>{request.status}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No Record Found
        </Text>
      )}
      {step === 'open' && (
        <OpenCaseModal agreementId={agreementId} rule={data.rule} onClose={onClose} today={today} />
      )}
      {step === 'repossess' && current && (
        <RepossessionModal recovery={current} onClose={onClose} today={today} />
      )}
      {step === 'served' && current && (
        <NoticeServedModal recovery={current} onClose={onClose} today={today} party={party} />
      )}
      {step === 'value' && current && <ValuationModal recovery={current} onClose={onClose} today={today} />}
      {step === 'dispose' && current && (
        <DisposalModal
          recovery={current}
          outstanding={data.balance.outstanding}
          agreement={agreement}
          onClose={onClose}
          today={today}
        />
      )}
      {step === 'close' && current && (
        <CloseCaseModal
          recovery={current}
          onClose={onClose}
          today={today}
          outstanding={data.balance.outstanding}
        />
      )}
      {step === 'consent' && current && <ConsentModal recovery={current} onClose={onClose} today={today} />}
      {step === 'writeOff' && current && (
        <WriteOffModal recovery={current} shortfall={data.balance.outstanding} onClose={onClose} />
      )}
    </Paper>
  );
}
