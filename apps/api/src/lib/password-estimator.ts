import {
  newPasswordIssue,
  type PasswordEstimator,
  passwordEstimatorOf,
  passwordEstimatorOptions,
} from '@sewabeli/domain';
import { type OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { badRequest } from './errors';

let estimator: PasswordEstimator | undefined;

/** The estimator over the bundled dictionaries, built on first use (issue 28). */
export const passwordEstimator = (): PasswordEstimator => {
  if (!estimator) {
    const zxcvbn = new ZxcvbnFactory(passwordEstimatorOptions({ common, en }) as OptionsType);
    estimator = passwordEstimatorOf((password, words) => zxcvbn.check(password, words));
  }
  return estimator;
};

/**
 * The server's check of a password being set (never of one signing in): refuses it with the domain's reason.
 * Passwords set before issue 28 keep signing in until their owner changes them.
 */
export function requireStrongNewPassword(
  password: string,
  person: { name?: string | null; username?: string | null },
): void {
  const issue = newPasswordIssue(password, person, passwordEstimator());
  if (issue) throw badRequest(issue);
}
