import {
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Grid,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate, formatDateTime, formatMoney, orNA } from '@sewabeli/domain';
import { IconBuildingFactory2, IconFileText, IconPhotoUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DeleteButton } from '../../../components/buttons/DeleteButton';
import { EditButton } from '../../../components/buttons/EditButton';
import { useDeleteAndReturn } from '../../../components/dialogs/use-delete-and-return';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ProfileLoader } from '../../../components/layout/ProfileLoader';
import { ImageUploadModal } from '../../../components/uploads/ImageUploadModal';
import { useRecordId } from '../../../lib/record-id';
import type { RouterOutputs } from '../../../lib/trpc';
import { useCan } from '../../auth/hooks/use-current-user';
import { DirectorshipsPanel } from '../components/DirectorshipsPanel';
import { EditCompanyModal } from '../components/EditCompanyModal';
import { FacilitiesPanel } from '../components/FacilitiesPanel';
import { useDeleteHirer, useHirer, useLastApplication, useSetHirerLogo } from '../hooks/use-hirers';

type Hirer = RouterOutputs['hirer']['byId'];

const amount = (sen: number) => (
  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(sen)}</span>
);

/** Clients §2 Company profile. */
export function CompanyProfilePage() {
  const hirerId = useRecordId();
  const hirerQuery = useHirer(hirerId);
  return (
    <ProfileLoader
      // A fresh screen (panels open, page 1) for each company.
      key={hirerId}
      record={hirerQuery}
      notFound="Company not found"
      backTo="/company/list"
      backLabel="Back to Client List"
    >
      {(hirer) => (
        <>
          <PageHeader title="Company Profile" subtitle={hirer.name} />
          <Stack gap="xl">
            <Grid gap="lg" align="stretch">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="lg" h="100%">
                  <HeaderCard hirer={hirer} />
                  <LastApplicationCard hirerId={hirer.id} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <ProfileCard hirer={hirer} />
              </Grid.Col>
            </Grid>
            <DirectorshipsPanel hirerId={hirer.id} />
            <FacilitiesPanel hirerId={hirer.id} />
          </Stack>
        </>
      )}
    </ProfileLoader>
  );
}

function HeaderCard({ hirer }: { hirer: Hirer }) {
  const [uploading, upload] = useDisclosure(false);
  const setLogo = useSetHirerLogo();
  const remove = useDeleteHirer();
  const deleteHirer = useDeleteAndReturn(remove, '/company/list');
  const deleteLocked = useCan('hirer.delete').reason;

  return (
    <Paper withBorder p="lg">
      <Stack gap="md" align="center" ta="center">
        <Box pos="relative">
          <Center
            w={128}
            h={128}
            bg={hirer.logoUrl ? 'white' : 'gray.1'}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              border: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            {hirer.logoUrl ? (
              <Image src={hirer.logoUrl} alt={`${hirer.name} logo`} w={120} h={120} fit="contain" />
            ) : (
              <IconBuildingFactory2
                size={56}
                stroke={1.2}
                color="var(--mantine-color-gray-5)"
                aria-label="No logo yet"
              />
            )}
          </Center>
        </Box>
        <Button
          variant="default"
          size="xs"
          aria-label="Edit logo"
          leftSection={<IconPhotoUp size={14} stroke={1.8} />}
          onClick={upload.open}
        >
          Edit
        </Button>
        <Stack gap={4} align="center">
          <Title order={3} fz="xl" fw={650} data-testid="company-name">
            {hirer.name}
          </Title>
          <Group gap="xs" justify="center">
            <Text size="sm" c="dimmed" data-testid="company-code">
              {orNA(hirer.code)}
            </Text>
            {hirer.latePayment && (
              <Badge color="red" variant="filled" radius="sm">
                Late Payment
              </Badge>
            )}
          </Group>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Reg. No:{' '}
            </Text>
            {hirer.registrationNo}
          </Text>
        </Stack>
        <DeleteButton
          fullWidth
          onClick={() => deleteHirer(hirer.id)}
          loading={remove.isPending}
          lockedReason={deleteLocked}
          lockedTestId="delete-company-locked"
        />
      </Stack>
      <ImageUploadModal
        opened={uploading}
        onClose={upload.close}
        title="Upload Logo"
        attach={(fileId) => setLogo.mutateAsync({ id: hirer.id, fileId })}
      />
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" fw={500} c="gray.9" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}

function ProfileCard({ hirer }: { hirer: Hirer }) {
  const [editing, edit] = useDisclosure(false);
  return (
    <Paper withBorder p="lg" h="100%">
      <Group justify="space-between" mb="lg">
        <Title order={3} fz="lg" fw={650} c="gray.9">
          Company Profile
        </Title>
        <EditButton onClick={edit.open} />
      </Group>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="lg"
        verticalSpacing="md"
        data-testid="company-profile-card"
      >
        <Field label="Name">{hirer.name}</Field>
        <Field label="Reg. No">{hirer.registrationNo}</Field>
        <Field label="Business Sector">{orNA(hirer.businessSector)}</Field>
        <Field label="Establish Year">{hirer.establishYear}</Field>
        <Field label="Email">{orNA(hirer.email)}</Field>
        <Field label="Website">{orNA(hirer.website)}</Field>
        <Field label="Reg. Address">{hirer.address}</Field>
        <Field label="Phone No.">{orNA(hirer.phone)}</Field>
        <Field label="Person in Charge">{hirer.pic}</Field>
        <Field label="Person in Charge Contact">{hirer.picNo}</Field>
        <Field label="Financial Program">{orNA(hirer.financialProgram)}</Field>
        <Field label="Credit Score">{orNA(hirer.creditScore)}</Field>
        <Field label="Total Loan Limit (RM)">{amount(hirer.loanLimit)}</Field>
        <Field label="Total Exposure (RM)">{amount(hirer.totalExposure)}</Field>
        <Field label="Last Loan Approval Date">{formatDate(hirer.lastLoanApprovalDate)}</Field>
        <Field label="Remark">{orNA(hirer.remark)}</Field>
      </SimpleGrid>
      <EditCompanyModal opened={editing} onClose={edit.close} hirer={hirer} />
    </Paper>
  );
}

function LastApplicationCard({ hirerId }: { hirerId: number }) {
  const last = useLastApplication(hirerId);
  const app = last.data;
  return (
    <Paper withBorder p="lg" style={{ flex: 1 }}>
      <Title order={3} fz="lg" fw={650} c="gray.9" mb="md">
        Last Application
      </Title>
      {last.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : !app ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No Record Found
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="md">
            <Field label="Score">{app.score === null ? 'N/A' : `${app.score.toFixed(2)}%`}</Field>
            <Field label="Last Updated">{formatDateTime(app.updatedAt)}</Field>
          </SimpleGrid>
          {app.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              No Record Found
            </Text>
          ) : (
            <Stack gap={6} data-testid="last-application-documents">
              {app.documents.map((doc) => (
                <Group key={doc.id} gap="xs" wrap="nowrap" align="flex-start">
                  <IconFileText size={16} stroke={1.6} style={{ flexShrink: 0, marginTop: 2 }} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed">
                      {doc.type}
                    </Text>
                    <Anchor
                      href={doc.url}
                      target="_blank"
                      rel="noopener"
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {doc.fileName}
                    </Anchor>
                  </Stack>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
