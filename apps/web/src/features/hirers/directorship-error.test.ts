import { describe, expect, it } from 'vitest';
import { directorshipErrorMessage, originationContactErrorMessage } from './directorship-error';

describe('directorship save errors (clients §8)', () => {
  it.each([
    ['Phone number is not valid', 'phone', 'Phone is not valid, it require a valid phone number'],
    ['Email is not valid', 'email', 'Email is not valid, it require a valid email address'],
    ['invalid e-mail address', 'email', 'Email is not valid, it require a valid email address'],
    [
      'A director with this identity number is already listed for this company',
      null,
      'A director with this identity number is already listed for this company',
    ],
  ])('%s -> %s', (server, field, message) => {
    expect(directorshipErrorMessage(server)).toEqual({ field, message });
  });
});

describe('originationContactErrorMessage (origination §5, the wizard’s Directorship modal)', () => {
  it('words phone and email as the wizard does and keeps other messages', () => {
    expect(originationContactErrorMessage('Phone number is not valid')).toEqual({
      field: 'phone',
      message: 'Phone number is not valid',
    });
    expect(originationContactErrorMessage('Email is not valid')).toEqual({
      field: 'email',
      message: 'Email is not valid',
    });
    expect(originationContactErrorMessage('Company not found')).toEqual({
      field: null,
      message: 'Company not found',
    });
  });
});
