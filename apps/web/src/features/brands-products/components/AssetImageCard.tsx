import { Button, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhotoUp } from '@tabler/icons-react';
import { ImageUploadModal, type ImageUploadModalProps } from '../../../components/uploads/ImageUploadModal';
import { AssetImage, type AssetImageProps } from './AssetImage';

export interface AssetImageCardProps extends Pick<AssetImageProps, 'url' | 'alt'> {
  /** Title of the upload modal ('Upload Asset Image'). */
  uploadTitle: string;
  attach: ImageUploadModalProps['attach'];
}

/** The picture card of the asset type and asset profiles, with its Edit (upload) button. */
export function AssetImageCard({ url, alt, uploadTitle, attach }: AssetImageCardProps) {
  const [uploading, upload] = useDisclosure(false);
  return (
    <Paper withBorder p="md" h="100%">
      <Stack gap="sm">
        <AssetImage url={url} alt={alt} />
        <Button variant="light" leftSection={<IconPhotoUp size={16} stroke={1.8} />} onClick={upload.open}>
          Edit
        </Button>
      </Stack>
      <ImageUploadModal opened={uploading} onClose={upload.close} title={uploadTitle} attach={attach} />
    </Paper>
  );
}
