import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptIssue, candidateEvidence } from './match-acceptance';
import { registrationKeys, registrationKeysIn, words } from './match-text';
import {
  amountFit,
  buildMatchIndex,
  ignoreReason,
  type MatchAgreement,
  matchLine,
  nameWords,
  suggestSplit,
} from './matching';
import { csvMappingSchema, lineIdentity, paymentMethodOfLine, type StatementLine } from './statement-line';

const BOOK: MatchAgreement[] = [
  {
    id: 1,
    hpNo: 'SB/HP/2025/0077',
    letterOffer: 'SB/LO/2025/0077',
    hirerName: 'Binaan Teguh Jaya Sdn Bhd',
    registrationNo: '200801023456 (812345-T)',
    instalment: 4_266_67,
    arrears: 4_266_67,
    outstanding: 51_200_00,
  },
  {
    id: 2,
    hpNo: 'SB/HP/2025/0902',
    letterOffer: 'SB/LO/2025/0902',
    hirerName: 'Logistik Utara Prima Sdn Bhd',
    registrationNo: '200601004417 (723118-P)',
    instalment: 8_175_00,
    arrears: 24_525_00,
    outstanding: 130_800_00,
  },
  {
    id: 3,
    hpNo: 'SB/HP/2024/0388',
    letterOffer: 'SB/LO/2024/0388',
    hirerName: 'Kuari Bukit Beruntung Sdn Bhd',
    registrationNo: '199501018732 (339901-W)',
    instalment: 8_123_00,
    arrears: 0,
    outstanding: 200_000_00,
  },
  {
    id: 4,
    hpNo: 'SB/HP/2026/0014',
    letterOffer: 'SB/LO/2026/0014',
    hirerName: 'Solar Hijau Tenaga Sdn Bhd',
    registrationNo: '201901012345 (1234567-A)',
    instalment: 3_050_00,
    arrears: 0,
    outstanding: 100_000_00,
  },
  {
    id: 5,
    hpNo: 'SB/HP/2025/0411',
    letterOffer: 'SB/LO/2025/0411',
    hirerName: 'Jentera Bumi Rental Sdn Bhd',
    registrationNo: '201301029984 (1058771-V)',
    instalment: 9_999_00,
    arrears: 0,
    outstanding: 9_999_00,
  },
  {
    id: 6,
    hpNo: 'SB/HP/2025/0412',
    letterOffer: 'SB/LO/2025/0412',
    hirerName: 'Jentera Bumi Rental Sdn Bhd',
    registrationNo: '201301029984 (1058771-V)',
    instalment: 5_500_00,
    arrears: 0,
    outstanding: 66_000_00,
  },
];

const index = buildMatchIndex(BOOK);

function credit(description: string, amount: number, reference: string | null = null): StatementLine {
  return { valueDate: '2026-11-23', amount, direction: 'credit', description, reference, balance: null };
}

