import { Alert, Modal, Stack, Text } from '@mantine/core';
import { SUCCESS_TEXTS } from '@sewabeli/domain';
import { useState } from 'react';
import { errorMessage } from '../../lib/trpc-error';
import { uploadImage } from '../../lib/upload-image';
import { notifySuccess } from '../dialogs/notify';
import { UploadDropzone } from './UploadDropzone';
import { IMAGE_MIME_TYPES } from './upload-rules';

export interface ImageUploadModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Attaches the stored file to the record (brand.setImage, product.setImage). */
  attach: (fileId: number) => Promise<unknown>;
}

/** Clients §2: the image upload modal of the asset type and asset profiles (png, webp, jpeg, jpg). */
export function ImageUploadModal({ opened, onClose, title, attach }: ImageUploadModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const onDrop = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const stored = await uploadImage(file);
      await attach(stored.id);
      notifySuccess(SUCCESS_TEXTS.submitted);
      setBusy(false);
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Choose a PNG, WEBP, JPEG or JPG picture. It replaces the current one.
        </Text>
        <UploadDropzone
          accept={IMAGE_MIME_TYPES}
          onDrop={onDrop}
          loading={busy}
          label="Drag an image here or click to choose one"
        />
        {error && (
          <Alert color="red" variant="light" role="alert" title="The image was not saved">
            {error}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
