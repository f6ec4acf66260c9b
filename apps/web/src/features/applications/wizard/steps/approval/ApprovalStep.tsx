import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import type { WizardStepProps } from '../../step-contract';

/** Origination §2 Approval: the approval chain comes with the next issue; the step is in the header already. */
export default function ApprovalStep(_props: WizardStepProps) {
  return (
    <Alert color="gray" variant="light" icon={<IconHourglass size={18} />} title="Approval">
      The approval chain (four approvers, reject, By Pass, activity history) is not available yet.
    </Alert>
  );
}
