import { z } from 'zod';

/**
 * Issue 29: the spotlight (Ctrl+K or '/' from any screen) finds companies, applications, agreements and, for
 * those who manage users, staff, by what a person has at hand: a name, a registration, HP or chassis number, an
 * application's id.
 */
export const SPOTLIGHT_MIN_TERM = 2;
/** Hits shown per group; the lists behind each group page the rest. */
export const SPOTLIGHT_GROUP_LIMIT = 5;
/** Records kept in 'Recent' (most recent first). */
export const SPOTLIGHT_RECENT_LIMIT = 8;

export const spotlightQuerySchema = z.object({
  term: z.string().trim().min(SPOTLIGHT_MIN_TERM).max(100),
});
export type SpotlightQuery = z.infer<typeof spotlightQuerySchema>;

export const SPOTLIGHT_KINDS = ['company', 'application', 'agreement', 'user'] as const;
export type SpotlightKind = (typeof SPOTLIGHT_KINDS)[number];

export const SPOTLIGHT_GROUP_LABELS: Record<SpotlightKind, string> = {
  company: 'Companies',
  application: 'Applications',
  agreement: 'Agreements',
  user: 'Users',
};

export const spotlightHitSchema = z.object({
  kind: z.enum(SPOTLIGHT_KINDS),
  id: z.number().int().positive(),
  /** The line a person recognises: company name, HP number, staff name. */
  title: z.string(),
  /** What else identifies it: registration number, progress, company, username. */
  detail: z.string(),
});
export type SpotlightHit = z.infer<typeof spotlightHitSchema>;

export const spotlightAnswerSchema = z.object({ hits: z.array(spotlightHitSchema) });

/** The screen a hit opens (routes.tsv): each record's own profile. */
export function spotlightPath(hit: Pick<SpotlightHit, 'kind' | 'id'>): string {
  switch (hit.kind) {
    case 'company':
      return `/company/profile/${hit.id}`;
    case 'application':
      return `/application/pending/${hit.id}`;
    case 'agreement':
      return `/application/master/profile/${hit.id}`;
    case 'user':
      return `/user/profile/${hit.id}`;
  }
}

/** The `like` pattern of a term: lower-cased, its wildcards taken literally, matched anywhere. */
export function spotlightPattern(term: string): string {
  return `%${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Issue 41: an HP number is found however it is typed: 'SB/HP/2024/0905', 'sbhp20240905', 'SB HP 2024 0905'. Its
 * key is its letters and digits alone, lower-cased. The SQL search compares the same key of the stored HP number
 * (packages/db read-models/search-texts.ts `hpNoKeySql`, the same rule, checked against this one on PostgreSQL).
 */
export function hpNoKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Fewer letters and digits than this is no HP number (a plain 'sb' or '09' is left to the other searches). */
export const HP_KEY_MIN_LENGTH = 4;

/**
 * The `like` pattern of a term's HP key, or null when the term cannot be part of an HP number: fewer than four
 * letters and digits, or no digit at all (a company's name is not looked up among the HP numbers).
 */
export function spotlightHpPattern(term: string): string | null {
  const key = hpNoKey(term);
  if (key.length < HP_KEY_MIN_LENGTH || !/\d/.test(key)) return null;
  return `%${key}%`;
}

/** A term that is an application's number ('1234' or '#1234') also finds that application by id. */
export function spotlightApplicationId(term: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(term.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/** The 'Recent' list after opening `hit`: it first, no record twice, at most SPOTLIGHT_RECENT_LIMIT. */
export function rememberRecent(recent: readonly SpotlightHit[], hit: SpotlightHit): SpotlightHit[] {
  const others = recent.filter((item) => item.kind !== hit.kind || item.id !== hit.id);
  return [hit, ...others].slice(0, SPOTLIGHT_RECENT_LIMIT);
}

/** Recent items read back from storage: whatever does not parse is dropped, never shown. */
export function parseRecent(stored: unknown): SpotlightHit[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .flatMap((item) => {
      const parsed = spotlightHitSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, SPOTLIGHT_RECENT_LIMIT);
}
