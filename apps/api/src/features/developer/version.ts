/**
 * Issue 33: the versions of the two APIs, stated at /api/version. A change that breaks a client (docs/decisions.md,
 * "API versions") raises the major number and is announced before it ships; adding a route, a procedure, an
 * optional input or an answer field raises the minor number.
 */
export const API_VERSIONS = {
  /** The legacy REST adapter under /api (the spec's calls and shapes). */
  rest: '1.1.0',
  /** The tRPC router under /trpc, the typed client's (packages/client). */
  trpc: '1.1.0',
} as const;
