import { Alert, Avatar, Badge, Divider, Grid, NavLink, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime, orNA, USER_PERMISSION_MESSAGES } from '@sewabeli/domain';
import { IconBriefcase, IconKey, IconLock, IconUser, IconUserCircle } from '@tabler/icons-react';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ProfileLoader } from '../../../components/layout/ProfileLoader';
import { useRecordId } from '../../../lib/record-id';
import type { RouterOutputs } from '../../../lib/trpc';
import { useCan, useCurrentUser } from '../../auth/hooks/use-current-user';
import { ResetPasswordCard, ResetUsernameCard } from '../components/CredentialCards';
import { type ProfileAccess, ProfileForm } from '../components/ProfileForm';
import { SignatureCard } from '../components/SignatureCard';
import { useUser } from '../hooks/use-users';

type User = RouterOutputs['user']['byId'];

const SECTIONS = [
  { id: 'basic-info', label: 'Basic Info', icon: IconUser },
  { id: 'position-info', label: 'Position Info', icon: IconBriefcase },
  { id: 'change-username', label: 'Change Username', icon: IconUserCircle },
  { id: 'change-password', label: 'Change Password', icon: IconKey },
] as const;

function initials(name: string): string {
  const parts = name
    .trim()
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part));
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase() || '?';
}

/** /user/profile/{id}: a member of staff's profile. */
export function UserProfilePage() {
  const userId = useRecordId();
  return <UserProfile key={userId} userId={userId} />;
}

/** /user/me (UserMyProfile): the same screen for the signed-in user. */
export function MyProfilePage() {
  const me = useCurrentUser();
  return <UserProfile key={me.id} userId={me.id} />;
}

function UserProfile({ userId }: { userId: number }) {
  const userQuery = useUser(userId);
  return (
    <ProfileLoader
      record={userQuery}
      notFound="User not found"
      backTo="/user/list"
      backLabel="Back to User List"
    >
      {(user) => <UserProfileScreen user={user} />}
    </ProfileLoader>
  );
}

function UserProfileScreen({ user }: { user: User }) {
  const me = useCurrentUser();
  const own = user.id === me.id;
  const superadmin = useCan('user.manage').allowed;
  // Decisions §7: everyone edits their own profile; role, department, the Active switch, and other people's
  // username and password are a Superadmin's.
  const access: ProfileAccess = {
    basic: own || superadmin,
    position: superadmin,
    active: superadmin && !own,
    activeLockedReason: own
      ? superadmin
        ? USER_PERMISSION_MESSAGES.selfDeactivation
        : 'Only a Superadmin can change this'
      : undefined,
  };
  const credentials = own || superadmin;

  return (
    <>
      <PageHeader title={own ? 'Your Profile' : 'User Profile'} subtitle={user.name} />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <ProfileSummary user={user} credentials={credentials} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="lg">
            {!access.basic && (
              <Alert color="gray" variant="light" icon={<IconLock size={18} />} title="Read only">
                Only a Superadmin can change other users&apos; profiles.
              </Alert>
            )}
            <ProfileForm
              // A fresh form when the saved profile changes underneath (another tab, a refetch).
              key={`${user.id}-${user.roleId}-${user.departmentId}-${user.status}`}
              user={user}
              access={access}
              signature={
                <SignatureCard userId={user.id} signatureUrl={user.signatureUrl} editable={access.basic} />
              }
            />
            {credentials && (
              <>
                <ResetUsernameCard key={user.username} userId={user.id} username={user.username} />
                <ResetPasswordCard userId={user.id} own={own} name={user.name} username={user.username} />
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

function ProfileSummary({ user, credentials }: { user: User; credentials: boolean }) {
  const sections = credentials ? SECTIONS : SECTIONS.slice(0, 2);
  return (
    <Paper withBorder p="lg" pos="sticky" top={84}>
      <Stack align="center" gap={6} ta="center">
        <Avatar color="teal" radius="xl" size={72}>
          {initials(user.name)}
        </Avatar>
        <Text fw={650} size="lg" lh={1.3} mt={4} data-testid="profile-name">
          {user.name}
        </Text>
        <Text size="sm" c="dimmed">
          {user.role} · {user.department}
        </Text>
        <Badge color={user.status ? 'teal' : 'gray'} variant="light" radius="sm">
          {user.status ? 'Active' : 'Inactive'}
        </Badge>
      </Stack>
      <Divider my="md" />
      <Stack gap={4}>
        <Row label="Username" value={orNA(user.username)} />
        <Row label="Last Logon" value={formatDateTime(user.lastLogon)} />
      </Stack>
      <Divider my="md" />
      <Stack gap={2} component="nav" aria-label="Profile sections">
        {sections.map((section) => (
          <NavLink
            key={section.id}
            label={section.label}
            leftSection={<section.icon size={16} stroke={1.7} />}
            href={`#${section.id}`}
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            }}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <Text span c="dimmed" size="sm">
        {label}
      </Text>
      <Text span size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Text>
  );
}
