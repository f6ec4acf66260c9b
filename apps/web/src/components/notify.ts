import { notifications } from '@mantine/notifications';

/** Spec: success popups last 2 seconds. */
export const SUCCESS_AUTO_CLOSE_MS = 2000;

export function notifySuccess(message = 'Submitted Successfully'): void {
  notifications.show({ color: 'teal', title: 'Success', message, autoClose: SUCCESS_AUTO_CLOSE_MS });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message, autoClose: 6000 });
}
