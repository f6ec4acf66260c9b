import { dictionary } from '@zxcvbn-ts/language-common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone } from '../../common/contact-rules';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';
import {
  containsUsername,
  isCommonPassword,
  isMostlyOneCharacter,
  isValidPassword,
  isValidUsername,
  meetsPasswordRules,
  normaliseUsername,
} from './credential-rules';

describe('clients-and-reference-data.md §5/§9 password: min 8, one capital, one special', () => {
  it.each([
    ['Passw0rd!', true],
    ['Abcdefg#', true],
    ['Abcdef#', false],
    ['abcdefg#', false],
    ['Abcdefgh1', false],
    ['Abcdefg ', false],
    ['Äbcdefg#', true],
    ['äbcdefgé', false],
    ['äbcdefg#', false],
  ])('%j valid: %s', (password, valid) => {
    expect(meetsPasswordRules(password)).toBe(valid);
  });
});

describe('issue 9 / ASVS 6.2: passwords that meet the letter of the spec but not its purpose', () => {
  it.each<[string, string | null, boolean, string]>([
    ['AAAAAAA!', null, false, 'one repeated character'],
    ['aaaaAAA!', null, false, 'one character in either case'],
    [`A!${' '.repeat(6)}`, null, false, 'mostly spaces'],
    ['A! \t \t  ', null, false, 'mostly whitespace of any kind'],
    ['PASSWORD!', null, false, 'a common password in capitals with a special character'],
    ['Password1!', null, false, 'a common password with a digit and a special character'],
    ['P@ssw0rd!', null, false, 'a common password in look-alike characters'],
    ['Qwerty123!', null, false, 'a keyboard walk'],
    ['Iloveyou!', null, false, 'a common phrase'],
    ['Demo@1234', null, false, 'the published demo password'],
    ['Sewabeli#1', null, false, "the product's name"],
    ['Tan.weiming#88', 'tan.weiming', false, 'the username inside it'],
    ['TAN.WEIMING#88', 'tan.weiming', false, 'the username in other case'],
    ['Tan.weiming#88', 'credit.officer', true, "someone else's username"],
    ['Passw0rd!', null, false, "the spec's own example is a common password"],
    ['Abcdefg#', null, true, 'the other example is not'],
    ['Kereta-Api#Biru', null, true, 'an ordinary passphrase'],
    ['Passw0rd!Kuching88', null, true, 'a common word inside a longer password'],
    ['Aa!aaaaB', null, false, 'five of eight the same'],
    ['Aa!aabcd', null, true, 'four of eight the same'],
  ])('%j (username %j) valid: %s — %s', (password, username, valid) => {
    expect(isValidPassword(password, username)).toBe(valid);
  });

  it('ships exactly the 10,000 most common passwords of @zxcvbn-ts/language-common', () => {
    const shipped = COMMON_PASSWORDS_TEXT.split('\n');
    expect(shipped).toEqual(dictionary['passwords-common'].slice(0, 10_000));
  });

  it('every shipped common password, dressed up to meet the spec, is still refused', () => {
    const shipped = COMMON_PASSWORDS_TEXT.split('\n');
    fc.assert(
      fc.property(fc.constantFrom(...shipped), fc.constantFrom('!', '#', '@', '.'), (word, special) => {
        expect(isCommonPassword(`${word.toUpperCase()}${special}`)).toBe(true);
        expect(isValidPassword(`${word.charAt(0).toUpperCase()}${word.slice(1)}${special}`)).toBe(false);
      }),
    );
  });

  it('a password with more than half one character is refused whatever else it holds', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 0, maxLength: 7 }),
        fc.constantFrom('A', 'a', ' ', '!', '7'),
        (rest, char) => {
          const password = `${char.repeat(rest.length + 1)}${rest}`;
          expect(isMostlyOneCharacter(password)).toBe(true);
          expect(isValidPassword(password)).toBe(false);
        },
      ),
    );
  });

  it('a password containing the username is refused however it is decorated', () => {
    const username = fc.stringMatching(/^[a-z0-9._-]{6,12}$/);
    fc.assert(
      fc.property(
        username,
        fc.string({ maxLength: 5 }),
        fc.string({ maxLength: 5 }),
        (name, before, after) => {
          expect(containsUsername(`${before}${name.toUpperCase()}${after}`, name)).toBe(true);
          expect(isValidPassword(`${before}X!${name}${after}`, name)).toBe(false);
        },
      ),
    );
  });

  it('whatever the extra rules refuse, a password they accept still meets the spec', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.option(fc.string({ maxLength: 12 })),
        (password, username) => {
          if (isValidPassword(password, username)) expect(meetsPasswordRules(password)).toBe(true);
        },
      ),
    );
  });
});

describe('clients-and-reference-data.md §5/§9 username: longer than 5', () => {
  it.each([
    ['abcdef', true],
    ['abcde', false],
    ['abc def', false],
    ['ali.hassan', true],
    ['ali_hassan-2', true],
    ['supеradmin', false], // Cyrillic е
    ['super\u200badmin', false], // zero-width space
    ['\u200bsuperadmin', false],
    ['superadmin\u200d', false], // zero-width joiner
    ['ｓｕｐｅｒａｄｍｉｎ', true], // full-width, normalised to 'superadmin'
    ['ali@hassan', false],
    ['ali\thassan', false],
  ])('%j valid: %s', (username, valid) => {
    expect(isValidUsername(username)).toBe(valid);
  });

  it('normalises with NFKC: the full-width form is the plain name', () => {
    expect(normaliseUsername(' ｓｕｐｅｒａｄｍｉｎ ')).toBe('superadmin');
  });

  it('accepts a name only when its normal form is plain ASCII letters, digits and . _ -', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20, unit: 'grapheme' }), (name) => {
        if (isValidUsername(name)) expect(normaliseUsername(name)).toMatch(/^[A-Za-z0-9._-]{6,}$/);
      }),
    );
  });
});

describe('origination.md §5 contact phone (7-12 digits or hyphens) and email', () => {
  it.each([
    ['0123456', true],
    ['012-345-6789', true],
    ['012345678901', true],
    ['0123456789012', false],
    ['012345', false],
    ['+60123456', false],
    ['012 3456789', false],
  ])('phone %j valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it.each([
    ['a@b.my', true],
    ['first.last@company.com.my', true],
    ['a@b', false],
    ['a b@c.my', false],
    ['@c.my', false],
  ])('email %j valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});