describe('matchLine on real-looking Malaysian bank descriptions', () => {
  it.each([
    // [case, description, reference, amount (sen), status, first agreement, reason]
    [
      'DuitNow with the HP number in the reference',
      'DUITNOW TRF CR BINAAN TEGUH JAYA SDN',
      'SB/HP/2025/0077',
      4_266_67,
      'Matched',
      1,
      'HP SB/HP/2025/0077 in reference; name Binaan Teguh Jaya Sdn Bhd; amount = 1 instalment',
    ],
    [
      'DuitNow, number without slashes in lower case',
      'duitnow trf cr sbhp20250077 ansuran nov',
      null,
      4_266_67,
      'Matched',
      1,
      'HP SB/HP/2025/0077 in description; amount = 1 instalment',
    ],
    [
      'JomPAY biller Ref-1 carrying the HP number',
      'JOMPAY BILLER 45678 REF1 SBHP20250902 REF2 NOV',
      null,
      24_525_00,
      'Matched',
      2,
      'HP SB/HP/2025/0902 in description; amount = arrears',
    ],
    [
      'IBG credit with spaces for slashes',
      'IBG CREDIT LOGISTIK UTARA PRIMA HP 2025 0902',
      'IBG2611230012345',
      16_350_00,
      'Matched',
      2,
      'HP SB/HP/2025/0902 in description; name Logistik Utara Prima Sdn Bhd; amount = 2 instalments',
    ],
    [
      'GIRO with the number dashed and the SB left out',
      'INTERBANK GIRO CR HP-2024-388',
      'G0098812',
      8_123_00,
      'Matched',
      3,
      'HP SB/HP/2024/0388 in description; amount = 1 instalment',
    ],
    [
      'The letter of offer number instead of the HP number',
      'INSTANT TRANSFER SB LO 2026 0014',
      null,
      3_050_00,
      'Matched',
      4,
      'LO SB/LO/2026/0014 in description; amount = 1 instalment',
    ],
    [
      'HP number but an odd amount: a suggestion',
      'DUITNOW TRF CR SB/HP/2025/0077',
      null,
      1_000_00,
      'Suggested',
      1,
      'HP SB/HP/2025/0077 in description',
    ],
    [
      'Registration number, name and amount, no agreement number',
      'IBG CR SOLAR HIJAU TENAGA 1234567-A',
      null,
      3_050_00,
      'Matched',
      4,
      'registration no. 201901012345 (1234567-A) in description; name Solar Hijau Tenaga Sdn Bhd; amount = 1 instalment',
    ],
    [
      'Cheque deposit by a name truncated by the bank',
      'HOUSE CHQ DEP 004512 KUARI BUKIT BERUNT',
      null,
      8_123_00,
      'Suggested',
      3,
      'name Kuari Bukit Beruntung Sdn Bhd; amount = 1 instalment',
    ],
    [
      'Amount only, one agreement owes exactly this',
      'CDM CASH DEPOSIT 1123 0932',
      null,
      9_999_00,
      'Suggested',
      5,
      'amount = 1 instalment (amount only)',
    ],
    [
      'Unknown payer, amount owed by nobody',
      'DUITNOW TRF CR AHMAD BIN ISMAIL',
      null,
      1_234_56,
      'Unmatched',
      undefined,
      'No agreement found for this credit',
    ],
    [
      'Bank profit credit',
      'HIBAH / PROFIT PAID',
      null,
      12_34,
      'Ignored',
      undefined,
      'Bank interest, profit or charges: not a hirer’s payment',
    ],
    [
      'A returned IBG',
      'IBG RETURNED ACCOUNT CLOSED',
      null,
      5_000_00,
      'Ignored',
      undefined,
      'A reversal or refund: not a hirer’s payment',
    ],
  ] as const)('%s', (_case, description, reference, amount, status, first, reason) => {
    const match = matchLine(credit(description, amount, reference), index);
    expect(match.status).toBe(status);
    expect(match.candidates[0]?.agreementId).toBe(first);
    expect(match.reason).toBe(reason);
  });

  it('ignores debits whatever they say', () => {
    const match = matchLine({ ...credit('IBG DR SB/HP/2025/0077', 100_00), direction: 'debit' }, index);
    expect(match).toMatchObject({
      status: 'Ignored',
      reason: 'Debit: money paid out, not a payment received',
      candidates: [],
    });
  });

  it('two agreements of one company by name: suggested, both offered, the amount ranking them', () => {
    const match = matchLine(credit('IBG CR JENTERA BUMI RENTAL SDN BHD', 5_500_00), index);
    expect(match.status).toBe('Suggested');
    expect(match.candidates.map((candidate) => candidate.agreementId)).toEqual([6, 5]);
  });

  it('an HP number whose amount is above the outstanding balance is only suggested, with the reason', () => {
    const match = matchLine(credit('DUITNOW SBHP20250411', 20_000_00), index);
    expect(match.status).toBe('Suggested');
    expect(match.reason).toBe(
      'HP SB/HP/2025/0411 in description; amount above the outstanding balance RM 9,999.00',
    );
  });

  it('settled agreements are not candidates', () => {
    const settled = buildMatchIndex([{ ...(BOOK[0] as MatchAgreement), outstanding: 0 }]);
    expect(matchLine(credit('DUITNOW SBHP20250077', 4_266_67), settled).status).toBe('Unmatched');
  });

  it('a word half the book shares finds nobody by itself; a rare one still finds its company', () => {
    const crowd = Array.from({ length: 500 }, (_, i) => ({
      ...(BOOK[0] as MatchAgreement),
      id: 100 + i,
      hpNo: `SB/HP/2024/${1000 + i}`,
      letterOffer: null,
      hirerName: 'Syarikat Jaya Sdn Bhd',
      registrationNo: null,
    }));
    const big = buildMatchIndex([...BOOK, ...crowd]);
    expect(matchLine(credit('IBG CR SYARIKAT JAYA', 12_34), big).status).toBe('Unmatched');
    expect(
      matchLine(credit('HOUSE CHQ DEP KUARI BUKIT BERUNT', 8_123_00), big).candidates[0]?.agreementId,
    ).toBe(3);
  });

  it('a name a hundred companies share offers the best five: the amount first, then the oldest agreement', () => {
    const crowd = Array.from({ length: 100 }, (_, i) => ({
      ...(BOOK[0] as MatchAgreement),
      id: 300 - i,
      hpNo: `SB/HP/2023/${2000 + i}`,
      letterOffer: null,
      hirerName: `Kargo Selatan ${i} Sdn Bhd`,
      registrationNo: null,
      instalment: i === 40 ? 3_210_00 : 1_000_00 + i,
      arrears: 0,
    }));
    const match = matchLine(credit('IBG CR KARGO SELATAN', 3_210_00), buildMatchIndex(crowd));
    expect(match.status).toBe('Suggested');
    expect(match.candidates.map((candidate) => [candidate.agreementId, candidate.confidence])).toEqual([
      [260, 60],
      [201, 40],
      [202, 40],
      [203, 40],
      [204, 40],
    ]);
    expect(match.reason).toBe('name Kargo Selatan 40 Sdn Bhd; amount = 1 instalment');
    expect(match.candidates[1]?.reason).toBe('name Kargo Selatan 99 Sdn Bhd');
  });

  it('name words leave out the legal form and the noise', () => {
    expect(nameWords('Tegas Earthworks & Civil Sdn. Bhd.')).toEqual(['TEGAS', 'EARTHWORKS', 'CIVIL']);
  });
});

