import { DEFAULT_RATE_CAPS } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseRateCaps } from './config';

describe('issue 14 rate caps in the configuration', () => {
  it('defaults to the figures reported for the Hire Purchase (Amendment) Bill 2025', () => {
    expect(loadConfig({}).rateCaps).toEqual(DEFAULT_RATE_CAPS);
  });

  it('reads RATE_CAPS as years:percent bands, the last one open-ended', () => {
    expect(loadConfig({ RATE_CAPS: '3:18, 5:17,*:15.5' }).rateCaps).toEqual([
      { upToYears: 3, maxRate: 18 },
      { upToYears: 5, maxRate: 17 },
      { upToYears: null, maxRate: 15.5 },
    ]);
  });

  it.each([
    ['5:17', 'The last rate cap must have no tenure limit'],
    ['*:16,5:17', 'Only the last rate cap may have no tenure limit'],
    ['5:17,3:16,*:15', 'Rate cap tenures must be positive and increasing'],
    ['5:seventeen,*:16', 'A rate cap must be between 0 and 100'],
    ['5-17,*:16', "'5-17' is not 'years:percent'"],
  ])('refuses RATE_CAPS=%s', (text, message) => {
    expect(() => parseRateCaps(text)).toThrow(message);
  });
});

describe('issue 32 SMTP_URL', () => {
  it('is unset by default: the arrears e-mails stay in the Outbox', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '  ' }).smtpUrl).toBeUndefined();
  });

  it('reads an smtp or smtps URL', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mailer:secret@mail.example.my:587' }).smtpUrl).toBe(
      'smtp://mailer:secret@mail.example.my:587',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.my' }).smtpUrl).toBe('smtps://mail.example.my');
  });

  it.each([
    ['mail.example.my:587', 'SMTP_URL must be smtp:// or smtps:// with a host'],
    ['https://mail.example.my', 'SMTP_URL must be smtp:// or smtps:// with a host'],
    ['not a url', 'SMTP_URL is not a URL'],
  ])('refuses SMTP_URL=%s', (text, message) => {
    expect(() => loadConfig({ SMTP_URL: text })).toThrow(message);
  });
});
