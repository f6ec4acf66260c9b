import { notifications } from '@mantine/notifications';
import { SUCCESS_POPUP_MS, SUCCESS_TEXTS } from '@sewabeli/domain';

export function notifySuccess(message: string = SUCCESS_TEXTS.submitted): void {
  notifications.show({ color: 'teal', title: 'Success', message, autoClose: SUCCESS_POPUP_MS });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message, autoClose: 6000 });
}
