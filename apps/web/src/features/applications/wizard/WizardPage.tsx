import { Paper, Stack, Stepper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { canOpenStep } from '@sewabeli/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/PageHeader';
import { RecordNotFound } from '../../../components/layout/RecordNotFound';
import { useRecordId } from '../../../lib/record-id';
import { useTRPC } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/trpc-error';
import { useCan } from '../../auth/hooks/use-current-user';
import { useApplication, useInvalidateApplications } from '../hooks/use-applications';
import { StepSkeleton } from './StepSkeleton';
import { usePrefetchStep } from './use-prefetch-step';
import { initialStep, stepLockedReason, type WizardProgress, wizardSteps } from './wizard-model';
import { preloadSteps, STEP_COMPONENTS } from './wizard-steps';

export const DISCARD_TITLE = 'Unsaved changes';
export const DISCARD_TEXT = 'This step has changes that are not saved. Leave and discard them?';

/** Resolves true when the person agrees to lose the step's unsaved edits. */
function confirmDiscard(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: DISCARD_TITLE,
      centered: true,
      children: <Text size="sm">{DISCARD_TEXT}</Text>,
      labels: { confirm: 'Discard changes', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** Origination §2 NewApplication (/application/new). */
export function NewApplicationPage() {
  return <Wizard applicationId={0} progress={null} title="New Application" />;
}

/** Origination §2 PendingApplication (/application/pending/:id): the wizard at the application's progress. */
export function PendingApplicationPage() {
  const id = useRecordId();
  const application = useApplication(id);
  if (id > 0 && application.isPending) {
    return (
      <Paper withBorder radius="md" p="lg">
        <StepSkeleton label="Loading the application" />
      </Paper>
    );
  }
  if (!application.data) {
    return (
      <RecordNotFound
        message={application.error ? errorMessage(application.error) : 'Application not found'}
        backTo="/application"
        backLabel="Back to Application"
      />
    );
  }
  const { seq, lockStatus, hirerName, progressName, locked } = application.data;
  return (
    <Wizard
      // A different application starts a fresh wizard.
      key={id}
      applicationId={id}
      progress={{ seq, lockStatus }}
      title={hirerName}
      subtitle={locked ? `${progressName} · locked: steps 1 to 4 are read-only` : progressName}
    />
  );
}

interface WizardProps {
  applicationId: number;
  progress: WizardProgress;
  title: string;
  subtitle?: string;
}

function Wizard({ applicationId, progress, title, subtitle }: WizardProps) {
  const [active, setActive] = useState(() => initialStep(progress));
  const [dirty, setDirtyState] = useState(false);
  // Read by the navigation blocker: a step that saved and then navigates must not be asked about its old edits.
  const dirtyRef = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);
  const writeLocked = useCan('application.write').reason;
  const invalidate = useInvalidateApplications();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const progressRef = useRef(progress);
  progressRef.current = progress;
  const prefetchStep = usePrefetchStep(applicationId);

  // Leaving the wizard (menu, breadcrumb, back) with unsaved edits asks first; so does closing the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard().then((discard) => {
      if (discard) {
        setDirty(false);
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, setDirty]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const open = async (step: number) => {
    if (step === active) return;
    if (dirty && !(await confirmDiscard())) return;
    setDirty(false);
    setActive(step);
  };

  // Completing a step reloads the application (one read, its progress) and moves on from the step that completed
  // to the next one its new progress opens. A step the person opened meanwhile is left as they chose it. What the
  // step being left shows is only marked stale (issue 29: its reload delayed the move by a round trip); it is
  // refetched at once when the wizard stays on it.
  const onCompleted = useCallback(
    async (from: number) => {
      setDirty(false);
      // A new application's first step moves to its own address (/application/pending/:id) instead.
      if (applicationId === 0) return;
      const byIdKey = trpc.application.byId.queryKey({ id: applicationId });
      // Most saves move on: the next step's reads leave now, beside the progress reload.
      prefetchStep(from + 1);
      await queryClient.invalidateQueries({ queryKey: trpc.application.pathKey(), refetchType: 'none' });
      await queryClient.refetchQueries({ queryKey: byIdKey, exact: true });
      const fresh = queryClient.getQueryData(byIdKey);
      const next = fresh ? { seq: fresh.seq, lockStatus: fresh.lockStatus } : progressRef.current;
      const movesOn = Boolean(next && canOpenStep(from + 1, next));
      if (!movesOn) void invalidate();
      setActive((current) => {
        if (current !== from) return current;
        return movesOn ? from + 1 : initialStep(next ?? null);
      });
    },
    [applicationId, invalidate, queryClient, trpc, setDirty, prefetchStep],
  );

  const steps = wizardSteps(progress, active);
  const Step = STEP_COMPONENTS[active];
  const lockedReason = stepLockedReason(active, progress, writeLocked);
  const openable = steps
    .filter((step) => step.openable)
    .map((step) => step.step)
    .join(',');
  // The code of every step this application can open, and of the step after the furthest (where the last approval
  // or a Save moves it), loads while the person reads this one (issue 29).
  useEffect(() => {
    const open = openable.split(',').map(Number);
    preloadSteps([...open, Math.max(...open) + 1]);
  }, [openable]);

  return (
    <Stack gap="lg">
      <PageHeader title={title} subtitle={subtitle} />
      <Paper withBorder radius="md" p="md" component="nav" aria-label="Application steps">
        <Stepper active={active - 1} onStepClick={(index) => void open(index + 1)} size="sm" wrap>
          {steps.map((step) => (
            <Stepper.Step
              key={step.step}
              label={step.label}
              allowStepSelect={step.openable}
              data-testid={`wizard-step-${step.step}`}
              data-openable={step.openable || undefined}
              aria-current={step.step === active ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </Paper>
      <Paper withBorder radius="md" p="lg" data-testid="wizard-step-content">
        <Suspense fallback={<StepSkeleton />}>
          {Step && (
            <Step
              key={`${applicationId}-${active}`}
              applicationId={applicationId}
              editable={lockedReason === undefined}
              lockedReason={lockedReason}
              onCompleted={() => void onCompleted(active)}
              onDirtyChange={setDirty}
            />
          )}
        </Suspense>
      </Paper>
    </Stack>
  );
}
