import { Text } from '@mantine/core';
import type { WizardStepProps } from '../../step-contract';

/** The wizard's Score Card step (origination §2). Being built: the wizard opens it as it stands. */
export default function ScoreCardStep(_props: WizardStepProps) {
  return <Text c="dimmed">The Score Card step is being built.</Text>;
}
