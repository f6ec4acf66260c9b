import type { Db } from '@sewabeli/db';
import type { InterestMethod, Sen } from '@sewabeli/domain';
import { ringgitToSen } from '@sewabeli/domain';
import { notFound } from '../../../../lib/errors';
import * as repo from './product.repository';

/** The program and tier that bound a line: read here for the step, the rules and the calculator. */

export interface StepProgram {
  id: number;
  name: string;
  percentageOnNew: number;
  percentageOnUsed: number;
  /** Sen; 0 is no cap. */
  maxCapped: Sen;
  maxTenure: number;
  /** Issue 14: the method a line added under this program takes and keeps. */
  interestMethod: InterestMethod;
  /** Issue 41: the late-payment rate (percent p.a.) a line added under this program starts with; null: none. */
  lateChargeRate: number | null;
}

export interface StepTier {
  id: number;
  name: string;
  riskLevel: string;
  minInterestRate: number;
  maxInterestRate: number;
  maxTenure: number;
  /** Sen; 0 is no cap. */
  maxCapped: Sen;
}

export async function programOf(db: Db, id: number): Promise<StepProgram> {
  const row = await repo.findProgram(db, id);
  if (!row) throw notFound('Financial program not found');
  return {
    id: row.id,
    name: row.name,
    percentageOnNew: Number(row.percentageOnNew),
    percentageOnUsed: Number(row.percentageOnUsed),
    maxCapped: ringgitToSen(row.maxCapped),
    maxTenure: row.maxTenure,
    interestMethod: row.interestMethod,
    lateChargeRate: row.lateChargeRate === null ? null : Number(row.lateChargeRate),
  };
}

export async function tierOf(db: Db, id: number | null): Promise<StepTier | null> {
  if (id === null) return null;
  const row = await repo.findTier(db, id);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    riskLevel: row.riskLevel,
    minInterestRate: Number(row.minInterestRate),
    maxInterestRate: Number(row.maxInterestRate),
    maxTenure: row.maxTenure,
    maxCapped: ringgitToSen(row.maxCapped),
  };
}
