import { Badge, type BadgeProps, VisuallyHidden } from '@mantine/core';
import type { AnalysisStatus } from '@sewabeli/domain';

const COLOURS: Record<AnalysisStatus, string> = {
  Pending: 'gray',
  Completed: 'teal',
  Failed: 'red',
};

export interface AnalysisStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: AnalysisStatus;
  /** Read before the status by screen readers (the colour is never the only sign). */
  subject?: string;
}

/** Pending, Completed or Failed (origination §4): the credit-bureau badge and each analysed document's status. */
export function AnalysisStatusBadge({ status, subject, ...rest }: AnalysisStatusBadgeProps) {
  return (
    <Badge color={COLOURS[status]} {...rest}>
      {subject ? <VisuallyHidden>{subject}: </VisuallyHidden> : null}
      {status}
    </Badge>
  );
}
