import { ActionIcon, Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatRM, orNA, SUCCESS_TEXTS } from '@sewabeli/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../components/dialogs/notify';
import { GrowingTextarea } from '../../../components/inputs/GrowingTextarea';
import { MoneyInput, moneyText } from '../../../components/inputs/MoneyInput';
import { errorMessage } from '../../../lib/trpc-error';
import { type StatementLine, useBankStatementMutations } from '../hooks/use-bank-statements';
import {
  lineRemainder,
  openShares,
  type SplitRow,
  splitAllocated,
  splitShares,
  suggestedSplit,
} from '../model/reconciliation';
import { AgreementPicker, type PickedAgreement } from './AgreementPicker';

/** The line being decided, as a small table at the top of each modal. */
function LineSummary({ line }: { line: StatementLine }) {
  return (
    <Table withTableBorder data-testid="line-summary">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row" w={130}>
            Value Date
          </Table.Th>
          <Table.Td>{formatDate(line.valueDate)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Description</Table.Th>
          <Table.Td>{orNA(line.description)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Reference</Table.Th>
          <Table.Td>{orNA(line.reference)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Amount</Table.Th>
          <Table.Td>{formatRM(line.amount)}</Table.Td>
        </Table.Tr>
        {line.postedAmount > 0 && (
          <Table.Tr>
            <Table.Th scope="row">Unposted</Table.Th>
            <Table.Td data-testid="line-summary-remainder">
              {formatRM(lineRemainder(line))} ({formatRM(line.postedAmount)} is posted and stays posted: it is
              corrected only through the ledger)
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}

function Failure({ message }: { message: string | null }) {
  return message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;
}

const agreementLabel = (agreement: { agreementId: number; hpNo: string | null; hirerName: string }) =>
  `${agreement.hpNo ?? `#${agreement.agreementId}`} (${agreement.hirerName})`;

/** What each decision does once the server answers: says so and closes, or shows the server's refusal. */
function decided(onClose: () => void, setFailure: (message: string) => void) {
  return {
    onSuccess: () => {
      notifySuccess(SUCCESS_TEXTS.saved);
      onClose();
    },
    onError: (error: unknown) => setFailure(errorMessage(error)),
  };
}

export interface LineModalProps {
  line: StatementLine;
  onClose: () => void;
}

/** Choose another agreement for the whole credit (a Part posted line's unposted remainder). */
export function AssignModal({ line, onClose }: LineModalProps) {
  const { assign } = useBankStatementMutations();
  const [agreement, setAgreement] = useState<PickedAgreement | null>(null);
  const [issue, setIssue] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!agreement) {
      setIssue('Choose the agreement');
      return;
    }
    assign.mutate({ lineId: line.id, agreementId: agreement.id }, decided(onClose, setFailure));
  };
  return (
    <Modal opened onClose={onClose} title="Choose Agreement" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Failure message={failure} />
          <LineSummary line={line} />
          {line.candidates.length > 0 && (
            <Stack gap={4} data-testid="candidates">
              <Text size="sm" fw={600}>
                Suggested by the matching
              </Text>
              {line.candidates.map((candidate) => (
                <Button
                  key={candidate.agreementId}
                  variant={agreement?.id === candidate.agreementId ? 'filled' : 'default'}
                  justify="flex-start"
                  onClick={() => {
                    setAgreement({ id: candidate.agreementId, label: agreementLabel(candidate) });
                    setIssue(undefined);
                  }}
                >
                  {agreementLabel(candidate)}: {candidate.confidence}%, {candidate.reason}
                </Button>
              ))}
            </Stack>
          )}
          <AgreementPicker
            label="Agreement"
            value={agreement}
            onChange={(next) => {
              setAgreement(next);
              setIssue(undefined);
            }}
            error={issue}
            autoFocus
          />
          <ModalSubmitButtons
            onCancel={onClose}
            pending={assign.isPending}
            submitLabel="Match"
            pendingLabel="Matching"
          />
        </Stack>
      </form>
    </Modal>
  );
}

interface SplitFormRow extends SplitRow {
  key: number;
  picked: PickedAgreement | null;
}

/** Split one credit across agreements: the shares must add up to the credit (its unposted remainder). */
export function SplitModal({ line, onClose }: LineModalProps) {
  const { split } = useBankStatementMutations();
  const first = openShares(line)[0] ?? null;
  const credit = lineRemainder(line);
  const best = line.candidates[0] ?? null;
  const start: PickedAgreement | null = first
    ? {
        id: first.applicantProductId,
        label: agreementLabel({ ...first, agreementId: first.applicantProductId }),
      }
    : best
      ? { id: best.agreementId, label: agreementLabel(best) }
      : null;
  // Issue 40: a credit naming several agreements starts from the matching's split, for the person to check.
  const suggested = line.shares.length === 0 ? suggestedSplit(line) : [];
  const [rows, setRows] = useState<SplitFormRow[]>(
    suggested.length > 0
      ? suggested.map((part, i) => ({
          key: i + 1,
          picked: { id: part.agreementId, label: part.label },
          agreementId: part.agreementId,
          amountText: moneyText(part.amount),
        }))
      : [
          { key: 1, picked: start, agreementId: start?.id ?? null, amountText: '' },
          { key: 2, picked: null, agreementId: null, amountText: '' },
        ],
  );
  const [issue, setIssue] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const allocated = splitAllocated(rows);
  const remaining = credit - allocated;

  // The shares changed: the last submit's complaint no longer describes them.
  const edit = (next: SplitFormRow[]) => {
    setRows(next);
    setIssue(null);
  };
  const change = (key: number, next: Partial<SplitFormRow>) =>
    edit(rows.map((row) => (row.key === key ? { ...row, ...next } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = splitShares(credit, rows);
    if ('issue' in result) {
      setIssue(result.issue);
      return;
    }
    setIssue(null);
    split.mutate({ lineId: line.id, shares: result.shares }, decided(onClose, setFailure));
  };

  return (
    <Modal opened onClose={onClose} title="Split Credit" size="xl" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Failure message={failure} />
          <LineSummary line={line} />
          {rows.map((row, index) => (
            <Group key={row.key} align="flex-start" gap="sm" wrap="nowrap" data-testid="split-row">
              <div style={{ flex: 2 }}>
                <AgreementPicker
                  label={`Agreement ${index + 1}`}
                  value={row.picked}
                  onChange={(picked) => change(row.key, { picked, agreementId: picked?.id ?? null })}
                />
              </div>
              <div style={{ flex: 1 }}>
                <MoneyInput
                  label={`Amount ${index + 1}`}
                  value={row.amountText}
                  onChange={(amountText) => change(row.key, { amountText })}
                />
              </div>
              <ActionIcon
                variant="subtle"
                color="red.9"
                mt={28}
                aria-label={`Remove share ${index + 1}`}
                disabled={rows.length <= 1}
                onClick={() => edit(rows.filter((other) => other.key !== row.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                edit([
                  ...rows,
                  {
                    key: Math.max(...rows.map((row) => row.key)) + 1,
                    picked: null,
                    agreementId: null,
                    amountText: remaining > 0 ? moneyText(remaining) : '',
                  },
                ])
              }
            >
              Add Agreement
            </Button>
            <Text size="sm" data-testid="split-remaining" c={remaining === 0 ? 'teal.9' : 'red.9'}>
              Allocated {formatRM(allocated)} of {formatRM(credit)}; remaining {formatRM(remaining)}
            </Text>
          </Group>
          {issue && (
            <Text size="sm" c="red.8" role="alert">
              {issue}
            </Text>
          )}
          <ModalSubmitButtons
            onCancel={onClose}
            pending={split.isPending}
            submitLabel="Split"
            pendingLabel="Splitting"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** Ignore a line with the reason (not a hirer's payment, a refund, ...). */
export function IgnoreModal({ line, onClose }: LineModalProps) {
  const { ignore } = useBankStatementMutations();
  const [reason, setReason] = useState('');
  const [issue, setIssue] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (reason.trim() === '') {
      setIssue('Please give the reason for ignoring this line');
      return;
    }
    ignore.mutate({ lineId: line.id, reason: reason.trim() }, decided(onClose, setFailure));
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={line.postedAmount > 0 ? 'Ignore the Unposted Remainder' : 'Ignore Line'}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Failure message={failure} />
          <LineSummary line={line} />
          <GrowingTextarea
            label="Reason"
            placeholder="e.g. Not a hirer's payment"
            withAsterisk
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setIssue(undefined);
            }}
            error={issue}
            maxLength={500}
            minRows={2}
            data-autofocus
          />
          <ModalSubmitButtons
            onCancel={onClose}
            pending={ignore.isPending}
            submitLabel="Ignore"
            pendingLabel="Ignoring"
          />
        </Stack>
      </form>
    </Modal>
  );
}
