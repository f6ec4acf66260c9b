import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOGIN_FAILED } from '@sewabeli/domain';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { prefetchScreen, preloadSignedIn, whenIdle } from '../../../app/preload-signed-in';
import { safeRedirectTarget } from '../../../lib/redirect';
import { useTRPC } from '../../../lib/trpc';
import { BrandMark } from '../components/BrandMark';
import { useLogin, useMeQuery } from '../hooks/use-session';
import classes from './LoginPage.module.css';

function fromState(state: unknown): string | null {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string')
    return state.from;
  return null;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const target = safeRedirectTarget(params.get('redirect') ?? fromState(location.state));
  const me = useMeQuery();
  const login = useLogin();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const [failed, setFailed] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : 'Username is required'),
      password: (value) => (value ? null : 'Password is required'),
    },
  });

  // The shell and the first screen load while the person types (app/preload-signed-in.ts).
  useEffect(() => whenIdle(() => preloadSignedIn(target)), [target]);

  // Spec: an existing session goes straight on.
  if (me.data) return <Navigate to={target} replace />;

  const submit = form.onSubmit((values) => {
    setFailed(false);
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: () => {
          prefetchScreen(target, queryClient, trpc);
          void navigate(target, { replace: true });
        },
        onError: () => setFailed(true),
      },
    );
  });

  return (
    <div className={classes.root}>
      <div className={classes.brand}>
        <BrandMark inverted />
        <Stack gap="lg" maw={460}>
          <Title order={1} fz={34} fw={700} lh={1.2} c="white">
            Hire-purchase financing, from application to the last instalment.
          </Title>
          <Stack gap={10}>
            {[
              'Applications, scoring and four-level approval',
              'Agreements and master records',
              'Collections and portfolio analytics',
            ].map((line) => (
              <Text key={line} c="teal.0" fz="md" style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
                <IconCheck size={18} stroke={2} /> {line}
              </Text>
            ))}
          </Stack>
        </Stack>
        <Text c="teal.1" fz="sm">
          For authorised staff only. All amounts in Malaysian ringgit (RM).
        </Text>
      </div>
      <div className={classes.formSide}>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={36}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <div>
                <Title order={2} fz={24} fw={650}>
                  Sign in
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  Use your staff username and password.
                </Text>
              </div>
              <TextInput
                label="Username"
                withAsterisk
                autoComplete="username"
                key={form.key('username')}
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label="Password"
                withAsterisk
                autoComplete="current-password"
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <Text c="red" size="sm" role="alert" mih={22} data-testid="login-error">
                {failed ? LOGIN_FAILED : ''}
              </Text>
              <Button type="submit" size="md" fullWidth loading={login.isPending}>
                Sign In
              </Button>
            </Stack>
          </form>
        </Paper>
      </div>
    </div>
  );
}
