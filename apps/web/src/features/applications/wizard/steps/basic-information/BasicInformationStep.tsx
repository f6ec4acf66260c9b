import { Button, Divider, Grid, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { SUCCESS_TEXTS } from '@sewabeli/domain';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DisabledReason } from '../../../../../components/buttons/DisabledReason';
import { notifySuccess } from '../../../../../components/dialogs/notify';
import { GrowingTextarea } from '../../../../../components/inputs/GrowingTextarea';
import { errorMessage } from '../../../../../lib/trpc-error';
import { DirectorshipModal } from '../../../../hirers/components/DirectorshipModal';
import { originationContactErrorMessage } from '../../../../hirers/directorship-error';
import { useApplication } from '../../../hooks/use-applications';
import { StepSkeleton } from '../../StepSkeleton';
import type { WizardStepProps } from '../../step-contract';
import {
  type BasicInformationDraft,
  draftIssue,
  emptyDraft,
  removeItem,
  saveInput,
} from './basic-information-model';
import { DocumentsSection } from './DocumentsSection';
import { analysisByDocument, type DocumentAnalysisView } from './document-analysis-view';
import { FormMessage } from './FormMessage';
import { GUARANTORS, PeopleSection, WITNESSES } from './PeopleSections';
import {
  useDocumentAnalysis,
  useDocumentTypes,
  useHirerChoices,
  useHirerContactChoices,
  useProgramChoices,
  useSaveBasicInformation,
  useSavedBasicInformation,
} from './use-basic-information';

/**
 * Origination §2 Basic Information: company, Subject, program, documents, guarantors and witnesses, kept here
 * until Next/Save sends them in one call; the server applies them all or none and moves the application on.
 */
export default function BasicInformationStep({
  applicationId,
  editable,
  onCompleted,
  onDirtyChange,
}: WizardStepProps) {
  const navigate = useNavigate();
  const application = useApplication(applicationId);
  const saved = useSavedBasicInformation(applicationId);
  const analysis = useDocumentAnalysis(applicationId);
  const [draft, setDraft] = useState<BasicInformationDraft | null>(applicationId > 0 ? null : emptyDraft());
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveBasicInformation();

  // An existing application's draft starts from what it holds, once all of it has loaded.
  useEffect(() => {
    if (
      draft ||
      !application.data ||
      !saved.documents.data ||
      !saved.guarantors.data ||
      !saved.witnesses.data
    )
      return;
    setDraft({
      ...emptyDraft(),
      hirerId: application.data.hirerId,
      financialProgramId: application.data.financialProgramId,
      purpose: application.data.purpose ?? '',
      documents: saved.documents.data.map((d) => ({
        key: `saved-${d.id}`,
        id: d.id,
        resourceId: d.resourceId,
        fileId: d.fileId,
        fileName: d.fileName,
        url: d.url,
      })),
      guarantors: saved.guarantors.data.map((g) => ({ ...g, key: `saved-${g.id}` })),
      witnesses: saved.witnesses.data.map((w) => ({ ...w, key: `saved-${w.id}` })),
    });
  }, [draft, application.data, saved.documents.data, saved.guarantors.data, saved.witnesses.data]);

  if (!draft) return <StepSkeleton label="Loading the basic information" />;

  const change = (next: BasicInformationDraft) => {
    setDraft(next);
    // The last refusal no longer describes what is on screen.
    setMessage(null);
    onDirtyChange(true);
  };

  const submit = () => {
    const issue = draftIssue(draft);
    setMessage(issue);
    if (issue) return;
    save.mutate(saveInput(applicationId, draft), {
      onSuccess: ({ id }) => {
        onDirtyChange(false);
        notifySuccess(SUCCESS_TEXTS.saved);
        if (applicationId > 0) onCompleted();
        else void navigate(`/application/pending/${id}`, { replace: true });
      },
      onError: (error) => setMessage(errorMessage(error)),
    });
  };

  return (
    <BasicInformationForm
      draft={draft}
      analyses={analysisByDocument(analysis.data?.documents)}
      change={change}
      editable={editable}
      isNew={applicationId === 0}
      hirerName={application.data?.hirerName ?? null}
      message={message}
      saving={save.isPending}
      onSubmit={submit}
    />
  );
}

