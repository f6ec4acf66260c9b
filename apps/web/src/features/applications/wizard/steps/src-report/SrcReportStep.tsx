import { Text } from '@mantine/core';
import type { WizardStepProps } from '../../step-contract';

/** The wizard's SRC Report step (origination §2). Being built: the wizard opens it as it stands. */
export default function SrcReportStep(_props: WizardStepProps) {
  return <Text c="dimmed">The SRC Report step is being built.</Text>;
}
