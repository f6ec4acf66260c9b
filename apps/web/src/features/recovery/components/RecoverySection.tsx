import {
  Alert,
  Anchor,
  Badge,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ASSET_STATE_LABELS,
  calendarDateInKualaLumpur,
  disposalEffectText,
  disposalPostings,
  formatDate,
  formatRM,
  RECOVERY_MESSAGES,
  RECOVERY_STAGE_LABELS,
  RECOVERY_STAGES,
  writeOffProgressText,
} from '@sewabeli/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DmyDateInput } from '../../../components/DmyDateInput';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { LockableButton } from '../../../components/LockableButton';
import { ModalSubmitButtons } from '../../../components/ModalSubmitButtons';
import { MoneyInput, senOfText } from '../../../components/MoneyInput';
import { notifySuccess } from '../../../components/notify';
import type { RouterOutputs } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/trpc-error';
import { uploadImage } from '../../../lib/upload-image';
import { useCan } from '../../auth/hooks/use-current-user';
import { confirmMoney } from '../../collections/components/confirm-money';
import { useRecovery, useRecoveryMutations } from '../hooks/use-recovery';

type Recovery = RouterOutputs['recovery']['ofAgreement'];
type Case = NonNullable<Recovery['current']>;
type Step = 'open' | 'repossess' | 'served' | 'value' | 'dispose' | 'writeOff' | null;

/** One form of the case in a modal: its fields, the server's refusal above the buttons. */
function StepModal({
  title,
  onClose,
  onSubmit,
  pending,
  error,
  submitLabel,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  error: string | null;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          {error && (
            <Alert color="red" variant="outline" role="alert" data-testid="recovery-error">
              {error}
            </Alert>
          )}
          <ModalSubmitButtons onCancel={onClose} pending={pending} submitLabel={submitLabel} />
        </Stack>
      </form>
    </Modal>
  );
}

function useStepForm(onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const handlers = (success: string) => ({
    onSuccess: () => {
      notifySuccess(success);
      onClose();
    },
    onError: (failure: unknown) => setError(errorMessage(failure) || 'The step could not be recorded'),
  });
  return { error, setError, handlers };
}

function OpenCaseModal({
  agreementId,
  onClose,
  today,
}: {
  agreementId: number;
  onClose: () => void;
  today: string;
}) {
  const [servedOn, setServedOn] = useState<string | null>(today);
  const { open } = useRecoveryMutations();
  const { error, setError, handlers } = useStepForm(onClose);
  return (
    <StepModal
      title="Open recovery case"
      onClose={onClose}
      pending={open.isPending}
      error={error}
      submitLabel="Open case"
      onSubmit={() => {
        if (!servedOn) return setError(RECOVERY_MESSAGES.dateRequired);
        open.mutate(
          { applicantProductId: agreementId, noticeServedOn: servedOn },
          handlers('Recovery case opened'),
        );
      }}
    >
      <Text size="sm">The notice of intention to repossess (Fourth Schedule) was served on:</Text>
      <DmyDateInput
        label="Notice served on"
        value={servedOn}
        onChange={setServedOn}
        latestDate={today}
        data-autofocus
      />
    </StepModal>
  );
}

function RepossessionModal({
  recovery,
  onClose,
  today,
}: {
  recovery: Case;
  onClose: () => void;
  today: string;
}) {
  const [on, setOn] = useState<string | null>(today);
  const [agent, setAgent] = useState('');
  const [yard, setYard] = useState('');
  const [condition, setCondition] = useState('');
  const [photos, setPhotos] = useState<{ id: number; url: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const { repossess } = useRecoveryMutations();
  const { error, setError, handlers } = useStepForm(onClose);

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    setUploading(true);
    setError(null);
    try {
      for (const file of Array.from(files)) {
        const stored = await uploadImage(file);
        setPhotos((current) => [...current, { ...stored, name: file.name }]);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The upload failed, please try again.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <StepModal
      title="Record repossession"
      onClose={onClose}
      pending={repossess.isPending || uploading}
      error={error}
      submitLabel="Record repossession"
      onSubmit={() => {
        if (!on) return setError(RECOVERY_MESSAGES.dateRequired);
        if (photos.length === 0) return setError(RECOVERY_MESSAGES.photosRequired);
        repossess.mutate(
          {
            caseId: recovery.id,
            repossessedOn: on,
            agent,
            yard: yard.trim() === '' ? null : yard,
            condition,
            photoFileIds: photos.map((photo) => photo.id),
          },
          handlers('Repossession recorded; the Fifth Schedule notice is ready'),
        );
      }}
    >
      <DmyDateInput label="Repossessed on" value={on} onChange={setOn} latestDate={today} data-autofocus />
      <TextInput
        label="Repossession agent"
        value={agent}
        onChange={(e) => setAgent(e.currentTarget.value)}
        required
      />
      <TextInput
        label="Yard"
        description="Where the asset is kept; leave empty while the agent holds it"
        value={yard}
        onChange={(e) => setYard(e.currentTarget.value)}
      />
      <GrowingTextarea
        label="Condition"
        value={condition}
        onChange={(e) => setCondition(e.currentTarget.value)}
        required
        minRows={2}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} component="label" htmlFor="recovery-photos">
          Photos (PNG, JPG or WEBP)
        </Text>
        <input
          id="recovery-photos"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          data-testid="recovery-photos"
          onChange={(event) => void addPhotos(event.currentTarget.files)}
        />
        {photos.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="recovery-photo-count">
            {photos.length} photo{photos.length === 1 ? '' : 's'}:{' '}
            {photos.map((photo) => photo.name).join(', ')}
          </Text>
        )}
      </Stack>
      <Text size="sm" c="dimmed">
        The Fifth Schedule notice is generated on recording; it must be served within 21 days after the
        repossession.
      </Text>
    </StepModal>
  );
}

