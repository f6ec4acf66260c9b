import { createSpotlight } from '@mantine/spotlight';

/** The app's one spotlight: the top bar's button opens it, AppSpotlight renders it. */
export const [spotlightStore, spotlightControls] = createSpotlight();

/**
 * Selects the first result, as Mantine does on each keystroke; the server's answer arrives after that keystroke,
 * so without this Enter would open nothing until an arrow key was pressed.
 */
export function selectFirstResult(): void {
  const { listId } = spotlightStore.getState();
  const list = listId ? document.getElementById(listId) : null;
  if (!list) return;
  const actions = list.querySelectorAll('[data-action]');
  for (const node of list.querySelectorAll('[data-selected]')) node.removeAttribute('data-selected');
  actions[0]?.setAttribute('data-selected', 'true');
  spotlightStore.updateState((state) => ({ ...state, selected: actions.length > 0 ? 0 : -1 }));
}
