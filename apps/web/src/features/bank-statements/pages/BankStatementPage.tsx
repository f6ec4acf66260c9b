import { Button, Group, Kbd, Pagination, Paper, SimpleGrid, Table, Tabs, Text } from '@mantine/core';
import {
  formatDate,
  formatDateTime,
  formatRM,
  MATCH_STATUSES,
  type MatchStatus,
  NO_RECORD_FOUND,
} from '@sewabeli/domain';
import { IconDownload, IconSend } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { keyboardScrollBox } from '../../../components/data-table/DataTableGrid';
import { downloadCsv } from '../../../components/data-table/data-table-csv';
import { confirmMoney } from '../../../components/dialogs/confirm-money';
import { notifyError, notifySuccess } from '../../../components/dialogs/notify';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ProfileLoader } from '../../../components/layout/ProfileLoader';
import { useRecordId } from '../../../lib/record-id';
import { errorMessage } from '../../../lib/trpc-error';
import { useCan } from '../../auth/hooks/use-current-user';
import { AssignModal, IgnoreModal, SplitModal } from '../components/LineModals';
import { type Decision, LineRow } from '../components/StatementLineRow';
import { Figure, ImportState, PostResults, type StatementSummary } from '../components/StatementPanels';
import {
  type PostResult,
  type StatementLine,
  useBankStatementMutations,
  useStatement,
  useStatementLines,
  useStatementReads,
} from '../hooks/use-bank-statements';
import {
  acceptBlock,
  ignoreBlock,
  lineAgreements,
  lineRemainder,
  moveSelection,
  postEffect,
  postEffectText,
  shortcutOf,
} from '../model/reconciliation';

const LINES_PER_PAGE = 50;
/** The Matched lines read per request for the confirmation of 'Post matched'. */
const CONFIRM_PAGE = 200;

/** A status as a tab's value: Mantine builds the tab's and panel's ids from it, and an id holds no space. */
const tabValue = (status: MatchStatus) => status.replace(/\s+/g, '-');

/** Issue 31: the lines of one statement, decided one by one (keyboard first) and posted together. */
export function BankStatementPage() {
  const id = useRecordId();
  const summary = useStatement(id);
  return (
    <ProfileLoader
      record={summary}
      notFound="Bank statement not found"
      backTo="/application/collection/bank-statements"
      backLabel="Back to Bank Statements"
    >
      {(data) => <Reconciliation summary={data} />}
    </ProfileLoader>
  );
}

