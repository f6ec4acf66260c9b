import {
  financialProgramUpdateSchema,
  type InterestMethod,
  lateChargeRateIssue,
  type ProgramDetailSaveInput,
} from '@sewabeli/domain';
import { typedNumber, typedOptionalRate } from '../program-format';
import {
  checkTierRows,
  type StoredTier,
  startRows,
  type TierDraft,
  type TierErrors,
  tierChanges,
} from '../tiers/tier-rows';
import type { ProgramInfoDraft } from './ProgramInfo';

// The program detail's edit mode (collections §2.6): the draft, its check with the domain's rules and the Save.

export interface ProgramEdit {
  info: ProgramInfoDraft;
  rows: TierDraft[];
  /** Messages show once Save was tried, and then follow every change. */
  attempted: boolean;
}

export interface StoredProgram {
  id: number;
  name: string;
  maxTenure: number;
  percentageOnNew: number;
  percentageOnUsed: number;
  interestMethod: InterestMethod;
  lateChargeRate: number | null;
  /** Issue 41: the server's cap on late-payment rates (configuration), checked here for early feedback. */
  lateChargeCap: number;
  tiers: StoredTier[];
}

export type InfoErrors = Partial<Record<keyof ProgramInfoDraft, string>>;

export interface ProgramEditCheck {
  infoErrors: InfoErrors;
  tierErrors: TierErrors;
  overlap: string | null;
  /** The Save, when nothing is wrong. */
  payload: ProgramDetailSaveInput | null;
}

export function startProgramEdit(program: StoredProgram): ProgramEdit {
  return {
    info: {
      name: program.name,
      percentageOnNew: program.percentageOnNew,
      percentageOnUsed: program.percentageOnUsed,
      interestMethod: program.interestMethod,
      lateChargeRate: program.lateChargeRate ?? '',
    },
    rows: startRows(program.tiers),
    attempted: false,
  };
}

export function checkProgramEdit(edit: ProgramEdit, program: StoredProgram): ProgramEditCheck {
  const info = financialProgramUpdateSchema.safeParse({
    id: program.id,
    name: edit.info.name,
    maxTenure: program.maxTenure,
    percentageOnNew: typedNumber(edit.info.percentageOnNew),
    percentageOnUsed: typedNumber(edit.info.percentageOnUsed),
    interestMethod: edit.info.interestMethod,
    lateChargeRate: typedOptionalRate(edit.info.lateChargeRate),
  });
  const infoErrors: InfoErrors = {};
  for (const issue of info.error?.issues ?? [])
    infoErrors[issue.path[0] as keyof ProgramInfoDraft] ??= issue.message;
  // A program's rate is the default of agreements whose goods are not known yet: held to the Act's cap.
  const capIssue = info.success
    ? lateChargeRateIssue(info.data.lateChargeRate ?? null, program.lateChargeCap, true)
    : null;
  if (capIssue) infoErrors.lateChargeRate ??= capIssue;
  const { errors: tierErrors, overlap } = checkTierRows(edit.rows, program.id);
  const clean = info.success && !capIssue && Object.keys(tierErrors).length === 0 && !overlap;
  const payload = clean ? { ...info.data, tiers: tierChanges(edit.rows, program.tiers, program.id) } : null;
  return { infoErrors, tierErrors, overlap, payload };
}
