import type { Db } from '../client';
import { seedDemoApplicationAssessments } from './demo-application-assessments';
import { seedDemoApplicationProducts } from './demo-application-products';
import { type SeedFileWriter, seedDemoApplications } from './demo-applications';
import { seedDemoApprovals } from './demo-approvals';
import { seedDemoAssets } from './demo-assets';
import { seedDemoBankStatements } from './demo-bank-statements';
import { seedDemoClients } from './demo-clients';
import { seedDemoCollections } from './demo-collections';
import { seedDemoPrograms } from './demo-programs';

/**
 * Demonstration business data (companies, assets, vendors, programs, applications...). Extension point: each
 * area adds its rows here, idempotently (look a row up by its natural key before inserting it), relying on the
 * users and resources of seedBase, which always runs first. Nothing yet.
 */
export async function seedDemo(db: Db, options: { files?: SeedFileWriter } = {}): Promise<void> {
  // Asset types, assets and vendors first: the companies' agreements refer to them by name.
  await seedDemoAssets(db);
  // Programs (tiers, factors, attributes) and the criteria catalogue: applications are filed under a program.
  await db.transaction().execute((trx) => seedDemoPrograms(trx));
  // Companies, directorships, extra staff, and agreements on the assets, vendors and programs above.
  await seedDemoClients(db);
  // The collection book: settled, partly paid, non-performing and rescheduled agreements, a second Superadmin.
  await seedDemoCollections(db);
  // Two bank accounts and last week's statement of the collection book's hirers, to import (issue 31).
  await seedDemoBankStatements(db, options.files);
  // Submitted applications waiting at each approval position, and one rejected (issue 11).
  await seedDemoApprovals(db);
  // Applications in progress at every wizard step, with documents (written through `options.files`), guarantors
  // and witnesses.
  await seedDemoApplications(db, options.files);
  // Score cards and SRC reports of the applications above (and of the wizard's demo applications, if seeded).
  await seedDemoApplicationAssessments(db);
  // Order lines for the applications at the Product step or beyond that have none: keep after the applications.
  await db.transaction().execute((trx) => seedDemoApplicationProducts(trx));
  void db;
}
