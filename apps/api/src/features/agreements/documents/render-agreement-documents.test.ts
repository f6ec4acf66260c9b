import { formatRM, insuranceCharges, quoteFlatRate } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_DOCUMENT_NAMES, type AgreementDocumentData } from '../../../lib/pdf/document-data';
import { printable } from '../../../lib/pdf/printable';
import { readBack } from '../../../testing/pdf-read-back';
import { agreementDocumentData, EXCAVATOR_LINE, type LineTerms } from './agreement-documents.fixture';
import { renderAgreementDocument, renderAgreementDocuments } from './render-agreement-documents';

async function readAll(data: AgreementDocumentData) {
  const documents = await renderAgreementDocuments(data);
  return Promise.all(documents.map(async ({ name, pdf }) => ({ name, pdf, ...(await readBack(pdf)) })));
}

/** A single machine at a price whose monthly and final instalments differ by rounding. */
const CRANE_LINE: LineTerms = {
  costPerUnit: 18_750_000,
  quantity: 1,
  loanPercent: 85,
  interestRate: 4.25,
  tenureYears: 3,
  prepayment: [0, 2],
  insuranceRate: 0.9,
  jpjFeePerUnit: 75_000,
};

function quoteOf(terms: LineTerms) {
  return quoteFlatRate({
    cost: terms.costPerUnit,
    loanAmount: Math.round((terms.costPerUnit * terms.loanPercent) / 100),
    interestRate: terms.interestRate,
    tenureYears: terms.tenureYears,
    prepayment: terms.prepayment,
    quantity: terms.quantity,
  });
}