describe('issue 40: matching that never guesses for you', () => {
  it.each([
    // [case, description, amount, status, candidates with their shares, accept issue]
    [
      'two HP numbers whose instalments add up: a split by instalments, not a match to one',
      'DUITNOW SBHP20250077 SBHP20250902 BINAAN TEGUH JAYA',
      4_266_67 + 8_175_00,
      'Suggested',
      [
        [1, 4_266_67],
        [2, 8_175_00],
      ],
      'This credit names several agreements: check the suggested split and save it',
    ],
    [
      'two HP numbers whose instalments and arrears do not add up to it: split evenly',
      'IBG CR HP/2025/0902 HP/2024/0388',
      24_525_00 + 0,
      'Suggested',
      [
        [2, 12_262_50],
        [3, 12_262_50],
      ],
      'This credit names several agreements: check the suggested split and save it',
    ],
    [
      'three numbers, the payer’s order kept, an odd amount split evenly (the odd sen first)',
      'JOMPAY HP 2026 0014 / HP 2025 0077 / HP 2024 0388',
      100_00,
      'Suggested',
      [
        [4, 33_34],
        [1, 33_33],
        [3, 33_33],
      ],
      'This credit names several agreements: check the suggested split and save it',
    ],
    [
      'the HP and letter-of-offer numbers of one agreement are one agreement',
      'DUITNOW SB/HP/2025/0077 SB/LO/2025/0077',
      4_266_67,
      'Matched',
      [[1, undefined]],
      null,
    ],
  ] as const)('%s', (_case, description, amount, status, shares, issue) => {
    const match = matchLine(credit(description, amount), index);
    expect(match.status).toBe(status);
    expect(match.candidates.map((candidate) => [candidate.agreementId, candidate.share])).toEqual(shares);
    expect(acceptIssue(match)).toBe(issue);
  });

  it('the split’s reason names the agreements and says how it was split', () => {
    expect(matchLine(credit('SBHP20250077 SBHP20250902', 12_441_67), index).reason).toBe(
      'Names 2 agreements (SB/HP/2025/0077, SB/HP/2025/0902): split by their instalments; check the shares',
    );
  });

  it('a second number the book does not know leaves the first to a person', () => {
    const match = matchLine(credit('DUITNOW SBHP20250077 SBHP20259999 BINAAN TEGUH JAYA', 4_266_67), index);
    expect(match.status).toBe('Suggested');
    expect(match.reason).toContain('names 2 agreement numbers, 1 not found');
  });

  it.each([
    [
      'an amount-only candidate',
      'CDM CASH DEPOSIT 1123 0932',
      9_999_00,
      'amount',
      'This suggestion rests on the amount alone: choose the agreement yourself',
    ],
    [
      'a name-only candidate',
      'HOUSE CHQ DEP 004512 KUARI BUKIT BERUNT',
      8_123_00,
      'name',
      'This suggestion rests on the name alone: choose the agreement yourself',
    ],
    ['a number', 'DUITNOW SBHP20250077', 1_000_00, 'reference', null],
    ['a registration number', 'IBG CR 1234567-A', 1_00, 'reference', null],
  ] as const)(
    '%s is accepted with one key only when it rests on a reference',
    (_case, text, amount, evidence, issue) => {
      const match = matchLine(credit(text, amount), index);
      expect(match.status).toBe('Suggested');
      expect(match.candidates[0]?.evidence).toBe(evidence);
      expect(acceptIssue(match)).toBe(issue);
    },
  );

  it('candidates stored before issue 40 are read by their reason', () => {
    const old = (reason: string) => ({ agreementId: 1, hpNo: null, hirerName: 'X', confidence: 30, reason });
    expect(candidateEvidence(old('amount = 1 instalment (amount only)'))).toBe('amount');
    expect(candidateEvidence(old('name Kuari Bukit Beruntung Sdn Bhd; amount = 1 instalment'))).toBe('name');
    expect(candidateEvidence(old('HP SB/HP/2025/0077 in reference'))).toBe('reference');
    expect(candidateEvidence(old('registration no. 200801023456 (812345-T) in description'))).toBe(
      'reference',
    );
    // A name that holds HP or LO (Logistik, Shell HP Station) is still a name.
    expect(candidateEvidence(old('name Logistik Utara Prima Sdn Bhd (partly)'))).toBe('name');
    expect(acceptIssue({ candidates: [old('amount = 1 instalment (amount only)')] })).toBe(
      'This suggestion rests on the amount alone: choose the agreement yourself',
    );
    expect(acceptIssue({ candidates: [] })).toBe('There is no suggestion to accept: choose an agreement');
  });

  it('an entry in another currency is ignored with the reason, whatever it names', () => {
    const match = matchLine({ ...credit('DUITNOW SBHP20250077', 4_266_67), currency: 'EUR' }, index);
    expect(match).toMatchObject({
      status: 'Ignored',
      candidates: [],
      reason: 'In EUR, not ringgit: not posted',
    });
    expect(matchLine({ ...credit('DUITNOW SBHP20250077', 4_266_67), currency: 'MYR' }, index).status).toBe(
      'Matched',
    );
  });

  const numbers = BOOK.map((agreement) => agreement.hpNo as string);
  const noise = fc.constantFrom(
    'DUITNOW TRF CR',
    'IBG CREDIT',
    'JOMPAY REF1',
    'CDM',
    '',
    'KUARI BUKIT',
    'BINAAN TEGUH JAYA',
  );

  it('property: a credit naming two or more agreements is never Matched, and its split adds up to the credit', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...numbers), { minLength: 2, maxLength: 4 }),
        noise,
        fc.integer({ min: 1, max: 500_000_00 }),
        (named, words, amount) => {
          const match = matchLine(credit(`${words} ${named.join(' ')}`, amount), index);
          expect(match.status).toBe('Suggested');
          expect(match.candidates.map((candidate) => candidate.hpNo)).toEqual(named);
          expect(match.candidates.reduce((sum, candidate) => sum + (candidate.share ?? 0), 0)).toBe(amount);
          expect(match.candidates.every((candidate) => (candidate.share ?? 0) >= 0)).toBe(true);
          expect(acceptIssue(match)).toBe(
            'This credit names several agreements: check the suggested split and save it',
          );
        },
      ),
    );
  });

  it('property: whatever the text and amount, Matched rests on one number, and a weak best is never one key away', () => {
    fc.assert(
      fc.property(
        fc.subarray(numbers, { maxLength: 1 }),
        noise,
        fc.oneof(
          fc.constantFrom(...BOOK.flatMap((agreement) => [agreement.instalment, agreement.arrears])),
          fc.integer({ min: 1, max: 300_000_00 }),
        ),
        (named, words, amount) => {
          const match = matchLine(credit(`${words} ${named.join(' ')}`, amount), index);
          const best = match.candidates[0];
          if (match.status === 'Matched') {
            expect(named).toHaveLength(1);
            expect(best?.evidence).toBe('reference');
          }
          if (best && best.evidence !== 'reference') {
            expect(match.status).not.toBe('Matched');
            expect(acceptIssue(match)).not.toBeNull();
          }
        },
      ),
    );
  });

  it.each([
    [
      'their instalments add up to it',
      300_00,
      [
        [100_00, 500_00],
        [200_00, 0],
      ],
      [100_00, 200_00],
      'by their instalments',
    ],
    [
      'their arrears add up to it',
      700_00,
      [
        [100_00, 500_00],
        [200_00, 200_00],
      ],
      [500_00, 200_00],
      'by their arrears',
    ],
    [
      'an instalment of 0 does not count',
      300_00,
      [
        [0, 150_00],
        [300_00, 150_00],
      ],
      [150_00, 150_00],
      'by their arrears',
    ],
    [
      'arrears of 0 do not count',
      300_00,
      [
        [0, 0],
        [100_00, 300_00],
      ],
      [150_00, 150_00],
      'evenly',
    ],
    [
      'neither: evenly, the odd sen to the first',
      100_01,
      [
        [1, 1],
        [1, 1],
        [1, 1],
      ],
      [33_35, 33_33, 33_33],
      'evenly',
    ],
  ] as const)('suggestSplit when %s', (_case, amount, figures, shares, how) => {
    const agreements = figures.map(([instalment, arrears]) => ({ instalment, arrears }));
    expect(suggestSplit(amount, agreements)).toEqual({ shares, how });
  });

  it('suggestSplit always adds up to the credit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.array(fc.record({ instalment: fc.nat(10_000_00), arrears: fc.nat(10_000_00) }), {
          minLength: 2,
          maxLength: 5,
        }),
        (amount, agreements) => {
          const { shares } = suggestSplit(amount, agreements);
          expect(shares).toHaveLength(agreements.length);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
        },
      ),
    );
  });
});