function Reconciliation({ summary }: { summary: StatementSummary }) {
  const { statement, groups } = summary;
  const firstOpen = groups.find((group) => group.count > 0 && group.status !== 'Posted')?.status ?? 'Matched';
  const [status, setStatus] = useState<MatchStatus>(firstOpen);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState(0);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [result, setResult] = useState<PostResult | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lines = useStatementLines(statement.id, status, { page, pageSize: LINES_PER_PAGE });
  const mutations = useBankStatementMutations();
  const reads = useStatementReads(statement.id);
  const decideLock = useCan('bankStatement.import').reason;
  const postLock = useCan('bankStatement.post').reason;
  const rows = lines.data?.rows ?? [];
  const current = rows[Math.min(selected, rows.length - 1)];
  // Matched lines, and Part posted ones whose remainder may be assigned again (issue 40), are posted.
  const postable = groups
    .filter((group) => group.status === 'Matched' || group.status === 'Part posted')
    .reduce((sum, group) => sum + group.count, 0);

  const accept = useCallback(
    (line: StatementLine) => {
      // A second press while the first is on its way would accept the same line again.
      if (decideLock || mutations.accept.isPending) return;
      // Issue 40: a split or a candidate by amount or name alone is chosen, not accepted: the key says why.
      const blocked = acceptBlock(line);
      if (blocked) {
        setAnnouncement(blocked);
        return;
      }
      mutations.accept.mutate(
        { lineId: line.id },
        {
          onSuccess: () =>
            setAnnouncement(
              `Accepted ${formatRM(lineRemainder(line))} for ${lineAgreements(line)[0]?.hpNo ?? 'N/A'}`,
            ),
        },
      );
    },
    [decideLock, mutations.accept],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing =
        decision !== null ||
        Boolean(target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]'));
      // A DOM event's key and modifiers are getters on its prototype: read them, a spread would not copy them.
      const { key, ctrlKey, metaKey, altKey } = event;
      const shortcut = shortcutOf({ key, ctrlKey, metaKey, altKey, typing });
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'down' || shortcut === 'up')
        setSelected((index) => moveSelection(index, rows.length, shortcut));
      else if (current && shortcut === 'accept') accept(current);
      else if (current && shortcut === 'ignore' && !decideLock && !ignoreBlock(current))
        setDecision({ kind: 'ignore', line: current });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [decision, rows.length, current, accept, decideLock]);

  const changeTab = (next: string | null) => {
    setStatus(MATCH_STATUSES.find((name) => tabValue(name) === next) ?? 'Matched');
    setPage(1);
    setSelected(0);
  };

  const postMatched = async () => {
    const all: StatementLine[] = [];
    for (const group of ['Matched', 'Part posted'] as const)
      for (let next = 1; ; next += 1) {
        const answer = await reads.postablePage(group, next, CONFIRM_PAGE);
        all.push(...answer.rows);
        if (next * CONFIRM_PAGE >= answer.total) break;
      }
    const effect = postEffect(all);
    const dates = all.map((line) => line.valueDate).sort();
    const confirmed = await confirmMoney({
      title: 'Post matched',
      agreement: `${effect.agreements} agreement${effect.agreements === 1 ? '' : 's'}`,
      rows: [
        { label: 'Lines', value: String(effect.lines) },
        { label: 'Total', value: formatRM(effect.total) },
        {
          label: 'Payment dates',
          // Each line's own value date (the effect says so); here their range, short enough for one line.
          value:
            dates.length === 0
              ? 'N/A'
              : dates[0] === dates.at(-1)
                ? formatDate(dates[0])
                : `${formatDate(dates[0])} to ${formatDate(dates.at(-1))}`,
        },
      ],
      effect: postEffectText(effect),
      confirmLabel: 'Post',
    });
    if (!confirmed) return;
    mutations.postMatched.mutate(
      { bankStatementId: statement.id },
      {
        onSuccess: (answer) => {
          setResult(answer);
          notifySuccess(
            `Posted ${answer.posted} payment${answer.posted === 1 ? '' : 's'} (${formatRM(answer.postedAmount)})`,
          );
        },
      },
    );
  };

  const downloadExceptions = async () => {
    try {
      const { fileName, csv } = await reads.exceptionsCsv();
      downloadCsv(fileName, csv);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  const lineList = (
    <>
      <Group justify="space-between" mb="xs" gap="xs">
        <Text size="xs" c="gray.7" data-testid="keyboard-help">
          Keys: <Kbd>j</Kbd> / <Kbd>k</Kbd> move the selection, <Kbd>a</Kbd> accepts a suggestion resting on
          an agreement or registration number (a split, or one by amount or name alone, is chosen),{' '}
          <Kbd>i</Kbd> ignores it (with a reason)
        </Text>
        <Text size="xs" c="gray.7" aria-live="polite" data-testid="announcement">
          {announcement}
        </Text>
      </Group>
      {/* A line's actions are always focusable (DisabledReason): the box itself is focused only when empty. */}
      <Table.ScrollContainer
        minWidth={1120}
        scrollAreaProps={keyboardScrollBox(`${status} lines`, rows.length > 0)}
      >
        <Table verticalSpacing="xs" data-testid="statement-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Value Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th ta="right" w={130}>
                Amount
              </Table.Th>
              <Table.Th>Agreement</Table.Th>
              <Table.Th w={90}>Confidence</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th w={170}>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text ta="center" size="sm" c="gray.7" py="md">
                    {lines.isPending ? 'Loading...' : NO_RECORD_FOUND}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((line, index) => (
                <LineRow
                  key={line.id}
                  line={line}
                  selected={line === current}
                  onSelect={() => setSelected(index)}
                  locked={decideLock || null}
                  onAccept={() => accept(line)}
                  onDecide={(kind) => setDecision({ kind, line })}
                  onReopen={() => mutations.reopen.mutate({ lineId: line.id })}
                />
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(lines.data?.total ?? 0) > LINES_PER_PAGE && (
        <Group justify="flex-end" mt="sm">
          <Pagination
            total={Math.ceil((lines.data?.total ?? 0) / LINES_PER_PAGE)}
            value={page}
            onChange={(next) => {
              setPage(next);
              setSelected(0);
            }}
            size="sm"
            getControlProps={(control) => ({
              'aria-label': `${control === 'next' ? 'Next' : control === 'previous' ? 'Previous' : control === 'first' ? 'First' : 'Last'} page`,
            })}
          />
        </Group>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title="Bank Statement"
        subtitle={`${statement.fileName}, imported ${formatDateTime(statement.importedAt)} by ${statement.importedByName}`}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => void downloadExceptions()}
            >
              Exceptions CSV
            </Button>
            <LockableButton
              leftSection={<IconSend size={16} />}
              lockedReason={(postLock || undefined) ?? (postable > 0 ? undefined : 'No matched line to post')}
              loading={mutations.postMatched.isPending}
              onClick={() => void postMatched()}
            >
              Post Matched
            </LockableButton>
          </>
        }
      />

      {statement.status !== 'Imported' && <ImportState summary={summary} />}

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mb="md" data-testid="statement-totals">
        <Figure label="Statement credits" sen={statement.creditTotal} />
        <Figure label="Posted" sen={summary.postedTotal} />
        <Figure label="Unposted credits" sen={summary.unpostedCreditTotal} />
        <Figure label="Statement debits" sen={statement.debitTotal} />
      </SimpleGrid>

      {result && <PostResults result={result} onDownload={() => void downloadExceptions()} />}

      <Paper withBorder radius="md" p="md">
        <Tabs value={tabValue(status)} onChange={changeTab}>
          <Tabs.List mb="sm">
            {MATCH_STATUSES.map((name) => {
              const group = groups.find((candidate) => candidate.status === name);
              return (
                <Tabs.Tab key={name} value={tabValue(name)}>
                  {name} ({group?.count ?? 0}){' '}
                  <Text component="span" size="xs" c="gray.7">
                    {formatRM(group?.total ?? 0)}
                  </Text>
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {MATCH_STATUSES.map((name) => (
            <Tabs.Panel key={name} value={tabValue(name)}>
              {name === status && lineList}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>

      {decision?.kind === 'assign' && <AssignModal line={decision.line} onClose={() => setDecision(null)} />}
      {decision?.kind === 'split' && <SplitModal line={decision.line} onClose={() => setDecision(null)} />}
      {decision?.kind === 'ignore' && <IgnoreModal line={decision.line} onClose={() => setDecision(null)} />}
    </>
  );
}
