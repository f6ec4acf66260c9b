import { Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/**
 * Issue 29: the shape of a step while its code or its data loads, shown at once instead of an empty box with a
 * spinner; announced as loading to assistive technology.
 */
export function StepSkeleton({ label = 'Loading step' }: { label?: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label} aria-busy data-testid="step-skeleton">
      <Skeleton h={26} w="35%" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton h={56} />
        <Skeleton h={56} />
      </SimpleGrid>
      <Skeleton h={64} />
      <Skeleton h={140} />
      <Group justify="flex-end">
        <Skeleton h={36} w={96} />
      </Group>
    </Stack>
  );
}
