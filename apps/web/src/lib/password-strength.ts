import {
  newPasswordIssue,
  type PasswordEstimator,
  type PasswordLanguagePacks,
  passwordEstimatorOf,
  passwordEstimatorOptions,
} from '@sewabeli/domain';
import { type OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { useEffect, useMemo, useState } from 'react';

let loading: Promise<PasswordEstimator> | undefined;

/**
 * Issue 28: the estimator's dictionaries (about 800 kB gzipped) load only on a screen that sets a password, one
 * file per chunk (every chunk stays under the bundle budget), and never on sign-in. The server judges again.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs'),
    import('@zxcvbn-ts/language-common/dist/passwords.json.mjs'),
    import('@zxcvbn-ts/language-common/dist/diceware.json.mjs'),
    import('@zxcvbn-ts/language-en/dist/commonWords.json.mjs'),
    import('@zxcvbn-ts/language-en/dist/firstnames.json.mjs'),
    import('@zxcvbn-ts/language-en/dist/lastnames.json.mjs'),
    import('@zxcvbn-ts/language-en/dist/wikipedia.json.mjs'),
    import('@zxcvbn-ts/language-en/dist/wordSequences.json.mjs'),
    import('@zxcvbn-ts/language-en/dist/translations.mjs'),
  ]).then(
    ([
      graphs,
      passwords,
      diceware,
      commonWords,
      firstnames,
      lastnames,
      wikipedia,
      sequences,
      translations,
    ]) => {
      const packs: PasswordLanguagePacks = {
        common: {
          adjacencyGraphs: graphs.default,
          dictionary: { 'passwords-common': passwords.default, 'diceware-common': diceware.default },
        },
        en: {
          translations: translations.default,
          dictionary: {
            'commonWords-en': commonWords.default,
            'firstnames-en': firstnames.default,
            'lastnames-en': lastnames.default,
            'wikipedia-en': wikipedia.default,
            ...(sequences.default as Record<string, string[]>),
          },
        },
      };
      const zxcvbn = new ZxcvbnFactory(passwordEstimatorOptions(packs) as OptionsType);
      return passwordEstimatorOf((password, words) => zxcvbn.check(password, words));
    },
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Why the new password being typed would be refused (the domain's reason, the server's too), or null; null also
 * while the dictionaries load and for an empty field.
 */
export function usePasswordIssue(
  password: string,
  person: { name?: string | null; username?: string | null },
): string | null {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null);
  useEffect(() => {
    let live = true;
    loadPasswordEstimator().then(
      (loaded) => live && setEstimator(() => loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  const { name, username } = person;
  return useMemo(
    () => (password && estimator ? newPasswordIssue(password, { name, username }, estimator) : null),
    [password, name, username, estimator],
  );
}
