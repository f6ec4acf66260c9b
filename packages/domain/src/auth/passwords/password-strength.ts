import {
  containsUsername,
  isCommonPassword,
  isMostlyOneCharacter,
  meetsPasswordRules,
  PASSWORD_RULE_HINT,
  passwordGuessForms,
} from './credential-rules';

/**
 * Issue 28: a new password's strength is judged by a kept estimator (zxcvbn-ts) rather than by rules of our own.
 * The domain stays pure (zod and itself): it holds the rule (`newPasswordIssue`), the words it adds to the
 * estimator's dictionaries and the options it is built with; the estimator is injected, built by the api (once, at
 * first use) and by the web (only on the screens that set a password, its dictionaries loaded then: never on
 * sign-in) from @zxcvbn-ts/core and the language packs. Sign-in never judges strength: a password set before these
 * rules still signs in, until its owner changes it.
 */

/** The product's and the company's words, refused inside a password however they are decorated. */
export const PRODUCT_NAME = 'sewabeli';
export const PRODUCT_WORDS = [
  PRODUCT_NAME,
  'sewa',
  'beli',
  'sewabelian',
  'hirepurchase',
  'hire',
  'purchase',
  'ansuran',
  'pembiayaan',
  'kredit',
  'backoffice',
  'financier',
] as const;

/**
 * Words of where the product is used that the English dictionaries miss: Malaysia's places and its most given
 * names, which people put in passwords as they put 'London' or 'Michael'.
 */
export const LOCAL_WORDS = [
  'malaysia',
  'kualalumpur',
  'kuala',
  'lumpur',
  'selangor',
  'johor',
  'johorbahru',
  'penang',
  'pulaupinang',
  'kedah',
  'kelantan',
  'terengganu',
  'pahang',
  'perak',
  'ipoh',
  'melaka',
  'negerisembilan',
  'seremban',
  'sabah',
  'sarawak',
  'kuching',
  'kotakinabalu',
  'putrajaya',
  'cyberjaya',
  'petaling',
  'shahalam',
  'klang',
  'muhammad',
  'mohamed',
  'mohammad',
  'mohd',
  'ahmad',
  'abdul',
  'abdullah',
  'siti',
  'nurul',
  'aisyah',
  'aminah',
  'fatimah',
  'ismail',
  'ibrahim',
  'hassan',
  'hussein',
  'rahman',
  'razak',
  'hafiz',
  'azman',
  'wei',
  'ming',
  'tan',
  'lim',
  'wong',
  'chong',
  'ng',
  'kumar',
  'raj',
  'devi',
  'ramasamy',
  'muthu',
] as const;

/** A password must reach this score (0 to 4): "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_HAS_USERNAME = 'The password must not contain the username';
export const PASSWORD_HAS_NAME = "The password must not contain the person's name";
export const PASSWORD_HAS_PRODUCT = "The password must not contain the product's name";
export const PASSWORD_TOO_GUESSABLE = 'This password is too easy to guess';
export const PASSWORD_COMMON = 'This is a commonly used password';
export const PASSWORD_GUESS_HINT = 'Add another word or two; uncommon words are better';

export interface PasswordEstimate {
  score: number;
  warning: string | null;
  suggestions: readonly string[];
}

/** Judges a password knowing the words of the person it is for (name, username). */
export type PasswordEstimator = (password: string, personalWords: readonly string[]) => PasswordEstimate;

/** What the language packs @zxcvbn-ts/language-common and @zxcvbn-ts/language-en export (only what is used). */
export interface PasswordLanguagePacks {
  common: { dictionary: Record<string, string[]>; adjacencyGraphs: unknown };
  en: { dictionary: Record<string, string[]>; translations: unknown };
}

/**
 * The options of zxcvbn-ts's `ZxcvbnFactory`: the common and English dictionaries, the keyboard layouts, and this
 * product's and place's words.
 */
export function passwordEstimatorOptions(packs: PasswordLanguagePacks) {
  return {
    translations: packs.en.translations,
    graphs: packs.common.adjacencyGraphs,
    dictionary: {
      ...packs.common.dictionary,
      ...packs.en.dictionary,
      sewabeli: [...PRODUCT_WORDS, ...LOCAL_WORDS],
    },
  };
}

/** What zxcvbn-ts's `check` answers (only what is used). */
export interface PasswordCheckResult {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

/** The estimator the rule takes, from a `ZxcvbnFactory`'s check built with `passwordEstimatorOptions`. */
export const passwordEstimatorOf =
  (check: (password: string, userInputs: string[]) => PasswordCheckResult): PasswordEstimator =>
  (password, personalWords) => {
    const result = check(password, [...personalWords]);
    return {
      score: result.score,
      warning: result.feedback.warning || null,
      suggestions: result.feedback.suggestions,
    };
  };

/** The parts of a person's name long enough to mean something ('Tan Wei Ming' -> tan, wei, ming). */
const namePartsOf = (name: string | null | undefined) =>
  (name ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= 3);

const containsAny = (password: string, words: readonly string[]) => {
  const forms = passwordGuessForms(password);
  return words.some((word) => forms.some((form) => form.includes(word)));
};

/**
 * Why a new password is refused, or null: the spec's rule first, then the person's username and name and the
 * product's name (in any case, with look-alike characters read as letters), then what a guesser tries first
 * (the common list, one repeated character) and finally the estimator's score. The message is what the person
 * reads, as they type (web) and in the server's refusal.
 */
export function newPasswordIssue(
  password: string,
  person: { name?: string | null; username?: string | null },
  estimate: PasswordEstimator,
): string | null {
  if (!meetsPasswordRules(password)) return PASSWORD_RULE_HINT;
  const username = person.username?.normalize('NFKC').trim().toLowerCase() ?? '';
  if (containsUsername(password, username) || (username.length >= 3 && containsAny(password, [username])))
    return PASSWORD_HAS_USERNAME;
  const nameParts = namePartsOf(person.name);
  if (containsAny(password, nameParts)) return PASSWORD_HAS_NAME;
  if (containsAny(password, [PRODUCT_NAME])) return PASSWORD_HAS_PRODUCT;
  if (isCommonPassword(password) || isMostlyOneCharacter(password))
    return `${PASSWORD_TOO_GUESSABLE}: ${PASSWORD_COMMON.toLowerCase()}`;
  // The password as typed and bare (lower case, no special characters): a guesser tries both, so both must hold.
  const words = [...nameParts, ...(username ? [username] : [])];
  const bare = password
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  const [typed, stripped] = [estimate(password, words), estimate(bare, words)];
  const result = typed.score <= stripped.score ? typed : stripped;
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.warning ?? result.suggestions[0] ?? PASSWORD_GUESS_HINT;
  return `${PASSWORD_TOO_GUESSABLE}: ${why.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase())}`;
}
