import type { Db } from '@sewabeli/db';
import { hashPassword } from '@sewabeli/db';
import {
  isValidPassword,
  isValidUsername,
  newPasswordIssue,
  normaliseUsername,
  PASSWORD_INVALID,
  ROLE_NAMES,
  USERNAME_INVALID,
} from '@sewabeli/domain';
import { passwordEstimator } from '../../lib/password-estimator';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './user.repository';

export interface FirstSuperadmin {
  username: string;
  password: string;
  name: string;
}

/**
 * A production start on an empty database (no demo users) gets its first Superadmin from the environment
 * (FIRST_SUPERADMIN_USERNAME / _PASSWORD / _NAME): once, under the rules every username and password follows.
 * With any user present it changes nothing, so the variables may stay set across restarts.
 */
export async function bootstrapFirstSuperadmin(
  db: Db,
  input: FirstSuperadmin,
): Promise<'created' | 'users exist'> {
  const username = normaliseUsername(input.username);
  if (!isValidUsername(username)) throw new Error(`FIRST_SUPERADMIN_USERNAME: ${USERNAME_INVALID}`);
  if (!isValidPassword(input.password, username))
    throw new Error(`FIRST_SUPERADMIN_PASSWORD: ${PASSWORD_INVALID}`);
  const issue = newPasswordIssue(input.password, { name: input.name, username }, passwordEstimator());
  if (issue) throw new Error(`FIRST_SUPERADMIN_PASSWORD: ${issue}`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await repo.lockUserBootstrap(trx);
    if (await repo.anyUserExists(trx)) return 'users exist';
    const values = {
      name: input.name,
      email: null,
      phone: null,
      roleId: await repo.idByName(trx, 'role', ROLE_NAMES.superadmin),
      departmentId: await repo.idByName(trx, 'department', 'Management'),
    };
    const id = await repo.insertUser(trx, values);
    await repo.upsertUserAuth(trx, { userId: id, username, passwordHash });
    await recordAudit(trx, {
      userId: null,
      action: 'create',
      entity: 'user',
      entityId: id,
      after: { ...values, username, passwordSet: true, by: 'FIRST_SUPERADMIN' },
    });
    return 'created';
  });
}
