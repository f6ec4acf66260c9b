import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/resource/profile/Bank?x=1', '/resource/profile/Bank?x=1'],
    ['/application/pending/12', '/application/pending/12'],
    [null, '/dashboard/default'],
    ['', '/dashboard/default'],
    ['/', '/dashboard/default'],
    ['/login', '/dashboard/default'],
    ['/login?redirect=/x', '/dashboard/default'],
    ['//evil.example/path', '/dashboard/default'],
    ['/\\evil.example', '/dashboard/default'],
    ['https://evil.example', '/dashboard/default'],
    ['javascript:alert(1)', '/dashboard/default'],
  ])('%j -> %j', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });
});

describe('loginPathFor', () => {
  it('keeps the deep link in ?redirect=', () => {
    expect(loginPathFor('/resource/profile/Bank Type')).toBe(
      '/login?redirect=%2Fresource%2Fprofile%2FBank%20Type',
    );
  });
  it('needs no parameter for the dashboard', () => {
    expect(loginPathFor('/dashboard/default')).toBe('/login');
  });
});
