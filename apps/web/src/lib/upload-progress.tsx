import { Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

let uploads = 0;

function message(name: string, fraction: number) {
  const percent = Math.round(fraction * 100);
  return (
    <>
      <Text size="sm" mb={6}>
        {name}: {percent} %
      </Text>
      <Progress.Root size="sm">
        <Progress.Section value={percent} aria-label={`Uploading ${name}`} />
      </Progress.Root>
    </>
  );
}

/** A notification with a progress bar while a large file is sent (issue 29). */
export function showUploadProgress(name: string) {
  uploads += 1;
  const id = `upload-${uploads}`;
  notifications.show({
    id,
    title: 'Uploading',
    message: message(name, 0),
    autoClose: false,
    withCloseButton: false,
  });
  return {
    update: (fraction: number) => notifications.update({ id, message: message(name, fraction) }),
    close: () => notifications.hide(id),
  };
}
