import type { Db } from '../client';
import { type SeedOptions, seedBase } from './base';
import { seedDemo } from './demo';
import { seedDemoApplicationProducts } from './demo-application-products';
import type { SeedFileWriter } from './demo-applications';

export { type SeedFileWriter, type SeedOptions, seedBase, seedDemo, seedDemoApplicationProducts };

/**
 * Base reference data and demo users, then demo business data (which refers to the demo users). Idempotent.
 * Without demo users only the reference data is written.
 */
export async function seed(db: Db, options: SeedOptions & { files?: SeedFileWriter } = {}): Promise<void> {
  await seedBase(db, options);
  if (options.demoUsers ?? true) await seedDemo(db, { files: options.files });
}
