import { type OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_HINT } from './credential-rules';
import {
  newPasswordIssue,
  PASSWORD_HAS_NAME,
  PASSWORD_HAS_PRODUCT,
  PASSWORD_HAS_USERNAME,
  PASSWORD_TOO_GUESSABLE,
  passwordEstimatorOf,
  passwordEstimatorOptions,
} from './password-strength';

const zxcvbn = new ZxcvbnFactory(passwordEstimatorOptions({ common, en }) as OptionsType);
const estimate = passwordEstimatorOf((password, words) => zxcvbn.check(password, words));
const nobody = { name: 'Nur Aisyah Binti Kamal', username: 'aisyah.kamal' };

/** Issue 28: the patterns people reach for when told "a capital and a special character", all meeting that rule. */
const COMMON_PATTERNS = [
  'Abcdefg!',
  'Qwerty!23',
  'Password1!',
  'P@ssw0rd',
  'Welcome@123',
  'Abcd@1234',
  'Admin@123',
  'Admin@2024',
  'Qwerty@123',
  'Asdf@1234',
  'Zxcvbnm!1',
  'Qazwsx@123',
  '1qaz@WSX',
  'Password@2025',
  'Passw0rd!',
  'Welcome1!',
  'Welcome#2026',
  'Letmein!1',
  'Iloveyou!',
  'Sunshine@1',
  'Football!1',
  'Monkey@123',
  'Dragon@123',
  'Master@123',
  'Michael1985!',
  'Jennifer@1990',
  'Ahmad@1988',
  'Siti@2000',
  'Mohamed#1975',
  'Robert2024!',
  'January@2026',
  'December#25',
  'Summer@2026',
  'Monday@123',
  'Malaysia@123',
  'Kualalumpur@1',
  'Changeme@1',
  'Test@1234',
  'Secret@123',
  'Hello@123',
  'Aa123456!',
  'Abc@12345',
  'Qwertyuiop!',
  'Asdfghjkl!',
  '!QAZ2wsx',
  'Zaq1@wsx',
  'Azerty@123',
  'ABCabc123!',
  'Aaaa1111!',
  'Iloveyou@2026',
];

describe('issue 28: a new password is judged by the estimator (score 3 or more)', () => {
  it('lists fifty patterns, each meeting the spec letter of the rule', () => {
    expect(new Set(COMMON_PATTERNS).size).toBe(50);
    for (const password of COMMON_PATTERNS)
      expect(
        newPasswordIssue(password, {}, () => ({ score: 4, warning: null, suggestions: [] })),
        password,
      ).not.toBe(PASSWORD_RULE_HINT);
  });

  it.each(COMMON_PATTERNS)('refuses %j as too easy to guess', (password) => {
    expect(newPasswordIssue(password, nobody, estimate)).toMatch(new RegExp(`^${PASSWORD_TOO_GUESSABLE}`));
  });

  it.each([
    'Kereta-Api#Biru-Laju',
    'purple Elephant sings 7 times!',
    'Gajah#Terbang.Petang',
    'Mv7#kq2!Zr9x',
    'Tiga-Kucing#Makan-Roti',
    'Correct Horse Battery Staple!',
  ])('accepts the strong passphrase %j', (password) => {
    expect(newPasswordIssue(password, nobody, estimate)).toBeNull();
  });

  it.each<[string, { name?: string; username?: string }, string]>([
    ['Aisyah.kamal#Biru-Laju', nobody, PASSWORD_HAS_USERNAME],
    ['AISYAH.KAMAL!river-Stone', nobody, PASSWORD_HAS_USERNAME],
    ['Kamal#Terbang.Petang9', nobody, PASSWORD_HAS_NAME],
    ['K@m@l#Terbang.Petang9', nobody, PASSWORD_HAS_NAME],
    ['Purple-Aisyah!Elephant', nobody, PASSWORD_HAS_NAME],
    ['Sewabeli#Terbang.Petang', nobody, PASSWORD_HAS_PRODUCT],
    ['S3w@b3li!Gajah-Terbang', nobody, PASSWORD_HAS_PRODUCT],
    ['Gajah-SEWABELI!Terbang', {}, PASSWORD_HAS_PRODUCT],
  ])('refuses %j: it holds the person’s or the product’s name', (password, person, message) => {
    expect(newPasswordIssue(password, person, estimate)).toBe(message);
  });

  it('the spec rule comes first, with its hint', () => {
    expect(newPasswordIssue('correct horse battery staple', nobody, estimate)).toBe(PASSWORD_RULE_HINT);
  });

  it('a password the estimator scores under 3 is refused, whatever else it passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), (score) => {
        const issue = newPasswordIssue('Gajah#Terbang.Petang', {}, () => ({
          score,
          warning: null,
          suggestions: [],
        }));
        expect(issue === null).toBe(score >= 3);
      }),
    );
  });
});
