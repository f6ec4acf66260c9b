import { IconMapPinQuestion } from '@tabler/icons-react';
import { ErrorScreen } from '../components/ErrorScreen';

export function NotFoundPage() {
  return (
    <ErrorScreen
      code="Error 404"
      heading="Erm. Page not found"
      message="The page you are looking for does not exist or has been moved. We suggest you to go to the homepage."
      icon={<IconMapPinQuestion size={38} stroke={1.5} />}
      color="teal"
    />
  );
}
