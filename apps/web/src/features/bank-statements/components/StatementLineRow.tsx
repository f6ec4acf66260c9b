import { ActionIcon, Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { formatDate, formatRM, type MatchStatus, orNA } from '@sewabeli/domain';
import { IconArrowBackUp, IconArrowsSplit, IconCheck, IconEyeOff, IconHandClick } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DisabledReason } from '../../../components/buttons/DisabledReason';
import { Money } from '../../../components/display/Money';
import type { StatementLine } from '../hooks/use-bank-statements';
import {
  acceptBlock,
  assignBlock,
  ignoreBlock,
  lineAgreements,
  lineRemainder,
  reopenBlock,
} from '../model/reconciliation';

/** What the person chose to do with a line in a modal. */
export type Decision = { kind: 'assign' | 'split' | 'ignore'; line: StatementLine };

const STATUS_COLOUR: Record<MatchStatus, string> = {
  Matched: 'teal.9',
  Suggested: '#a84300',
  Unmatched: 'red.9',
  Ignored: 'gray.7',
  'Part posted': 'violet.9',
  Posted: 'blue.8',
};

interface LineRowProps {
  line: StatementLine;
  selected: boolean;
  onSelect: () => void;
  /** Why this person may not decide lines (their role), or null. */
  locked: string | null;
  onAccept: () => void;
  onDecide: (kind: Decision['kind']) => void;
  onReopen: () => void;
}

/** Issue 31: one line of the statement, its agreements, confidence and the actions on it. */
export function LineRow({ line, selected, onSelect, locked, onAccept, onDecide, onReopen }: LineRowProps) {
  const agreements = lineAgreements(line);
  const exceptions = line.shares.filter((share) => share.exception);
  const action = (label: string, icon: ReactNode, block: string | null, onClick: () => void) => (
    <DisabledReason reason={locked ?? block} label={label}>
      <ActionIcon variant="subtle" aria-label={`${label}: ${line.description}`} onClick={onClick}>
        {icon}
      </ActionIcon>
    </DisabledReason>
  );
  return (
    <Table.Tr
      onClick={onSelect}
      aria-current={selected || undefined}
      data-selected={selected || undefined}
      data-testid="statement-line"
      style={selected ? { outline: '2px solid var(--mantine-color-blue-7)', outlineOffset: -2 } : undefined}
    >
      <Table.Td>{formatDate(line.valueDate)}</Table.Td>
      <Table.Td>
        <Text size="sm">{orNA(line.description)}</Text>
        {exceptions.map((share) => (
          <Text key={share.id} size="xs" c="red.9" data-testid="line-exception">
            {share.hpNo ?? 'N/A'}: {share.exception}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>{orNA(line.reference)}</Table.Td>
      <Table.Td ta="right">
        <Money sen={line.amount} c={line.direction === 'debit' ? 'red.9' : undefined} />
        {line.direction === 'debit' && (
          <Text size="xs" c="gray.7">
            Debit
          </Text>
        )}
        {line.matchStatus === 'Part posted' && (
          <Text size="xs" c="gray.7" data-testid="line-remainder">
            {formatRM(line.postedAmount)} posted, {formatRM(lineRemainder(line))} left
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {agreements.length === 0
          ? 'N/A'
          : agreements.map((agreement) => (
              <div key={agreement.agreementId}>
                <Anchor
                  component={Link}
                  to={`/application/collection/profile/${agreement.agreementId}`}
                  size="sm"
                  onClick={(event) => event.stopPropagation()}
                >
                  {agreement.hpNo ?? `#${agreement.agreementId}`}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {agreement.hirerName}
                  {agreement.amount !== null && `, ${formatRM(agreement.amount)}`}
                  {agreement.posted && ', posted'}
                </Text>
              </div>
            ))}
      </Table.Td>
      <Table.Td>
        {line.direction === 'credit' && line.matchStatus !== 'Ignored' ? (
          <Badge color={STATUS_COLOUR[line.matchStatus]} variant="filled">
            {line.confidence}%
          </Badge>
        ) : (
          'N/A'
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{orNA(line.reason)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          {action('Accept', <IconCheck size={16} />, acceptBlock(line), onAccept)}
          {action('Choose agreement', <IconHandClick size={16} />, assignBlock(line), () =>
            onDecide('assign'),
          )}
          {action('Split', <IconArrowsSplit size={16} />, assignBlock(line), () => onDecide('split'))}
          {action('Ignore', <IconEyeOff size={16} />, ignoreBlock(line), () => onDecide('ignore'))}
          {action('Reopen', <IconArrowBackUp size={16} />, reopenBlock(line), onReopen)}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
