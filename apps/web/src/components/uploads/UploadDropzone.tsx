import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconFileX, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { allowedTypesText, DEFAULT_MAX_UPLOAD_BYTES, formatBytes, rejectionMessage } from './upload-rules';

export interface UploadDropzoneProps {
  /** Allowed MIME types, e.g. IMAGE_MIME_TYPES or DOCUMENT_MIME_TYPES from upload-rules.ts. */
  accept: readonly string[];
  /** Bytes; default 20 MB. */
  maxSize?: number;
  onDrop: (files: File[]) => void;
  multiple?: boolean;
  loading?: boolean;
  disabled?: boolean;
  label?: ReactNode;
  /** Default: 'PNG, WEBP or JPEG/JPG, up to 20 MB'. */
  description?: ReactNode;
  /**
   * File name endings accepted whatever type the browser guesses (an MT940 '.sta' file has none), with the
   * allowed types in words for the description and the refusal.
   */
  extensions?: { names: readonly string[]; text: string };
}

export function UploadDropzone({
  accept,
  maxSize = DEFAULT_MAX_UPLOAD_BYTES,
  onDrop,
  multiple = false,
  loading,
  disabled,
  label = 'Drag a file here or click to choose one',
  description,
  extensions,
}: UploadDropzoneProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={6}>
      <Dropzone
        accept={
          extensions
            ? Object.fromEntries(accept.map((type) => [type, extensions.names.map((name) => `.${name}`)]))
            : [...accept]
        }
        maxSize={maxSize}
        multiple={multiple}
        maxFiles={multiple ? undefined : 1}
        loading={loading}
        disabled={disabled}
        onDrop={(files) => {
          setError(null);
          onDrop(files);
        }}
        onReject={(rejections) => setError(rejectionMessage(rejections, extensions?.text ?? accept, maxSize))}
        radius="md"
      >
        <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} color="var(--mantine-color-teal-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconFileX size={36} stroke={1.5} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconCloudUpload size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Text size="sm" fw={500}>
              {label}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {description ??
                `${extensions?.text ?? allowedTypesText(accept)}, up to ${formatBytes(maxSize)}`}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
