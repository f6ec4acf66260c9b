import { Text } from '@mantine/core';
import type { WizardStepProps } from '../../step-contract';

/** The wizard's Result step (origination §2). Being built: the wizard opens it as it stands. */
export default function ResultStep(_props: WizardStepProps) {
  return <Text c="dimmed">The Result step is being built.</Text>;
}
