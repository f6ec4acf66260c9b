import { Alert, Group, Modal, Progress, Select, Stack, Text } from '@mantine/core';
import {
  bankAccountLabel,
  formatUploadLimit,
  isCsvFileName,
  STATEMENT_FILE_EXTENSIONS,
  STATEMENT_FILE_MAX_BYTES,
  statementFileIssue,
} from '@sewabeli/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../components/dialogs/notify';
import { UploadDropzone } from '../../../components/uploads/UploadDropzone';
import { errorMessage } from '../../../lib/trpc-error';
import { type BankAccount, useBankStatementMutations, useStatement } from '../hooks/use-bank-statements';
import { type CsvMappingDraft, EMPTY_CSV_MAPPING, mappingOf } from '../model/csv-mapping';
import { bytesToBase64, csvHeaders } from '../model/reconciliation';
import { CsvMappingFields } from './CsvMappingFields';

/** The browser's guesses for statement files; the name's ending decides when it has none (an MT940 '.sta'). */
const STATEMENT_MIME_TYPES = [
  'text/csv',
  'text/plain',
  'application/xml',
  'text/xml',
  'application/vnd.ms-excel',
];
const STATEMENT_TYPES_TEXT = 'CSV, MT940 (.sta, .940, .txt) or camt.053 XML';

export interface ImportStatementModalProps {
  accounts: readonly BankAccount[];
  /** The account chosen in the list's filter, if any. */
  initialAccountId: number | null;
  onClose: () => void;
}

/**
 * Issue 31: pick the bank account, drop the file; a CSV into an account without a saved mapping asks for its
 * columns first. The parsing runs as a job: its progress shows until the statement opens for reconciliation.
 */
export function ImportStatementModal({ accounts, initialAccountId, onClose }: ImportStatementModalProps) {
  const navigate = useNavigate();
  const active = accounts.filter((account) => account.active);
  const [accountId, setAccountId] = useState<number | null>(
    initialAccountId ?? (active.length === 1 ? (active[0]?.id ?? null) : null),
  );
  const [file, setFile] = useState<{ name: string; size: number; base64: string; text: string } | null>(null);
  const [fileIssue, setFileIssue] = useState<string | null>(null);
  const [draft, setDraft] = useState<CsvMappingDraft>(EMPTY_CSV_MAPPING);
  const [mappingIssue, setMappingIssue] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [statementId, setStatementId] = useState(0);
  const { saveCsvMapping, importStatement } = useBankStatementMutations();
  const progress = useStatement(statementId);
  const job = progress.data?.statement;

  const account = accounts.find((candidate) => candidate.id === accountId);
  const needsMapping = Boolean(account && account.csvMapping === null && file && isCsvFileName(file.name));

  useEffect(() => {
    if (!job) return;
    if (job.status === 'Imported') {
      notifySuccess(
        `Imported ${job.newLineCount} lines${job.duplicateLineCount > 0 ? ` (${job.duplicateLineCount} already known, kept once)` : ''}`,
      );
      void navigate(`/application/collection/bank-statements/${job.id}`);
    } else if (job.status === 'Failed') {
      setFailure(job.error ?? 'The statement could not be imported');
      setStatementId(0);
    }
  }, [job, navigate]);

  const choose = async (files: File[]) => {
    const picked = files[0];
    setFailure(null);
    if (!picked) return;
    const issue = statementFileIssue(picked);
    setFileIssue(issue);
    if (issue) {
      setFile(null);
      return;
    }
    const bytes = new Uint8Array(await picked.arrayBuffer());
    setFile({
      name: picked.name,
      size: picked.size,
      base64: bytesToBase64(bytes),
      text: new TextDecoder().decode(bytes.subarray(0, 4096)),
    });
  };

  const running = statementId > 0;
  const pending = saveCsvMapping.isPending || importStatement.isPending || running;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!account || !file) return;
    try {
      if (needsMapping) {
        const result = mappingOf(draft);
        setMappingIssue('issue' in result ? result.issue : null);
        if ('issue' in result) return;
        await saveCsvMapping.mutateAsync({ bankAccountId: account.id, mapping: result.mapping });
      }
      const { bankStatementId } = await importStatement.mutateAsync({
        bankAccountId: account.id,
        fileName: file.name,
        contentBase64: file.base64,
      });
      setStatementId(bankStatementId);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const lockedReason = !account
    ? 'Choose the bank account first'
    : !file
      ? 'Choose the statement file first'
      : undefined;

  return (
    <Modal opened onClose={onClose} title="Import Statement" size={needsMapping ? 'xl' : 'lg'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert" title="Not imported">
              {failure}
            </Alert>
          )}
          <Select
            label="Bank Account"
            placeholder="Choose the account"
            withAsterisk
            data={active.map((option) => ({
              value: String(option.id),
              label: bankAccountLabel(option),
            }))}
            value={accountId === null ? null : String(accountId)}
            onChange={(next) => setAccountId(next === null ? null : Number(next))}
            disabled={pending}
            data-autofocus
          />
          <UploadDropzone
            accept={STATEMENT_MIME_TYPES}
            extensions={{ names: STATEMENT_FILE_EXTENSIONS, text: STATEMENT_TYPES_TEXT }}
            maxSize={STATEMENT_FILE_MAX_BYTES}
            onDrop={(files) => void choose(files)}
            disabled={pending}
            label="Drag the statement file here or click to choose it"
          />
          {fileIssue && (
            <Text size="sm" c="red.8" role="alert">
              {fileIssue}
            </Text>
          )}
          {file && (
            <Text size="sm" data-testid="chosen-file">
              Chosen: <b>{file.name}</b> ({formatUploadLimit(file.size)})
            </Text>
          )}
          {needsMapping && file && (
            <CsvMappingFields
              value={draft}
              onChange={setDraft}
              headers={csvHeaders(file.text, draft.delimiter)}
              error={mappingIssue}
            />
          )}
          {running && (
            <Stack gap={4} data-testid="import-progress">
              <Group justify="space-between">
                <Text size="sm">
                  {job?.status === 'Queued' || !job ? 'Waiting to be read' : 'Reading and matching the lines'}
                </Text>
                <Text size="sm" fw={600}>
                  {job?.progress ?? 0}%
                </Text>
              </Group>
              <Progress value={job?.progress ?? 0} aria-label="Import progress" animated />
            </Stack>
          )}
          <ModalSubmitButtons
            onCancel={onClose}
            pending={pending}
            submitLabel="Import"
            pendingLabel="Importing"
            submitLockedReason={lockedReason}
          />
        </Stack>
      </form>
    </Modal>
  );
}
