import { IconAlertTriangle } from '@tabler/icons-react';
import { ErrorScreen } from '../components/ErrorScreen';

export function ServerErrorPage() {
  return (
    <ErrorScreen
      code="Error 500"
      heading="Something went wrong"
      message="We suggest you to go to the homepage while we solve this issue."
      icon={<IconAlertTriangle size={38} stroke={1.5} />}
      color="red"
    />
  );
}
