import type { Db } from '@sewabeli/db';
import { type PrepaymentPlan, senToRinggit } from '@sewabeli/domain';
import { namedId, newApplication, newHirer, newOrderLine } from '../../testing/factories';

export interface FixtureLine {
  /** Ringgit per unit. */
  cost: number;
  /** Percent of cost financed. */
  financed: number;
  interestRate: number;
  tenureYears: number;
  quantity: number;
  prepayment: PrepaymentPlan;
  insuranceRate: number;
}

export const EXCAVATOR_LINE: FixtureLine = {
  cost: 250_000,
  financed: 90,
  interestRate: 3.8,
  tenureYears: 5,
  quantity: 2,
  prepayment: [1, 1],
  insuranceRate: 1.25,
};

/**
 * An application at the end of the approval chain (seq 7, all four positions approved), with a guarantor, a
 * witness and order lines whose figures packages/domain computed (decisions §3), as the Product step saves them.
 * Generation is then requested by the test (or by the approval under test).
 */
export async function insertApprovedApplication(
  db: Db,
  options: { hirer?: string; lines?: FixtureLine[]; progressId?: number } = {},
): Promise<{ applicantId: number; lineIds: number[] }> {
  const hirerId = await newHirer(db, options.hirer ?? 'Kuari Bukit Tinggi Sdn Bhd');
  const applicantId = await newApplication(db, hirerId);
  const progressId = options.progressId ?? 7;
  await db
    .updateTable('applicant')
    .set({
      progressId,
      lockStatus: 1,
      status1: 1,
      status2: 1,
      status3: 1,
      status4: progressId >= 7 ? 1 : null,
    })
    .where('id', '=', applicantId)
    .execute();
  const owner = await db.selectFrom('user').select('id').orderBy('id').executeTakeFirstOrThrow();
  const file = await db
    .insertInto('storedFile')
    .values({
      storageKey: `fixture-ic-${applicantId}.png`,
      originalName: 'ic.png',
      mimeType: 'image/png',
      sizeBytes: 1,
      createdBy: owner.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('applicantGuarantor')
    .values({ applicantId, name: 'Lim Chee Keong', identityNo: '740312-10-5531', fileId: file.id })
    .execute();
  await db
    .insertInto('applicantWitness')
    .values({
      applicantId,
      name: 'Siti Aminah binti Yusof',
      identityNo: '880101-14-5678',
      designation: 'Company Secretary',
    })
    .execute();
  const brandId = await namedId(db, 'brand', 'Excavator');
  const vendorId = await namedId(db, 'vendor', 'Kubota Malaysia Sdn Bhd');
  const lineIds: number[] = [];
  for (const [index, line] of (options.lines ?? [EXCAVATOR_LINE]).entries()) {
    // One model per line: a model and condition appear once per application (origination §5).
    const product = await db
      .insertInto('product')
      .values({ name: `PC${200 + index * 10}-${applicantId}`, brandId, cost: senToRinggit(line.cost * 100) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cost = line.cost * 100;
    const id = await newOrderLine(db, {
      applicantId,
      hirerId,
      brandId,
      productId: product.id,
      vendorId,
      quantity: line.quantity,
      manufactureYear: 2026,
      engine: 'SAA6D107E-3',
      chassis: `KMTPC${applicantId}X`,
      cost: senToRinggit(cost),
      loanAmount: senToRinggit(Math.round((cost * line.financed) / 100)),
      tenure: line.tenureYears,
      interestRate: line.interestRate,
      insuranceRate: line.insuranceRate,
      prepayment: line.prepayment,
    });
    lineIds.push(id);
  }
  return { applicantId, lineIds };
}