describe('lineIdentity', () => {
  const line = credit('DUITNOW TRF CR', 100_00);
  it.each([
    [
      'the same reference in other case and spacing is the same line',
      { ...line, reference: 'ab 12' },
      { ...line, reference: ' AB  12 ' },
      true,
    ],
    [
      'without a reference, the balance tells two equal credits apart',
      { ...line, balance: 1_000_00 },
      { ...line, balance: 1_100_00 },
      false,
    ],
    [
      'without a reference, the same date, amount, description and balance is one line',
      { ...line, balance: 1_000_00 },
      { ...line, description: 'duitnow  trf cr', balance: 1_000_00 },
      true,
    ],
    [
      'a repeated payer reference on another date is another line',
      { ...line, reference: 'SBHP20250077' },
      { ...line, valueDate: '2026-12-23', reference: 'SBHP20250077' },
      false,
    ],
  ] as const)('%s', (_case, a, b, same) => {
    expect(lineIdentity(a) === lineIdentity(b)).toBe(same);
  });
});

describe('a line’s identity is stored with it: its text never changes', () => {
  it.each([
    [credit('duitnow  trf cr', 100_00), 'line|2026-11-23|credit|10000|DUITNOW TRF CR|'],
    [
      { ...credit('IBG CREDIT', 100_00), balance: 1_000_00 },
      'line|2026-11-23|credit|10000|IBG CREDIT|100000',
    ],
    [credit('DUITNOW TRF CR', 100_00, ' ab 12 '), 'ref|2026-11-23|credit|10000|AB 12'],
  ] as const)('%o: %s', (line, identity) => {
    expect(lineIdentity(line)).toBe(identity);
  });
});

