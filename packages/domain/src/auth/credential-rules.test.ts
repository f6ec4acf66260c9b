import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone } from '../common/contact-rules';
import { isValidPassword, isValidUsername } from './credential-rules';

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
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe('clients-and-reference-data.md §5/§9 username: longer than 5', () => {
  it.each([
    ['abcdef', true],
    ['abcde', false],
    ['abc def', false],
    ['ali.hassan', true],
  ])('%j valid: %s', (username, valid) => {
    expect(isValidUsername(username)).toBe(valid);
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
