import { Box, Button, Center, Group, Image, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { ImageUploadModal } from '../../../components/uploads/ImageUploadModal';
import { useSetSignature } from '../hooks/use-users';
import { ProfileCard } from './ProfileForm';

export interface SignatureCardProps {
  userId: number;
  /** `/files/{id}`, served to signed-in staff only. */
  signatureUrl: string | null;
  editable: boolean;
}

/** Clients §2 User Signature: the image or 'No Signature Found', and an Upload modal (png, webp, jpeg, jpg). */
export function SignatureCard({ userId, signatureUrl, editable }: SignatureCardProps) {
  const [uploading, upload] = useDisclosure(false);
  const setSignature = useSetSignature();
  return (
    <ProfileCard id="signature" title="User Signature">
      <Group justify="space-between" align="center" gap="lg" wrap="nowrap">
        <Box
          h={120}
          style={{
            flex: 1,
            border: '1px dashed var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-white)',
          }}
        >
          {signatureUrl ? (
            <Image src={signatureUrl} alt="User signature" h={118} fit="contain" p="xs" />
          ) : (
            <Center h="100%">
              <Text c="dimmed" size="sm">
                No Signature Found
              </Text>
            </Center>
          )}
        </Box>
        {editable && (
          <Button
            type="button"
            variant="default"
            leftSection={<IconUpload size={16} stroke={1.8} />}
            onClick={upload.open}
          >
            Upload
          </Button>
        )}
      </Group>
      <ImageUploadModal
        opened={uploading}
        onClose={upload.close}
        title="Upload Signature"
        attach={(fileId) => setSignature.mutateAsync({ id: userId, fileId })}
      />
    </ProfileCard>
  );
}
