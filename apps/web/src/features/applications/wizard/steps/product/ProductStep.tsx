import { Text } from '@mantine/core';
import type { WizardStepProps } from '../../step-contract';

/** The wizard's Product step (origination §2). Being built: the wizard opens it as it stands. */
export default function ProductStep(_props: WizardStepProps) {
  return <Text c="dimmed">The Product step is being built.</Text>;
}
