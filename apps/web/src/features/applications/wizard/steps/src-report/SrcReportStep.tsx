import { Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SUCCESS_TEXTS } from '@sewabeli/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { DisabledReason } from '../../../../../components/buttons/DisabledReason';
import { notifySuccess } from '../../../../../components/dialogs/notify';
import { StepSkeleton } from '../../StepSkeleton';
import type { WizardStepProps } from '../../step-contract';
import { AgeingTable } from './AgeingTable';
import { CommentBox } from './CommentBox';
import { CreditInfoTable } from './CreditInfoTable';
import { CriteriaSection } from './CriteriaSection';
import { FinancialAnalysisTable } from './FinancialAnalysisTable';
import { RecommendationsSection } from './RecommendationsSection';
import {
  type CommentCategory,
  creditInfoChanges,
  EMPTY_AGEING,
  isSrcDirty,
  type SrcDraft,
  srcDraftOf,
  withoutCreditInfoRow,
} from './src-report-draft';
import { useSaveSrcReport, useSrcReport } from './use-src-report';

/**
 * Sections below the first screenful are not styled, laid out or painted until they scroll near (CSS
 * content-visibility; they stay in the accessibility tree and the page's search): the step is the largest form of
 * the wizard (issue 29).
 */
const OFF_SCREEN_LATER = { contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title} style={OFF_SCREEN_LATER}>
      <Divider />
      <Title order={4}>{title}</Title>
      {children}
    </Stack>
  );
}

/** The wizard's SRC Report step (origination §2): the risk acceptance report, saved in one go. */
export default function SrcReportStep({
  applicationId,
  editable,
  lockedReason,
  onCompleted,
  onDirtyChange,
}: WizardStepProps) {
  const report = useSrcReport(applicationId);
  const save = useSaveSrcReport();
  const [draft, setDraft] = useState<SrcDraft | null>(null);

  // The draft starts from the saved report once; a recommendation saved meanwhile (which reloads the report)
  // must not wipe the officer's unsaved edits. After Save it starts again from what was stored.
  useEffect(() => {
    if (report.data && draft === null) setDraft(srcDraftOf(report.data));
  }, [report.data, draft]);
  const dirty = report.data && draft ? isSrcDirty(report.data, draft) : false;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  if (report.isPending) return <StepSkeleton label="Loading the SRC report" />;
  if (!report.data) return <Text c="red.8">The SRC report could not be loaded.</Text>;
  if (!draft) return null;
  const disabled = !editable;
  const comment = (category: CommentCategory, label: string) => (
    <CommentBox
      label={label}
      value={draft.comments[category]}
      onChange={(value) => setDraft({ ...draft, comments: { ...draft.comments, [category]: value } })}
      disabled={disabled}
    />
  );

  const saved = report.data;
  const submit = () =>
    save.mutate(
      {
        applicantId: applicationId,
        criteria: Object.entries(draft.criteria).map(([id, value]) => ({
          id: Number(id),
          status: value.status,
          remark: value.remark,
        })),
        comments: draft.comments,
        creditInfo: creditInfoChanges(saved, draft),
        financialAnalysis: Object.fromEntries(
          draft.financialAnalysis.map(({ year, ...values }) => [String(year), values]),
        ),
        ageing: draft.ageing,
      },
      {
        onSuccess: () => {
          setDraft(null);
          notifySuccess(SUCCESS_TEXTS.saved);
          onDirtyChange(false);
          onCompleted();
        },
      },
    );

  return (
    <Stack gap="lg">
      <Title order={3}>SRC Report</Title>
      <Section title="Criteria">
        <CriteriaSection
          criteria={report.data.criteria}
          draft={draft.criteria}
          disabled={disabled}
          onChange={(id, change) =>
            setDraft({
              ...draft,
              criteria: {
                ...draft.criteria,
                [id]: { status: null, remark: '', ...draft.criteria[id], ...change },
              },
            })
          }
        />
      </Section>
      <Section title="Credit Information">
        <CreditInfoTable
          rows={draft.creditInfo}
          onChange={(rows) => setDraft({ ...draft, creditInfo: rows })}
          onRemove={(key) => setDraft(withoutCreditInfoRow(draft, key))}
          disabled={disabled}
        />
        {comment('creditInfoComment', 'Credit information comment')}
      </Section>
      <Section title="Financial Analysis">
        <FinancialAnalysisTable
          years={draft.financialAnalysis}
          onChange={(years) => setDraft({ ...draft, financialAnalysis: years })}
          disabled={disabled}
        />
        {comment('financialComment', 'Financial analysis comment')}
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <Section title="Debtors Ageing">
          <AgeingTable
            title="Debtors ageing"
            amounts={draft.ageing.debtor ?? EMPTY_AGEING}
            onChange={(amounts) => setDraft({ ...draft, ageing: { ...draft.ageing, debtor: amounts } })}
            disabled={disabled}
          />
          {comment('debtorComment', 'Debtors ageing comment')}
        </Section>
        <Section title="Creditors Ageing">
          <AgeingTable
            title="Creditors ageing"
            amounts={draft.ageing.creditor ?? EMPTY_AGEING}
            onChange={(amounts) => setDraft({ ...draft, ageing: { ...draft.ageing, creditor: amounts } })}
            disabled={disabled}
          />
          {comment('creditorComment', 'Creditors ageing comment')}
        </Section>
      </SimpleGrid>
      <Section title="Rationales and Recommendations">
        <RecommendationsSection
          applicantId={applicationId}
          recommendations={report.data.recommendations}
          disabled={disabled}
        />
      </Section>
      <Group justify="flex-end">
        <DisabledReason reason={editable ? undefined : lockedReason}>
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </DisabledReason>
      </Group>
    </Stack>
  );
}