function NoticeServedModal({
  recovery,
  onClose,
  today,
}: {
  recovery: Case;
  onClose: () => void;
  today: string;
}) {
  const [on, setOn] = useState<string | null>(today);
  const { noticeServed } = useRecoveryMutations();
  const { error, setError, handlers } = useStepForm(onClose);
  return (
    <StepModal
      title="Fifth Schedule notice served"
      onClose={onClose}
      pending={noticeServed.isPending}
      error={error}
      submitLabel="Record served"
      onSubmit={() => {
        if (!on) return setError(RECOVERY_MESSAGES.dateRequired);
        noticeServed.mutate({ caseId: recovery.id, servedOn: on }, handlers('Fifth Schedule notice served'));
      }}
    >
      <Text size="sm">
        The notice after repossession (Fifth Schedule) was served on the hirer on the day below. It was due by{' '}
        {recovery.repossession ? formatDate(recovery.repossession.noticeDueOn) : 'N/A'}.
      </Text>
      <DmyDateInput label="Served on" value={on} onChange={setOn} latestDate={today} data-autofocus />
    </StepModal>
  );
}

function ValuationModal({
  recovery,
  onClose,
  today,
}: {
  recovery: Case;
  onClose: () => void;
  today: string;
}) {
  const [on, setOn] = useState<string | null>(today);
  const [valuer, setValuer] = useState('');
  const [amount, setAmount] = useState('');
  const { value } = useRecoveryMutations();
  const { error, setError, handlers } = useStepForm(onClose);
  return (
    <StepModal
      title="Record valuation"
      onClose={onClose}
      pending={value.isPending}
      error={error}
      submitLabel="Record valuation"
      onSubmit={() => {
        const sen = senOfText(amount);
        if (!on) return setError(RECOVERY_MESSAGES.dateRequired);
        if (sen === null || sen <= 0) return setError(RECOVERY_MESSAGES.valuationAmount);
        value.mutate(
          { caseId: recovery.id, valuedOn: on, valuer, amount: sen },
          handlers('Valuation recorded'),
        );
      }}
    >
      <DmyDateInput label="Valued on" value={on} onChange={setOn} latestDate={today} data-autofocus />
      <TextInput label="Valuer" value={valuer} onChange={(e) => setValuer(e.currentTarget.value)} required />
      <MoneyInput label="Valuation (RM)" value={amount} onChange={setAmount} />
    </StepModal>
  );
}

