import type { Db } from '../client';
import { seedBase } from './base';
import { seedDemo } from './demo';

export { seedBase, seedDemo };

/** Base reference data and demo users, then demo business data. Idempotent. */
export async function seed(db: Db): Promise<void> {
  await seedBase(db);
  await seedDemo(db);
}
