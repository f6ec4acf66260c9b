import {
  financialProgramTierSchema,
  formatMoney,
  type ProgramDetailSaveInput,
  TIERS_OVERLAP,
  tiersOverlap,
} from '@sewabeli/domain';
import { typedNumber, typedSen } from '../program-format';

// The program detail's tier rows while they are edited (collections §2.6): each existing row can be marked
// deleted and undone, and one blank row at the end takes a new tier; once it gets a name, another blank row
// appears. Rows are checked with the domain's tier schema, the same rules the server applies.

export interface StoredTier {
  id: number;
  name: string;
  minScore: number;
  maxScore: number;
  riskLevel: string;
  minInterestRate: number;
  maxInterestRate: number;
  maxTenure: number;
  /** sen */
  maxCapped: number;
}

export interface TierDraft {
  key: string;
  id: number | null;
  name: string;
  minScore: number | string;
  maxScore: number | string;
  riskLevel: string | null;
  minInterestRate: number | string;
  maxInterestRate: number | string;
  maxTenure: string | null;
  /** Ringgit as typed. */
  maxCapped: string;
  deleted: boolean;
}

export type TierField = Exclude<keyof TierDraft, 'key' | 'id' | 'deleted'>;
export type TierErrors = Record<string, Partial<Record<TierField, string>>>;

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export function draftOf(tier: StoredTier): TierDraft {
  return {
    key: `tier-${tier.id}`,
    id: tier.id,
    name: tier.name,
    minScore: tier.minScore,
    maxScore: tier.maxScore,
    riskLevel: tier.riskLevel,
    minInterestRate: tier.minInterestRate,
    maxInterestRate: tier.maxInterestRate,
    maxTenure: String(tier.maxTenure),
    maxCapped: formatMoney(tier.maxCapped),
    deleted: false,
  };
}

export function blankTier(): TierDraft {
  return {
    key: newKey(),
    id: null,
    name: '',
    minScore: '',
    maxScore: '',
    riskLevel: null,
    minInterestRate: '',
    maxInterestRate: '',
    maxTenure: null,
    maxCapped: '',
    deleted: false,
  };
}

export function isBlankTier(row: TierDraft): boolean {
  return (
    row.id === null &&
    !row.name.trim() &&
    row.minScore === '' &&
    row.maxScore === '' &&
    !row.riskLevel &&
    row.minInterestRate === '' &&
    row.maxInterestRate === '' &&
    !row.maxTenure &&
    !row.maxCapped.trim()
  );
}

/** Drops new rows left fully empty (except the last) and keeps exactly one blank row at the end. */
export function tidyTierRows(rows: readonly TierDraft[]): TierDraft[] {
  const kept = rows.filter((row, index) => index === rows.length - 1 || !isBlankTier(row));
  const last = kept[kept.length - 1];
  if (!last || !isBlankTier(last)) kept.push(blankTier());
  return kept;
}

export function startRows(tiers: readonly StoredTier[]): TierDraft[] {
  return tidyTierRows(tiers.map(draftOf));
}

/** The rows that will exist after the Save: not deleted and not blank. */
const liveRows = (rows: readonly TierDraft[]) => rows.filter((row) => !row.deleted && !isBlankTier(row));

function inputOf(row: TierDraft, financialProgramId: number) {
  return {
    financialProgramId,
    name: row.name,
    minScore: typedNumber(row.minScore),
    maxScore: typedNumber(row.maxScore),
    riskLevel: row.riskLevel ?? '',
    minInterestRate: typedNumber(row.minInterestRate),
    maxInterestRate: typedNumber(row.maxInterestRate),
    maxTenure: typedNumber(row.maxTenure),
    maxCapped: row.maxCapped.trim() ? typedSen(row.maxCapped) : 0,
  };
}

/** Field messages per row key, and the overlap message for the whole table (or null). */
export function checkTierRows(
  rows: readonly TierDraft[],
  financialProgramId: number,
): { errors: TierErrors; overlap: string | null } {
  const errors: TierErrors = {};
  const parsed = [];
  for (const row of liveRows(rows)) {
    const result = financialProgramTierSchema.safeParse(inputOf(row, financialProgramId));
    if (result.success) {
      parsed.push(result.data);
      continue;
    }
    const rowErrors: Partial<Record<TierField, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as TierField;
      rowErrors[field] ??= issue.message;
    }
    errors[row.key] = rowErrors;
  }
  const overlap = Object.keys(errors).length === 0 && tiersOverlap(parsed) ? TIERS_OVERLAP : null;
  return { errors, overlap };
}

const sameTier = (a: StoredTier, b: ReturnType<typeof financialProgramTierSchema.parse>) =>
  a.name === b.name &&
  a.minScore === b.minScore &&
  a.maxScore === b.maxScore &&
  a.riskLevel === b.riskLevel &&
  a.minInterestRate === b.minInterestRate &&
  a.maxInterestRate === b.maxInterestRate &&
  a.maxTenure === b.maxTenure &&
  a.maxCapped === b.maxCapped;

/** The tier part of the Save: new and changed rows, and the ids of rows marked deleted. Call after checking. */
export function tierChanges(
  rows: readonly TierDraft[],
  stored: readonly StoredTier[],
  financialProgramId: number,
): ProgramDetailSaveInput['tiers'] {
  const byId = new Map(stored.map((tier) => [tier.id, tier]));
  const upserts: ProgramDetailSaveInput['tiers']['upserts'] = [];
  for (const row of liveRows(rows)) {
    const values = financialProgramTierSchema.parse(inputOf(row, financialProgramId));
    const before = row.id === null ? undefined : byId.get(row.id);
    if (before && sameTier(before, values)) continue;
    upserts.push({ ...values, id: row.id });
  }
  const deletes = rows.filter((row) => row.deleted && row.id !== null).map((row) => row.id as number);
  return { upserts, deletes };
}