describe('paymentMethodOfLine', () => {
  it.each([
    ['DUITNOW TRF CR', 'duitnow'],
    ['JOMPAY BILLER 45678', 'jompay'],
    ['FPX B2B PAYMENT', 'fpx'],
    ['HOUSE CHQ DEP 004512', 'cheque'],
    ['IBG CREDIT', 'bank_transfer'],
    ['INTERBANK GIRO CR', 'bank_transfer'],
  ] as const)('%s -> %s', (description, method) => {
    expect(paymentMethodOfLine({ description, reference: null })).toBe(method);
  });

  it('reads the reference too', () => {
    expect(paymentMethodOfLine({ description: 'IBG CREDIT', reference: 'DUITNOW 88123' })).toBe('duitnow');
  });
});

describe('csvMappingSchema (issue 31)', () => {
  const mapping = { date: 'Date', description: 'Details', dateFormat: 'DD/MM/YYYY' } as const;
  it.each([
    ['one amount column', { amount: 'Amount' }, true],
    ['a credit and a debit column', { credit: 'Credit', debit: 'Debit' }, true],
    ['a credit column without a debit column', { credit: 'Credit' }, false],
    ['a debit column without a credit column', { debit: 'Debit' }, false],
    ['no amount column at all', {}, false],
  ] as const)('%s', (_case, columns, ok) => {
    const parsed = csvMappingSchema.safeParse({ ...mapping, ...columns });
    expect(parsed.success).toBe(ok);
    if (!parsed.success)
      expect(parsed.error.issues.map((issue) => issue.message)).toEqual([
        'Choose an amount column, or both a credit and a debit column',
      ]);
  });

  it('fills the defaults: no reference or balance, dot decimals, comma delimiter', () => {
    expect(csvMappingSchema.parse({ ...mapping, amount: ' Amount ' })).toEqual({
      ...mapping,
      amount: 'Amount',
      reference: null,
      credit: null,
      debit: null,
      balance: null,
      decimalStyle: 'dot',
      delimiter: ',',
    });
  });
});

