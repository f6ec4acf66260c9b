import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import type { WizardStepProps } from '../../step-contract';

/** Origination §2 Agreements: generated and signed agreements come with the next issue. */
export default function AgreementsStep(_props: WizardStepProps) {
  return (
    <Alert color="gray" variant="light" icon={<IconHourglass size={18} />} title="Agreements">
      Generated and signed agreements are not available yet.
    </Alert>
  );
}
