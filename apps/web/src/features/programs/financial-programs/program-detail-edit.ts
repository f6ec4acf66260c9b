import {
  financialProgramUpdateSchema,
  type InterestMethod,
  type ProgramDetailSaveInput,
} from '@sewabeli/domain';
import { typedNumber } from '../program-format';
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
  });
  const infoErrors: InfoErrors = {};
  for (const issue of info.error?.issues ?? [])
    infoErrors[issue.path[0] as keyof ProgramInfoDraft] ??= issue.message;
  const { errors: tierErrors, overlap } = checkTierRows(edit.rows, program.id);
  const clean = info.success && Object.keys(tierErrors).length === 0 && !overlap;
  const payload = clean ? { ...info.data, tiers: tierChanges(edit.rows, program.tiers, program.id) } : null;
  return { infoErrors, tierErrors, overlap, payload };
}
