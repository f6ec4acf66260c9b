/**
 * How many test files run at once, each worker with its own API server and database (e2e/global-setup.ts).
 * E2E_WORKERS=1 runs every journey on one server, one after another.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
