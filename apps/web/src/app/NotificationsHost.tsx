import { Notifications } from '@mantine/notifications';

/** Where pop-up notices appear (loaded after the first screen: see providers.tsx). */
export default function NotificationsHost() {
  return <Notifications position="top-right" limit={5} zIndex={1000} />;
}