describe('words of a bank text that name no company (issue 31)', () => {
  // Legal forms, filler, the bank's own words and the payment's words: none tells which company paid.
  it.each(
    [
      'SDN',
      'BHD',
      'BERHAD',
      'SENDIRIAN',
      'PLT',
      'ENTERPRISE',
      'ENTERPRISES',
      'TRADING',
      'CO',
      'COMPANY',
      'AND',
      'THE',
      'MALAYSIA',
      'MSIA',
      'GROUP',
      'HOLDINGS',
      'RESOURCES',
      'SERVICES',
      'INDUSTRIES',
      'TRF',
      'FR',
      'FROM',
      'TO',
      'IBG',
      'GIRO',
      'DUITNOW',
      'JOMPAY',
      'FPX',
      'PAYMENT',
      'PYMT',
      'PMT',
      'TRANSFER',
      'INSTANT',
      'CR',
      'CREDIT',
      'REF',
      'HP',
      'SB',
      'LO',
      'CHQ',
      'CHEQUE',
      'DEPOSIT',
      'CDM',
      'CASH',
      'INSTALMENT',
      'INSTALLMENT',
      'ANSURAN',
    ].map((word) => [word]),
  )('%s is not a name word', (word) => {
    expect(nameWords(`Maju ${word.toLowerCase()} Jaya`)).toEqual(['MAJU', 'JAYA']);
  });

  it('words of a text: letters and digits, whatever stands between them', () => {
    expect(words('')).toEqual([]);
    expect(words('  ibg/cr: Maju--Jaya 2025  ')).toEqual(['IBG', 'CR', 'MAJU', 'JAYA', '2025']);
  });

  it('two letters, or letters and digits, are a name word; one letter or a number is not', () => {
    expect(nameWords('KL X Maju88 3M 2025 Jaya')).toEqual(['KL', 'MAJU88', '3M', 'JAYA']);
  });

  it('a registration number on record is read without its punctuation', () => {
    expect(registrationKeys('201901012345 (1234567-A)')).toEqual(['201901012345', '1234567A']);
    expect(registrationKeys('SSM;  1234567-A, x')).toEqual(['1234567A']);
    expect(registrationKeys(null)).toEqual([]);
    expect(registrationKeys('')).toEqual([]);
  });

  it('a registration number written apart from its letter is read whole', () => {
    expect(registrationKeysIn('IBG CR 1234567 A')).toEqual(['1234567', '1234567A']);
  });

  it('a single letter, a number and a word of the name are told apart', () => {
    expect(nameWords('Maju (M) 2025 Jaya Kilang')).toEqual(['MAJU', 'JAYA', 'KILANG']);
  });
});

