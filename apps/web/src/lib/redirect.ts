export const HOME_PATH = '/dashboard/default';
export const LOGIN_PATH = '/login';

/**
 * Where to go after signing in. Only a path of this app is accepted: anything that could leave the origin
 * ('//evil.example', '/\\evil', 'https://...') or loop back to the login page falls back to the dashboard.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME_PATH;
  if ([...raw].some((ch) => ch.charCodeAt(0) < 0x20)) return HOME_PATH;
  const path = raw.split(/[?#]/)[0] ?? '';
  if (path === '/' || path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) return HOME_PATH;
  return raw;
}

/** The login URL that brings the person back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const target = safeRedirectTarget(path);
  return target === HOME_PATH ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}
