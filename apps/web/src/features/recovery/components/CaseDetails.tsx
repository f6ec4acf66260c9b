import { Anchor, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, formatRM } from '@sewabeli/domain';
import type { ReactNode } from 'react';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { notifySuccess } from '../../../components/dialogs/notify';
import { useRecoveryMutations } from '../hooks/use-recovery';
import type { Case } from './recovery-types';

/** A label and its value in the case's details. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Issue 32: the case's repossession, valuation and disposal as recorded (the notice served, generated again). */
export function CaseDetails({
  recovery,
  lockedReason,
  onServed,
}: {
  recovery: Case;
  lockedReason: string | undefined;
  onServed: () => void;
}) {
  const { repossession, valuation, disposal } = recovery;
  const act = recovery.statutory.repossession;
  const { regenerateNotice } = useRecoveryMutations();
  const open = recovery.stage !== 'closed';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
      <Field label="Fourth Schedule notice served on">
        {formatDate(recovery.noticeServedOn)}
        {recovery.statutory.noticeUrl && (
          <>
            {' '}
            <Anchor href={recovery.statutory.noticeUrl} target="_blank" size="sm">
              (notice)
            </Anchor>
          </>
        )}
      </Field>
      {repossession && (
        <>
          <Field label="Repossessed on">{formatDate(repossession.repossessedOn)}</Field>
          <Field label="Agent">
            {repossession.agent}
            {act?.agentPermitNo ? `, permit ${act.agentPermitNo}` : ''}
          </Field>
          {act?.takenAt && (
            <Field label="Receipt for the goods">
              <Stack gap={2}>
                <span>
                  {act.takenAt}, {act.place}
                </span>
                {act.receiptUrl && (
                  <Anchor href={act.receiptUrl} target="_blank" data-testid="repossession-receipt">
                    Download receipt (PDF)
                  </Anchor>
                )}
              </Stack>
            </Field>
          )}
          {act?.courtOrder && (
            <Field label="Court order">
              {act.courtOrder.court}, {act.courtOrder.number}, {formatDate(act.courtOrder.orderedOn)}
            </Field>
          )}
          {act?.netBalance != null && (
            <Field label="Net balance due (Fifth Schedule)">
              <span data-testid="net-balance">{formatRM(act.netBalance)}</span>
            </Field>
          )}
          {act?.estimatedValue != null && (
            <Field label="Owner's estimate of value">{formatRM(act.estimatedValue)}</Field>
          )}
          <Field label="Yard">{repossession.yard ?? 'N/A'}</Field>
          <Field label="Condition">{repossession.condition}</Field>
          <Field label="Fifth Schedule notice due by">{formatDate(repossession.noticeDueOn)}</Field>
          <Field label="Fifth Schedule notice served on">
            <Stack gap={4} align="flex-start">
              <span data-testid="fifth-schedule-served">
                {repossession.noticeServedOn ? formatDate(repossession.noticeServedOn) : 'Not served'}
              </span>
              {!repossession.noticeServedOn && open && (
                <LockableButton size="xs" variant="outline" lockedReason={lockedReason} onClick={onServed}>
                  Record notice served
                </LockableButton>
              )}
            </Stack>
          </Field>
          <Field label="Fifth Schedule notice">
            <Stack gap={4} align="flex-start">
              {repossession.noticeUrl ? (
                <Anchor href={repossession.noticeUrl} target="_blank" data-testid="fifth-schedule-notice">
                  Download notice (PDF)
                </Anchor>
              ) : (
                'N/A'
              )}
              <LockableButton
                size="xs"
                variant="subtle"
                lockedReason={lockedReason}
                loading={regenerateNotice.isPending}
                onClick={() =>
                  regenerateNotice.mutate(
                    { caseId: recovery.id },
                    {
                      onSuccess: (copy) =>
                        notifySuccess(`Fifth Schedule notice generated again (version ${copy.version})`),
                    },
                  )
                }
              >
                Generate notice again
              </LockableButton>
            </Stack>
          </Field>
          {repossession.notices.length > 1 && (
            <Field label="Copies of the notice">
              <Stack gap={2} data-testid="fifth-schedule-copies">
                {repossession.notices.map((notice) => (
                  <Anchor key={notice.version} href={notice.url} target="_blank" size="sm">
                    Version {notice.version}, {formatDate(notice.generatedAt)}, {notice.generatedByName}
                  </Anchor>
                ))}
              </Stack>
            </Field>
          )}
          <Field label="Photos">
            <Group gap="xs">
              {repossession.photos.map((photo, index) => (
                <Anchor key={photo.id} href={photo.url} target="_blank">
                  <Image src={photo.url} alt={`Repossession photo ${index + 1}`} w={56} h={56} radius="sm" />
                </Anchor>
              ))}
            </Group>
          </Field>
        </>
      )}
      {valuation && (
        <>
          <Field label="Valued on">{formatDate(valuation.valuedOn)}</Field>
          <Field label="Valuer">{valuation.valuer}</Field>
          <Field label="Valuation">{formatRM(valuation.amount)}</Field>
        </>
      )}
      {disposal && (
        <>
          <Field label="Sold on">{formatDate(disposal.disposedOn)}</Field>
          <Field label="Buyer">{disposal.buyer}</Field>
          <Field label="Sale price">{formatRM(disposal.price)}</Field>
          <Field label="Recovery costs">{formatRM(disposal.costs)}</Field>
          <Field label="Statutory rebate (unearned charges)">{formatRM(disposal.rebate)}</Field>
          <Field label="Shortfall after the sale">{formatRM(disposal.shortfall)}</Field>
          <Field label="Surplus after the sale">{formatRM(disposal.surplus)}</Field>
        </>
      )}
    </SimpleGrid>
  );
}
