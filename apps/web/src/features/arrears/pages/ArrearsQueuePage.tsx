import {
  Alert,
  Anchor,
  Badge,
  Checkbox,
  Group,
  List,
  Paper,
  SegmentedControl,
  Select,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ARREARS_ACTION_LABELS,
  ARREARS_ACTIONS,
  type ArrearsAction,
  calendarDateInKualaLumpur,
  formatDate,
} from '@sewabeli/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { Pager } from '../../../components/data-table/Pager';
import { notifySuccess } from '../../../components/dialogs/notify';
import { Money } from '../../../components/display/Money';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCan } from '../../auth/hooks/use-current-user';
import { useNoticeAlerts } from '../../recovery/hooks/use-recovery';
import { type ProposalRef, SkipModal, SnoozeModal } from '../components/DecisionModals';
import { AgreementCell, EmptyRow, SearchBox } from '../components/MessageCells';
import { useApproveProposals, useArrearsQueue, useRunToday } from '../hooks/use-arrears';

const PAGE_SIZE = 20;

/** Issue 32: Collection > Arrears Queue: today's proposals of the ladder, to approve, skip or snooze. */
export function ArrearsQueuePage() {
  const [action, setAction] = useState<ArrearsAction | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [language, setLanguage] = useState<'en' | 'ms'>('en');
  const [selected, setSelected] = useState<number[]>([]);
  const [skipping, setSkipping] = useState<ProposalRef | null>(null);
  const [snoozing, setSnoozing] = useState<ProposalRef | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const queue = useArrearsQueue({ action, search: debounced, page, pageSize: PAGE_SIZE });
  const run = useRunToday();
  const approve = useApproveProposals();
  const alerts = useNoticeAlerts().data ?? [];
  const locked = useCan('arrears.run').reason;
  const today = calendarDateInKualaLumpur(new Date());
  const rows = queue.data?.rows ?? [];
  const groups = queue.data?.groups ?? [];
  const total = queue.data?.total ?? 0;
  const countOf = (step: ArrearsAction) => groups.find((group) => group.action === step)?.count ?? 0;
  const allCount = groups.reduce((sum, group) => sum + group.count, 0);
  const choose = (next: ArrearsAction | null) => {
    setAction(next);
    setPage(1);
    setSelected([]);
  };
  const allOnPage = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  // While another step's or page's rows are still on screen (kept until the new ones come), nothing is selected:
  // 'Select every proposal on this page' would otherwise pick the rows about to go.
  const stale = queue.isPlaceholderData;

  const approveSelected = () =>
    approve.mutate(
      { ids: selected, language },
      {
        onSuccess: (result) => {
          setSelected([]);
          // Issue 41: a proposal no longer owed today is withdrawn instead of approved; the toast says why.
          const withdrawn = result.withdrawn
            .map((row) => `${row.hpNo ?? `#${row.id}`} (${row.reason})`)
            .join('; ');
          notifySuccess(
            `${result.approved} approved` +
              (result.alreadyDecided ? `, ${result.alreadyDecided} already decided by someone else` : '') +
              (result.messageIds.length ? ': the letters are being written' : '') +
              (withdrawn ? `. Withdrawn, no longer owed: ${withdrawn}` : ''),
          );
        },
      },
    );

  return (
    <>
      <PageHeader
        title="Arrears Queue"
        subtitle="The ladder's proposals: nothing is sent or printed until someone approves it"
        actions={
          <LockableButton
            variant="light"
            lockedReason={locked}
            loading={run.isPending}
            onClick={() =>
              run.mutate(undefined, {
                onSuccess: (result) =>
                  notifySuccess(
                    `Today's pass: ${result.proposed} new proposal${result.proposed === 1 ? '' : 's'}` +
                      (result.revived ? `, ${result.revived} back from broken promises` : '') +
                      (result.withdrawn ? `, ${result.withdrawn} withdrawn (no longer owed)` : ''),
                  ),
              })
            }
          >
            Run today's proposals
          </LockableButton>
        }
      />
      {alerts.length > 0 && (
        <Alert
          color="red"
          variant="light"
          mb="md"
          role="alert"
          title="Fifth Schedule notice not served"
          data-testid="fifth-schedule-alerts"
        >
          <List size="sm">
            {alerts.map((alert) => (
              <List.Item key={alert.caseId}>
                {/* The theme's link colour is too faint on the alert's red tint: the text's colour, underlined. */}
                <Anchor
                  component={Link}
                  to={`/application/collection/profile/${alert.applicantProductId}`}
                  c="inherit"
                  fw={600}
                  underline="always"
                >
                  {alert.hpNo ?? `#${alert.applicantProductId}`}
                </Anchor>{' '}
                ({alert.hirerName}): repossessed on {formatDate(alert.repossessedOn)}. {alert.message}.
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <SegmentedControl
          aria-label="Ladder step"
          mb="md"
          fullWidth
          // Six steps with their counts: on a narrow card a long label wraps inside its segment instead of
          // pushing the last ones past the card's edge.
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
          value={action ?? 'all'}
          onChange={(value) => choose(value === 'all' ? null : (value as ArrearsAction))}
          data={[
            { value: 'all', label: `All (${allCount})` },
            ...ARREARS_ACTIONS.map((step) => ({
              value: step,
              label: `${ARREARS_ACTION_LABELS[step]} (${countOf(step)})`,
            })),
          ]}
        />
        <Group justify="space-between" mb="sm" wrap="wrap">
          <SearchBox
            placeholder="Search company or HP No."
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          <Group gap="sm">
            <Select
              aria-label="Letter language"
              data={[
                { value: 'en', label: 'English' },
                { value: 'ms', label: 'Bahasa Melayu' },
              ]}
              value={language}
              onChange={(value) => setLanguage(value === 'ms' ? 'ms' : 'en')}
              allowDeselect={false}
              w={160}
            />
            <LockableButton
              lockedReason={locked}
              disabled={selected.length === 0}
              loading={approve.isPending}
              onClick={approveSelected}
            >
              Approve selected ({selected.length})
            </LockableButton>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select every proposal on this page"
                    disabled={stale || rows.length === 0}
                    checked={allOnPage}
                    indeterminate={!allOnPage && rows.some((row) => selected.includes(row.id))}
                    onChange={() =>
                      setSelected(allOnPage ? [] : [...new Set([...selected, ...rows.map((row) => row.id)])])
                    }
                  />
                </Table.Th>
                <Table.Th>Step</Table.Th>
                <Table.Th>HP No.</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Asset</Table.Th>
                <Table.Th ta="right">Days Past Due</Table.Th>
                <Table.Th ta="right">Arrears</Table.Th>
                <Table.Th ta="right">Today</Table.Th>
                <Table.Th>Proposed</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow columns={10} loading={queue.isLoading} />}
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${row.hpNo ?? row.hirerName}`}
                      disabled={stale}
                      checked={selected.includes(row.id)}
                      onChange={() =>
                        setSelected(
                          selected.includes(row.id)
                            ? selected.filter((id) => id !== row.id)
                            : [...selected, row.id],
                        )
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {ARREARS_ACTION_LABELS[row.action]}
                    </Text>
                    {row.action === 'repossession_notice' && row.underHirePurchaseAct && (
                      <Text size="xs" c="dimmed">
                        Fourth Schedule, 21 days
                      </Text>
                    )}
                    {row.reason && (
                      <Text size="xs" c="red.8">
                        {row.reason}
                      </Text>
                    )}
                  </Table.Td>
                  <AgreementCell row={row} />
                  <Table.Td>
                    {row.hirerName}
                    <Text size="xs" c="dimmed">
                      {row.hirerEmail ?? 'No e-mail address'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {row.brandName} {row.productName}
                  </Table.Td>
                  <Table.Td ta="right">{row.daysPastDue}</Table.Td>
                  <Table.Td ta="right">
                    <Money sen={row.arrears} />
                  </Table.Td>
                  <Table.Td ta="right" data-testid="arrears-today">
                    {row.arrearsToday > 0 ? (
                      <>
                        <Money sen={row.arrearsToday} />
                        <Text size="xs" c="dimmed">
                          {row.daysPastDueToday} days past due
                        </Text>
                      </>
                    ) : (
                      <Badge color="green" variant="light" radius="sm">
                        Nothing owed
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(row.proposedOn)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <LockableButton
                        size="compact-sm"
                        variant="default"
                        lockedReason={locked}
                        onClick={() => setSkipping(row)}
                      >
                        Skip
                      </LockableButton>
                      <LockableButton
                        size="compact-sm"
                        variant="default"
                        lockedReason={locked}
                        onClick={() => setSnoozing(row)}
                      >
                        Snooze
                      </LockableButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager page={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
      </Paper>
      <SkipModal proposal={skipping} onClose={() => setSkipping(null)} />
      <SnoozeModal proposal={snoozing} today={today} onClose={() => setSnoozing(null)} />
    </>
  );
}
