import { RECOVERY_MESSAGES, WRITE_OFF_MESSAGES } from '@sewabeli/domain';
import { AppError } from './errors';

/**
 * What PostgreSQL (and PGlite, which speaks the same protocol) reports on a failed statement. Both drivers put
 * the SQLSTATE in `code` and, for constraint violations, the constraint or index name in `constraint`.
 */
interface DatabaseFailure {
  code?: unknown;
  constraint?: unknown;
}

/**
 * The message of each "must be unique" rule, by the unique index or constraint that enforces it. Services check
 * first and answer with the rule's own wording; these are what a caller sees when two requests race and the
 * index, not the check, refuses the second (the edges retry once so that the check can word it, see
 * `retryOnceOnUniqueViolation`). A test asserts that every unique index in the schema is listed here.
 */
export const UNIQUE_RULE_MESSAGES: Record<string, string> = {
  user_auth_username_lower_key: 'Username already exists',
  resource_category_name_key: 'A resource with this name already exists in this category',
  hirer_code_key: 'A company with this client code already exists',
  hirer_registration_no_live_key: 'A company with this registration number already exists',
  hirer_contact_identity_no_key: 'A director with this identity number is already listed for this company',
  brand_name_live_key: 'An asset type with this name already exists',
  product_brand_name_live_key: 'This asset type already has an asset with this name',
  vendor_name_live_key: 'A vendor with this name already exists',
  criteria_resource_name_live_key: 'A criteria with this name already exists in this category',
  financial_program_name_live_key: 'A financial program with this name already exists',
  factor_program_name_live_key: 'A factor with this name already exists in this program',
  bank_account_account_number_key: 'Another bank account has this account number',
  recovery_case_one_open: RECOVERY_MESSAGES.caseOpen,
  write_off_request_one_pending: WRITE_OFF_MESSAGES.alreadyPending,
  write_off_approval_write_off_request_id_approver_id_key: 'You have already decided this write-off',
};

const UNIQUE_VIOLATION = '23505';

export const DATABASE_UNAVAILABLE = 'The database is not available at the moment. Please try again shortly.';
export const INVALID_VALUE = 'A value is not valid for this field';

/** Node's socket errors and the pool's own when the server is gone or does not answer. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended',
  'connect ECONNREFUSED',
];

function failureOf(error: unknown): DatabaseFailure | undefined {
  return typeof error === 'object' && error !== null ? (error as DatabaseFailure) : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return failureOf(error)?.code === UNIQUE_VIOLATION;
}

/** Class 22 (data exception): a value the column cannot hold, refused however often it is tried. */
export function isDataException(error: unknown): boolean {
  const code = failureOf(error)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const failure = failureOf(error);
  if (!failure) return false;
  const code = typeof failure.code === 'string' ? failure.code : '';
  // Class 08: connection exception; 57P01-57P03: the server is shutting down or starting up.
  if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
  if (CONNECTION_ERROR_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return CONNECTION_MESSAGES.some((text) => message.includes(text));
}

/**
 * A database failure that the caller caused or can act on, as the AppError the edges already translate:
 * a unique violation is a 409 with the rule's message; a value the column cannot hold (class 22: out of
 * range, bad encoding, NUL, text too long) is a 400. Anything else stays a server failure (undefined).
 */
export function appErrorFromDatabase(error: unknown): AppError | undefined {
  const failure = failureOf(error);
  if (!failure || typeof failure.code !== 'string') return undefined;
  if (failure.code === UNIQUE_VIOLATION) {
    const constraint = typeof failure.constraint === 'string' ? failure.constraint : '';
    return new AppError('CONFLICT', UNIQUE_RULE_MESSAGES[constraint] ?? 'This record already exists');
  }
  if (isDataException(error)) return new AppError('BAD_REQUEST', INVALID_VALUE);
  return undefined;
}
