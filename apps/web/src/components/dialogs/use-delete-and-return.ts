import { SUCCESS_TEXTS } from '@sewabeli/domain';
import { useNavigate } from 'react-router-dom';
import { confirmDelete } from './confirm-delete';
import { notifySuccess } from './notify';

/** The part of a tRPC delete mutation (`{ id }` in) that the flow below needs. */
export interface DeleteMutation<Answer> {
  mutate: (input: { id: number }, options: { onSuccess: (answer: Answer) => void }) => void;
}

/**
 * Asks first (`confirmMessage`, or the spec's default), deletes, says SUCCESS_TEXTS.deleted and leaves the
 * deleted record's screen for `returnTo` (its list, or a page the server's answer names). A refusal stays on
 * the screen: the server's message shows as an error notification.
 */
export function useDeleteAndReturn<Answer>(
  remove: DeleteMutation<Answer>,
  returnTo: string | ((answer: Answer) => string),
  confirmMessage?: string,
): (id: number) => Promise<void> {
  const navigate = useNavigate();
  return async (id) => {
    if (!(await confirmDelete(confirmMessage))) return;
    remove.mutate(
      { id },
      {
        onSuccess: (answer) => {
          notifySuccess(SUCCESS_TEXTS.deleted);
          void navigate(typeof returnTo === 'string' ? returnTo : returnTo(answer));
        },
      },
    );
  };
}