describe('origination §2 Agreements: the four documents of an order line as PDFs (issue 11)', () => {
  it('renders the four documents in order, as A4 PDFs of a few pages', async () => {
    const documents = await readAll(agreementDocumentData());
    expect(documents.map((document) => document.name)).toEqual([...AGREEMENT_DOCUMENT_NAMES]);
    for (const document of documents) {
      expect(document.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(document.size).toEqual([595, 842]);
      expect(document.pages).toBeGreaterThanOrEqual(1);
      expect(document.pages).toBeLessThanOrEqual(4);
      expect(document.text).toContain(`Page ${document.pages} of ${document.pages}`);
    }
  });

  it.each([
    ['two excavators, 1 + 1 prepayment', EXCAVATOR_LINE],
    ['one crane, final instalment differing', CRANE_LINE],
  ])(
    'every document shows the hirer, the HP number and the quote figures to the sen (%s)',
    async (_, terms) => {
      const quote = quoteOf(terms);
      const data = agreementDocumentData(terms);
      for (const document of await readAll(data)) {
        expect(document.text, document.name).toContain(data.hirer.name);
        expect(document.text, document.name).toContain(data.hpNo);
        for (const sen of [
          quote.loanAmount,
          quote.totalPayable,
          quote.monthlyInstallment,
          quote.finalInstallment,
          quote.totalInterest,
        ]) {
          expect(document.text, `${document.name}: ${formatRM(sen)}`).toContain(formatRM(sen));
        }
      }
    },
  );

  it('prints the 2 x RM 250,000 line as the hirer will read it', async () => {
    const [hp, guarantee, schedule, offer] = await readAll(agreementDocumentData());
    for (const document of [hp!, offer!]) {
      expect(document.text, document.name).toContain('Finance amount RM 450,000.00');
    }
    for (const document of [hp!, schedule!, offer!]) {
      expect(document.text, document.name).toContain('59 months of RM 8,925.00 + final RM 8,925.00');
      expect(document.text, document.name).toContain('RM 535,500.00');
      expect(document.text, document.name).toContain('RM 85,500.00');
      expect(document.text, document.name).toContain('7.33% p.a.');
      expect(document.text, document.name).toContain('1 + 1 (RM 17,850.00 payable on signing)');
      expect(document.text, document.name).toContain('RM 250.00 per unit (RM 500.00 in total)');
    }
    const insurance = insuranceCharges(50_000_000, 1.25);
    for (const document of [hp!, offer!]) {
      expect(document.text).toContain(`Insurance premium (1.25% of cost) ${formatRM(insurance.premium)}`);
      expect(document.text).toContain(`SST on insurance premium (8%) ${formatRM(insurance.sst)}`);
    }
    expect(hp!.text).toContain('Cash price RM 500,000.00 (2 units at RM 250,000.00)');
    expect(hp!.text).toContain('Rate of term charges 3.80% p.a. flat rate');
    expect(hp!.text).toContain('Effective interest rate (EIR) 7.33% p.a.');
    expect(hp!.text).toContain('First instalment due on 23-12-2026');
    expect(hp!.text).toContain('Date of agreement 23-11-2026');
    expect(hp!.text).toContain('Hire-Purchase Act 1967');
    expect(hp!.text).toContain('Sewabeli Leasing Sdn. Bhd.');
    expect(hp!.text).toContain('Company No. 201901012345 (1321456-K)');
    expect(hp!.text).toContain('Chassis no. CAT0320GCKZF01234');
    expect(hp!.text).toContain('Registration no. N/A');
    expect(hp!.text).toContain('Lim Siew Ling');
    expect(schedule!.text).toContain(
      '(c) Balance of cash price, the amount financed: (a) - (b) RM 450,000.00',
    );
    expect(guarantee!.text).toContain('Limit of this guarantee RM 535,500.00');
    for (const guarantor of ['Tan Wei Ming 750812-01-5523', 'Nurul Aisyah binti Abdullah 820304-14-6180']) {
      expect(guarantee!.text).toContain(guarantor);
    }
    expect(offer!.text).toContain('LO/2026/000417');
    expect(offer!.text).toContain('Tenure 60 months');
    expect(offer!.text).toContain('Interest method Flat rate');
    expect(offer!.text).toContain('Effective interest rate (EIR) 7.33% p.a.');
    expect(offer!.text).toContain(
      'The effective interest rate of 7.33% p.a. is disclosed to the Hirer before',
    );
    expect(offer!.text).not.toContain('Repayment schedule');
  });

  it('issue 14: discloses a reducing-balance line: its method, EIR and the split of every instalment', async () => {
    const data = agreementDocumentData({ ...CRANE_LINE, interestMethod: 'reducing_balance' });
    const split = data.money.split;
    if (!split) throw new Error('expected the split of a reducing-balance line');
    const [hp, , , offer] = await readAll(data);
    const eir = `${data.money.effectiveRate.toFixed(2)}% p.a.`;
    for (const document of [hp!, offer!]) {
      expect(document.text, document.name).toContain('4.25% p.a. reducing balance');
      expect(document.text, document.name).toContain(`Effective interest rate (EIR) ${eir}`);
      const first = split[0]!;
      expect(document.text, document.name).toContain(
        `1 ${formatRM(first.instalment)} ${formatRM(first.interest)} ${formatRM(first.principal)} ${formatRM(first.balanceAfter)}`,
      );
      const last = split.at(-1)!;
      expect(document.text, document.name).toContain(
        `36 ${formatRM(last.instalment)} ${formatRM(last.interest)} ${formatRM(last.principal)} RM 0.00`,
      );
    }
    expect(offer!.text).toContain('Interest method Reducing balance');
    expect(offer!.text).toContain(`The effective interest rate of ${eir} is disclosed to the Hirer before`);
  });

  it('prints blank lines when there are no guarantors or witnesses, and Opt Out without insurance', async () => {
    const data = agreementDocumentData(
      { ...EXCAVATOR_LINE, insuranceRate: 0 },
      { guarantors: [], witnesses: [] },
    );
    expect(data.money.insurancePremium).toBe(0);
    const [hp, guarantee, schedule, offer] = await readAll(data);
    for (const document of [hp!, schedule!, offer!]) {
      expect(document.text, document.name).toContain('Insurance Opt Out');
      expect(document.text, document.name).not.toContain('SST on insurance');
    }
    expect(hp!.text).toContain('opted out of insurance');
    expect(hp!.text).toContain('In the presence of (witness)');
    expect(hp!.text).not.toContain('Lim Siew Ling');
    expect(guarantee!.text).not.toContain('Tan Wei Ming');
    expect(guarantee!.text.match(/Signed by the Guarantor/g)).toHaveLength(2);
    expect(offer!.text).toContain('Security Joint and several guarantee of the directors');
  });

  it('wraps long names and addresses and shows N/A for a missing engine, chassis, registration and year', async () => {
    const longName = 'Syarikat Pembinaan dan Kejuruteraan Awam Bumi Hijau Berhad Holdings Sdn. Bhd. '
      .repeat(3)
      .trim();
    const longAddress =
      'Lot 1234-5678, Jalan Industri Perkasa Utama 12/3A, Kawasan Perindustrian Bukit Beruntung Fasa Tiga, ' +
      'Off Jalan Kuala Lumpur - Ipoh Lama, 48300 Rawang, Hulu Selangor, Selangor Darul Ehsan, Malaysia';
    const base = agreementDocumentData();
    const data = agreementDocumentData(EXCAVATOR_LINE, {
      hirer: { name: longName, registrationNo: '201501000001 (1125789-X)', address: longAddress },
      financier: { ...base.financier, address: `${longAddress}\nTel: +603-2141 8800` },
      guarantors: [
        {
          name: `${'Wan Nur Hidayah binti Wan Ahmad Zulkifli '.repeat(4)}`.trim(),
          identityNo: '900101-14-5566',
        },
        { name: 'Zhāng Wěi (陈伟明)', identityNo: '700505-07-5151' },
      ],
      witnesses: [{ name: 'Ooi Boon Keat', identityNo: '850707-07-5353', designation: null }],
      asset: { ...base.asset, engine: null, chassis: null, registrationNo: null, manufactureYear: null },
    });
    const documents = await readAll(data);
    expect(documents).toHaveLength(4);
    const [hp, guarantee, schedule] = documents;
    for (const document of documents) {
      // Wrapped over several lines of a cell or paragraph, but every word printed.
      expect(document.text, document.name).toContain(longName);
    }
    expect(hp!.text).toContain(longAddress);
    for (const document of [hp!, schedule!]) {
      expect(document.text, document.name).toContain('Engine no. N/A');
      expect(document.text, document.name).toContain('Chassis no. N/A');
      expect(document.text, document.name).toContain('Year of manufacture N/A');
      expect(document.text, document.name).toContain('Registration no. N/A');
    }
    expect(guarantee!.text).toContain('Zhang Wei (???)');
    expect(guarantee!.text).toContain('Signed by the Guarantor');
  });

  it('gives the same bytes for the same data, dated generatedOn rather than the clock', async () => {
    const data = agreementDocumentData();
    const first = await renderAgreementDocuments(data);
    const second = await renderAgreementDocuments(structuredClone(data));
    first.forEach((document, index) => {
      expect(document.pdf.equals(second[index]!.pdf), document.name).toBe(true);
    });
    const { info } = await readBack(first[0]!.pdf);
    expect(info.CreationDate).toBe('D:20261122160000Z');
    expect(info.ModDate).toBe('D:20261122160000Z');
    expect(info.Title).toBe('HP Agreement HP/2026/000417');

    const nextDay = await renderAgreementDocument('HP Agreement', { ...data, generatedOn: '2026-11-24' });
    expect(nextDay.equals(first[0]!.pdf)).toBe(false);
    expect((await readBack(nextDay)).text).toContain('Date of agreement 24-11-2026');
  });

  it('renders one document by name the same as in the set', async () => {
    const data = agreementDocumentData(CRANE_LINE);
    const set = await renderAgreementDocuments(data);
    const schedule = await renderAgreementDocument('Second Schedule', data);
    expect(schedule.equals(set[2]!.pdf)).toBe(true);
  });
});

describe('text the standard fonts can print', () => {
  it.each([
    ['Tan Wei Ming', 'Tan Wei Ming'],
    ['Zhāng Wěi', 'Zhang Wei'],
    ['José Müller', 'José Müller'],
    ['陈伟明', '???'],
    ['Line 1\r\nLine 2\tend', 'Line 1\nLine 2 end'],
    ['RM 1,234.50 – “quoted” ’s', 'RM 1,234.50 – “quoted” ’s'],
  ])('printable(%j) = %j', (text, expected) => {
    expect(printable(text)).toBe(expected);
  });
});