describe('credits that are not a hirer’s payment, and the fit of an amount (issue 31)', () => {
  it.each([
    ['nothing credited', credit('DUITNOW TRF CR', 0), 'Nothing credited'],
    [
      'a transfer between own accounts',
      credit('OWN ACCOUNT TRANSFER 5140', 1_000_00),
      'A transfer between the financier’s own accounts: not a hirer’s payment',
    ],
    [
      'a sweep',
      credit('AUTO SWEEP CR', 1_000_00),
      'A transfer between the financier’s own accounts: not a hirer’s payment',
    ],
    ['a hirer’s credit', credit('DUITNOW TRF CR MAJU', 1_000_00), null],
  ] as const)('%s', (_case, line, reason) => {
    expect(ignoreReason(line)).toBe(reason);
  });

  const agreement = BOOK[3] as MatchAgreement; // instalment RM 3,050.00, no arrears, RM 100,000.00 outstanding
  it.each([
    [3_050_00, 'amount = 1 instalment'],
    [36_600_00, 'amount = 12 instalments'],
    [39_650_00, null],
    [100_000_00, 'amount = outstanding balance'],
    [1_00, null],
  ])('%i sen against an instalment of RM 3,050.00: %s', (amount, fit) => {
    expect(amountFit(amount, agreement)).toBe(fit);
  });

  it('a name found in part says so', () => {
    const match = matchLine(credit('IBG CREDIT LOGISTIK UTARA', 1_23), index);
    expect(match.candidates[0]?.reason).toBe('name Logistik Utara Prima Sdn Bhd (partly)');
  });
});
