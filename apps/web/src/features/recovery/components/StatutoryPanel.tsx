import { Alert, Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { countdownText, formatDate } from '@sewabeli/domain';
import { LockableButton } from '../../../components/buttons/LockableButton';
import type { Case, NoticeParty } from './recovery-types';

/**
 * Issue 41: the Hire-Purchase Act's side of a case: the rule that applies, each statutory date with its section
 * and countdown, the Fifth Schedule notice's service on the hirer and every guarantor, the hirer's consent, and the
 * reason a closed case was withdrawn.
 */
export function StatutoryPanel({
  recovery,
  lockedReason,
  onServe,
  onConsent,
}: {
  recovery: Case;
  lockedReason: string | undefined;
  onServe: (party: NoticeParty) => void;
  onConsent: () => void;
}) {
  const { statutory } = recovery;
  const open = recovery.stage !== 'closed';
  return (
    <Stack gap="sm" data-testid="statutory-panel">
      {statutory.serviceAlert && (
        <Alert color="orange" variant="light" role="alert" data-testid="fifth-schedule-service-alert">
          {statutory.serviceAlert}
        </Alert>
      )}
      {statutory.dates.length > 0 && (
        <List size="sm" spacing={4} data-testid="statutory-dates">
          {statutory.dates.map((date) => (
            <List.Item key={date.key}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" component="span">
                  {date.text}
                </Text>
                <Badge
                  variant="light"
                  color={date.done ? 'gray' : date.daysToGo > 0 ? 'orange' : 'teal'}
                  style={{ flexShrink: 0 }}
                  data-testid={`countdown-${date.key}`}
                >
                  {date.done ? 'done' : countdownText(date.daysToGo)}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {recovery.repossession && statutory.underAct && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Fifth Schedule notice served on (the hirer and every guarantor)
          </Text>
          {statutory.services.map((service) => (
            <Group key={`${service.party}-${service.guarantorId ?? 0}`} gap="sm">
              <Text size="sm" data-testid={`served-${service.party}`}>
                {service.party === 'hirer' ? 'Hirer' : 'Guarantor'}: {service.name},{' '}
                {service.servedOn ? formatDate(service.servedOn) : 'not served'}
              </Text>
              {!service.servedOn && open && (
                <LockableButton
                  size="xs"
                  variant="outline"
                  lockedReason={lockedReason}
                  onClick={() => onServe({ guarantorId: service.guarantorId, name: service.name })}
                >
                  Record served
                </LockableButton>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {recovery.repossession && statutory.underAct && (
        <Group gap="sm">
          <Text size="sm">
            Hirer&apos;s written consent to an earlier sale (s.17):{' '}
            {statutory.consent ? (
              <Anchor href={statutory.consent.url} target="_blank" size="sm">
                given {formatDate(statutory.consent.consentedOn)}
              </Anchor>
            ) : (
              'none'
            )}
          </Text>
          {!statutory.consent && open && recovery.stage !== 'disposed' && (
            <LockableButton size="xs" variant="subtle" lockedReason={lockedReason} onClick={onConsent}>
              Upload consent
            </LockableButton>
          )}
        </Group>
      )}
      {statutory.closedReason && (
        <Text size="sm" data-testid="closed-reason">
          Reason closed: {statutory.closedReason}
        </Text>
      )}
    </Stack>
  );
}
