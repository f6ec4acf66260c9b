import { Box, Center, Image, Stack, Text } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';

export interface AssetImageProps {
  /** `/files/{id}`, served to signed-in staff only; null shows the default picture. */
  url: string | null;
  alt: string;
  height?: number;
}

/** The picture of an asset type or asset, or a neutral default when none was uploaded. */
export function AssetImage({ url, alt, height = 220 }: AssetImageProps) {
  if (url) {
    return (
      <Box bg="white" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Image src={url} alt={alt} h={height} fit="contain" radius="md" />
      </Box>
    );
  }
  return (
    <Center
      h={height}
      bg="gray.1"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px dashed var(--mantine-color-gray-4)' }}
      role="img"
      aria-label={`${alt} (no image yet)`}
    >
      <Stack gap={6} align="center">
        <IconTruck size={64} stroke={1.2} color="var(--mantine-color-gray-5)" />
        <Text size="sm" c="dimmed">
          No image uploaded
        </Text>
      </Stack>
    </Center>
  );
}