function DisposalModal({
  recovery,
  outstanding,
  agreement,
  onClose,
  today,
}: {
  recovery: Case;
  outstanding: number;
  agreement: string;
  onClose: () => void;
  today: string;
}) {
  const [on, setOn] = useState<string | null>(today);
  const [buyer, setBuyer] = useState('');
  const [price, setPrice] = useState('');
  const [costs, setCosts] = useState('0.00');
  const { dispose } = useRecoveryMutations();
  const { error, setError, handlers } = useStepForm(onClose);
  return (
    <StepModal
      title="Record disposal"
      onClose={onClose}
      pending={dispose.isPending}
      error={error}
      submitLabel="Record disposal"
      onSubmit={async () => {
        const priceSen = senOfText(price);
        const costsSen = senOfText(costs) ?? 0;
        if (!on) return setError(RECOVERY_MESSAGES.dateRequired);
        if (priceSen === null || priceSen <= 0) return setError(RECOVERY_MESSAGES.priceAmount);
        const postings = disposalPostings({ outstanding, price: priceSen, costs: costsSen, disposedOn: on });
        const confirmed = await confirmMoney({
          title: 'Record the disposal?',
          agreement,
          rows: [
            { label: 'Buyer', value: buyer },
            { label: 'Sale price', value: formatRM(priceSen) },
            { label: 'Recovery costs (added to the debt)', value: formatRM(costsSen) },
            { label: 'Outstanding before the sale', value: formatRM(outstanding) },
            { label: 'Date', value: formatDate(on) },
          ],
          effect: disposalEffectText(postings),
          confirmLabel: 'Record disposal',
        });
        if (!confirmed) return;
        dispose.mutate(
          { caseId: recovery.id, disposedOn: on, buyer, price: priceSen, costs: costsSen },
          handlers('Disposal recorded'),
        );
      }}
    >
      <DmyDateInput label="Sold on" value={on} onChange={setOn} latestDate={today} data-autofocus />
      <TextInput label="Buyer" value={buyer} onChange={(e) => setBuyer(e.currentTarget.value)} required />
      <MoneyInput label="Sale price (RM)" value={price} onChange={setPrice} />
      <MoneyInput
        label="Recovery costs (RM)"
        description="Repossession, storage and sale: added to what the hirer owes"
        value={costs}
        onChange={setCosts}
      />
    </StepModal>
  );
}

