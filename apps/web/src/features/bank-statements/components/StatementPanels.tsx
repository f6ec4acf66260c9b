import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatRM } from '@sewabeli/domain';
import { IconDownload } from '@tabler/icons-react';
import { DisabledReason } from '../../../components/buttons/DisabledReason';
import { Money } from '../../../components/display/Money';
import type { PostResult, useStatement } from '../hooks/use-bank-statements';

/** One statement as its page reads it: the statement and its groups of lines by status. */
export type StatementSummary = NonNullable<ReturnType<typeof useStatement>['data']>;

/** Issue 31: the panels around the lines of a statement (its figures, the import under way, the posting's result). */

export function Figure({ label, sen }: { label: string; sen: number }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`figure-${label}`}>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={20} fw={650}>
        <Money sen={sen} />
      </Text>
    </Paper>
  );
}

export function ImportState({ summary }: { summary: StatementSummary }) {
  const { statement } = summary;
  if (statement.status === 'Failed')
    return (
      <Alert color="red" title="Not imported" mb="md" role="alert">
        {statement.error ?? 'The statement could not be imported'}
      </Alert>
    );
  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="import-progress">
      <Group justify="space-between" mb={4}>
        <Text size="sm">
          {statement.status === 'Queued' ? 'Waiting to be read' : 'Reading and matching the lines'}
        </Text>
        <Text size="sm" fw={600}>
          {statement.progress}%
        </Text>
      </Group>
      <Progress value={statement.progress} aria-label="Import progress" animated />
    </Paper>
  );
}

export function PostResults({ result, onDownload }: { result: PostResult; onDownload: () => void }) {
  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="post-results">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz={16} fw={600}>
          Posted {result.posted} payment{result.posted === 1 ? '' : 's'} ({formatRM(result.postedAmount)}),{' '}
          {result.exceptions.length} exception{result.exceptions.length === 1 ? '' : 's'}
        </Title>
        <DisabledReason reason={result.exceptions.length === 0 && 'No exceptions: nothing to export'}>
          <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} onClick={onDownload}>
            Download exceptions
          </Button>
        </DisabledReason>
      </Group>
      {result.exceptions.length > 0 && (
        <Stack gap={4}>
          {result.exceptions.map((exception) => (
            <Text key={exception.partId} size="sm" c="red.9" data-testid="post-exception">
              {exception.hpNo ?? 'N/A'}: {exception.message}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