interface FormProps {
  draft: BasicInformationDraft;
  analyses: ReadonlyMap<number, DocumentAnalysisView>;
  change: (next: BasicInformationDraft) => void;
  editable: boolean;
  isNew: boolean;
  hirerName: string | null;
  message: string | null;
  saving: boolean;
  onSubmit: () => void;
}

function BasicInformationForm({
  draft,
  analyses,
  change,
  editable,
  isNew,
  hirerName,
  message,
  saving,
  onSubmit,
}: FormProps) {
  const [hirerSearch, setHirerSearch] = useState('');
  const [search] = useDebouncedValue(hirerSearch, 250);
  const [chosenHirer, setChosenHirer] = useState<{ value: string; label: string } | null>(
    draft.hirerId && hirerName ? { value: String(draft.hirerId), label: hirerName } : null,
  );
  const hirers = useHirerChoices(chosenHirer && search === chosenHirer.label ? '' : search);
  const programs = useProgramChoices();
  const types = useDocumentTypes();
  const contacts = useHirerContactChoices(draft.hirerId);
  const [directorship, { open: openDirectorship, close: closeDirectorship }] = useDisclosure(false);

  const hirerOptions = [
    ...(chosenHirer ? [chosenHirer] : []),
    ...(hirers.data?.rows ?? [])
      .filter((h) => String(h.id) !== chosenHirer?.value)
      .map((h) => ({ value: String(h.id), label: h.name })),
  ];
  const contactRows = contacts.data?.rows ?? [];
  const createContact = (
    <DisabledReason reason={!draft.hirerId && 'Choose the Hirer first: a directorship belongs to a company'}>
      <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={openDirectorship}>
        Create New
      </Button>
    </DisabledReason>
  );

  return (
    <Stack gap="lg">
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Select
            label="Hirer"
            withAsterisk
            searchable
            placeholder="Type to search companies"
            data={hirerOptions}
            value={draft.hirerId ? String(draft.hirerId) : null}
            searchValue={hirerSearch}
            onSearchChange={setHirerSearch}
            onChange={(value, option) => {
              setChosenHirer(value ? option : null);
              // Guarantors and witnesses are the company's directorships: another company starts them afresh.
              change({ ...draft, hirerId: value ? Number(value) : null, guarantors: [], witnesses: [] });
            }}
            filter={({ options }) => options}
            nothingFoundMessage="No company found"
            disabled={!editable || !isNew}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Select
            label="Financial Program"
            withAsterisk
            data={(programs.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={draft.financialProgramId ? String(draft.financialProgramId) : null}
            onChange={(value) => change({ ...draft, financialProgramId: value ? Number(value) : null })}
            disabled={!editable}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <GrowingTextarea
            label="Subject"
            minRows={2}
            maxLength={1000}
            value={draft.purpose}
            onChange={(event) => change({ ...draft, purpose: event.currentTarget.value })}
            disabled={!editable}
          />
        </Grid.Col>
      </Grid>

      <Divider />
      <DocumentsSection
        types={types.data ?? []}
        documents={draft.documents}
        analyses={analyses}
        editable={editable}
        onAdd={(item) => change({ ...draft, documents: [...draft.documents, item] })}
        onRemove={(key) => change(removeItem(draft, 'documents', key))}
      />
      <Divider />
      <PeopleSection
        kind={GUARANTORS}
        draft={draft}
        contacts={contactRows}
        editable={editable}
        createContact={createContact}
        onAdd={(item) => change({ ...draft, guarantors: [...draft.guarantors, item] })}
        onRemove={(key) => change(removeItem(draft, 'guarantors', key))}
      />
      <Divider />
      <PeopleSection
        kind={WITNESSES}
        draft={draft}
        contacts={contactRows}
        editable={editable}
        createContact={createContact}
        onAdd={(item) => change({ ...draft, witnesses: [...draft.witnesses, item] })}
        onRemove={(key) => change(removeItem(draft, 'witnesses', key))}
      />

      <FormMessage message={message} testId="basic-information-message" />
      {editable && (
        <Group justify="flex-end">
          <Button onClick={onSubmit} loading={saving}>
            {isNew ? 'Next' : 'Save'}
          </Button>
        </Group>
      )}
      {draft.hirerId && (
        <DirectorshipModal
          opened={directorship}
          onClose={closeDirectorship}
          hirerId={draft.hirerId}
          contact={null}
          newTitle="Directorship"
          errorWording={originationContactErrorMessage}
        />
      )}
    </Stack>
  );
}