function WriteOffModal({
  recovery,
  shortfall,
  onClose,
}: {
  recovery: Case;
  shortfall: number;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const { requestWriteOff } = useRecoveryMutations();
  const { error, handlers } = useStepForm(onClose);
  return (
    <StepModal
      title="Request write-off"
      onClose={onClose}
      pending={requestWriteOff.isPending}
      error={error}
      submitLabel="Request write-off"
      onSubmit={() =>
        requestWriteOff.mutate(
          { caseId: recovery.id, reason },
          handlers('Write-off requested: two Superadmins must approve it'),
        )
      }
    >
      <Text size="sm">
        Shortfall to write off: <b>{formatRM(shortfall)}</b>. It takes effect only once two Superadmins other
        than you approve it.
      </Text>
      <GrowingTextarea
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        required
        minRows={3}
        data-autofocus
      />
    </StepModal>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
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

function CaseDetails({
  recovery,
  lockedReason,
  onServed,
}: {
  recovery: Case;
  lockedReason: string | undefined;
  onServed: () => void;
}) {
  const { repossession, valuation, disposal } = recovery;
  const { regenerateNotice } = useRecoveryMutations();
  const open = recovery.stage !== 'closed';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
      <Field label="Notice served on">{formatDate(recovery.noticeServedOn)}</Field>
      {repossession && (
        <>
          <Field label="Repossessed on">{formatDate(repossession.repossessedOn)}</Field>
          <Field label="Agent">{repossession.agent}</Field>
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
          <Field label="Shortfall after the sale">{formatRM(disposal.shortfall)}</Field>
          <Field label="Surplus after the sale">{formatRM(disposal.surplus)}</Field>
        </>
      )}
    </SimpleGrid>
  );
}

/** Issue 32: the Recovery section of the collection profile. */
export function RecoverySection({ agreementId, agreement }: { agreementId: number; agreement: string }) {
  const query = useRecovery(agreementId);
  const [step, setStep] = useState<Step>(null);
  const { close } = useRecoveryMutations();
  const { reason: notWriter } = useCan('recovery.write');
  const today = calendarDateInKualaLumpur(new Date());
  const data = query.data;
  if (!data) return null;
  const current = data.current && data.current.stage !== 'closed' ? data.current : null;
  const shown = data.current;
  const pending = shown?.writeOffs.find((request) => request.status === 'Pending');
  const onClose = () => setStep(null);

  const closeCase = async (caseId: number) => {
    const confirmed = await confirmMoney({
      title: 'Close the recovery case?',
      agreement,
      rows: [{ label: 'Outstanding', value: formatRM(data.balance.outstanding) }],
      effect:
        data.balance.outstanding > 0
          ? `${formatRM(data.balance.outstanding)} stays owed by the hirer`
          : 'Nothing is owed on the agreement',
      confirmLabel: 'Close case',
    });
    if (confirmed) close.mutate({ caseId }, { onSuccess: () => notifySuccess('Recovery case closed') });
  };

  const nextAction = (() => {
    if (!current)
      return (
        <LockableButton
          lockedReason={notWriter ?? (data.balance.outstanding <= 0 ? 'Nothing is outstanding' : undefined)}
          onClick={() => setStep('open')}
        >
          Open recovery case
        </LockableButton>
      );
    switch (current.stage) {
      case 'notice_served':
        return (
          <Group gap="sm">
            <LockableButton lockedReason={notWriter} onClick={() => setStep('repossess')}>
              Record repossession
            </LockableButton>
            <LockableButton variant="default" lockedReason={notWriter} onClick={() => closeCase(current.id)}>
              Withdraw and close
            </LockableButton>
          </Group>
        );
      case 'repossessed':
        return (
          <LockableButton lockedReason={notWriter} onClick={() => setStep('value')}>
            Record valuation
          </LockableButton>
        );
      case 'valued':
        return (
          <LockableButton lockedReason={notWriter} onClick={() => setStep('dispose')}>
            Record disposal
          </LockableButton>
        );
      default:
        return (
          <Group gap="sm">
            {data.balance.outstanding > 0 && (
              <LockableButton
                variant="outline"
                lockedReason={notWriter ?? (pending ? 'A write-off request is awaiting approval' : undefined)}
                onClick={() => setStep('writeOff')}
              >
                Request write-off
              </LockableButton>
            )}
            <LockableButton
              lockedReason={notWriter ?? (pending ? RECOVERY_MESSAGES.writeOffPending : undefined)}
              onClick={() => closeCase(current.id)}
            >
              Close case
            </LockableButton>
          </Group>
        );
    }
  })();

  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-label="Recovery" data-testid="recovery-section">
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <Title order={3} fz="lg">
            Recovery
          </Title>
          {shown && (
            <Badge variant="light" data-testid="recovery-stage">
              {RECOVERY_STAGE_LABELS[shown.stage]}
            </Badge>
          )}
          {data.assetState && (
            <Badge color="violet.9" variant="filled" data-testid="asset-state">
              Asset: {ASSET_STATE_LABELS[data.assetState]}
            </Badge>
          )}
        </Group>
        {nextAction}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mb="md">
        <Field label="Outstanding">
          <span data-testid="recovery-outstanding">{formatRM(data.balance.outstanding)}</span>
        </Field>
        <Field label="Refund due to the hirer">
          <span data-testid="recovery-refund-due">{formatRM(data.balance.refundDue)}</span>
        </Field>
        <Field label="Received (cash)">{formatRM(data.balance.cash)}</Field>
        <Field label="Written off (non-cash)">{formatRM(data.balance.nonCash)}</Field>
      </SimpleGrid>
      {shown ? (
        <Stack gap="md">
          <Stepper
            active={RECOVERY_STAGES.indexOf(shown.stage) + (shown.stage === 'closed' ? 1 : 0)}
            size="sm"
            allowNextStepsSelect={false}
          >
            {RECOVERY_STAGES.map((stage) => {
              const reached = shown.stages.find((row) => row.stage === stage);
              return (
                <Stepper.Step
                  key={stage}
                  label={RECOVERY_STAGE_LABELS[stage]}
                  description={
                    reached ? `${formatDate(reached.changedAt)}, ${reached.changedByName}` : undefined
                  }
                />
              );
            })}
          </Stepper>
          {shown.repossession?.noticeAlert && (
            <Alert color="red" variant="light" role="alert" data-testid="fifth-schedule-alert">
              {shown.repossession.noticeAlert}
            </Alert>
          )}
          <CaseDetails recovery={shown} lockedReason={notWriter} onServed={() => setStep('served')} />
          {shown.writeOffs.length > 0 && (
            <Table withTableBorder data-testid="write-off-requests">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Write-off</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Requested by</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.writeOffs.map((request) => (
                  <Table.Tr key={request.id}>
                    <Table.Td>
                      {writeOffProgressText(
                        request.amount,
                        request.decisions.filter((d) => d.decision === 'approve').length,
                      )}
                    </Table.Td>
                    <Table.Td>{request.reason}</Table.Td>
                    <Table.Td>
                      {request.requestedByName}, {formatDate(request.requestedAt)}
                    </Table.Td>
                    <Table.Td>{request.status}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No Record Found
        </Text>
      )}
      {step === 'open' && <OpenCaseModal agreementId={agreementId} onClose={onClose} today={today} />}
      {step === 'repossess' && current && (
        <RepossessionModal recovery={current} onClose={onClose} today={today} />
      )}
      {step === 'served' && current && (
        <NoticeServedModal recovery={current} onClose={onClose} today={today} />
      )}
      {step === 'value' && current && <ValuationModal recovery={current} onClose={onClose} today={today} />}
      {step === 'dispose' && current && (
        <DisposalModal
          recovery={current}
          outstanding={data.balance.outstanding}
          agreement={agreement}
          onClose={onClose}
          today={today}
        />
      )}
      {step === 'writeOff' && current && (
        <WriteOffModal recovery={current} shortfall={data.balance.outstanding} onClose={onClose} />
      )}
    </Paper>
  );
}
