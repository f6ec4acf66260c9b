import '@mantine/core/styles.css';
// Styles of charts, date inputs and the dropzone come with the components that use them (a chunk of their own).
import '@mantine/notifications/styles.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { notifyError } from './components/dialogs/notify';
import { createQueryClient } from './lib/query-client';
import { LOGIN_PATH, loginPathFor } from './lib/redirect';
import { createTrpcClient } from './lib/trpc';

const router = createAppRouter();

const queryClient = createQueryClient({
  onUnauthorized: () => {
    const { pathname, search } = router.state.location;
    // Login and the error pages need no session; the login screen's own check fails this way on purpose.
    if (pathname === LOGIN_PATH || pathname.startsWith('/error/')) return;
    void router
      .navigate(loginPathFor(`${pathname}${search}`), { replace: true })
      .then(() => queryClient.clear());
  },
  onError: notifyError,
});

const trpcClient = createTrpcClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
