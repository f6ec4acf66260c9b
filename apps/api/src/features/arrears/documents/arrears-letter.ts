import { assertLetterAmount, formatDate, formatRM, type Sen } from '@sewabeli/domain';
import type { AgreementDocumentData } from '../../../lib/pdf/document-data';
import { AgreementPdf } from '../../../lib/pdf/layout';
import type { ArrearsLetterName, LetterheadData } from '../../../lib/pdf/layout-types';

export type LetterAction = 'reminder' | 'first_demand' | 'final_demand' | 'repossession_notice';
export type LetterLanguage = 'ms' | 'en';

export interface ArrearsLetterData extends LetterheadData {
  hirer: AgreementDocumentData['hirer'];
  action: LetterAction;
  language: LetterLanguage;
  asset: string;
  /** The instalments due before the letter's date and not fully paid. */
  arrears: readonly {
    seq: number;
    dueDate: string;
    charge: Sen;
    paid: Sen;
    unpaid: Sen;
    daysPastDue: number;
  }[];
  amountDue: Sen;
  /**
   * Issue 41: the late-payment charges accrued to the letter's date (posted or not), on a line of their own apart
   * from the arrears of instalments; null when the agreement charges none.
   */
  lateCharges?: Sen | null;
  payBy: string;
  /** Goods under the Hire-Purchase Act 1967: the notice is the Fourth Schedule's. */
  underHirePurchaseAct: boolean;
  /**
   * Where to pay; null when the financier has no bank account recorded. Issue 41: `holder` is the name the account
   * is held in (the financier's registered name), which the hirer's bank checks, not the account's nickname.
   */
  account: { holder: string; bank: string; accountNumber: string } | null;
}

const NAMES: Record<LetterAction, Record<LetterLanguage, ArrearsLetterName>> = {
  reminder: { en: 'Payment Reminder', ms: 'Peringatan Bayaran' },
  first_demand: { en: 'Letter of Demand', ms: 'Notis Tuntutan' },
  final_demand: { en: 'Final Letter of Demand', ms: 'Notis Tuntutan Akhir' },
  repossession_notice: { en: 'Notice of Intention to Repossess', ms: 'Notis Hasrat Untuk Mengambil Milik' },
};

export const letterName = (action: LetterAction, language: LetterLanguage): ArrearsLetterName =>
  NAMES[action][language];

interface Wording {
  dear: string;
  subject: (hpNo: string, asset: string) => string;
  opening: (data: ArrearsLetterData) => string;
  arrearsHeading: string;
  columns: [string, string, string, string, string, string];
  total: string;
  lateCharges: (asOf: string, amount: Sen) => string;
  payHeading: string;
  pay: (data: ArrearsLetterData) => string;
  noAccount: string;
  reference: string;
  account: [string, string, string];
  closing: Record<LetterAction, (data: ArrearsLetterData) => string>;
  ignore: string;
  yours: string;
  behalf: (financier: string) => string;
  signatory: [string, string, string];
}

const EN: Wording = {
  dear: 'Dear Sirs,',
  subject: (hpNo, asset) => `Hire-purchase agreement ${hpNo}: ${asset}`,
  opening: (data) =>
    `Our records show that the instalments below under the hire-purchase agreement ${data.hpNo} remain unpaid ` +
    `as at ${formatDate(data.generatedOn)}, the oldest of them ${data.arrears[0]?.daysPastDue ?? 0} days past due.`,
  arrearsHeading: 'Arrears by instalment',
  columns: ['No.', 'Due date', 'Instalment', 'Paid', 'Unpaid', 'Days past due'],
  total: 'Total arrears',
  lateCharges: (asOf, amount) =>
    `Late-payment charges accrued to ${formatDate(asOf)}: ${formatRM(amount)} (at the rate the agreement states; ` +
    'not part of the arrears above, and paid after them).',
  payHeading: 'How to pay',
  pay: (data) =>
    `Please pay ${formatRM(data.amountDue)} by ${formatDate(data.payBy)} into the account below, quoting the ` +
    `HP number ${data.hpNo} as the payment reference so that the payment is matched to your agreement.`,
  noAccount: 'Please contact us for the account to pay into.',
  reference: 'Payment reference',
  account: ['Account name', 'Bank', 'Account number'],
  closing: {
    reminder: () =>
      'If you have already paid, please accept our thanks and disregard this reminder. Should you have any ' +
      'difficulty in paying, please contact us at once so that we can discuss it with you.',
    first_demand: (data) =>
      `We hereby demand payment of the arrears of ${formatRM(data.amountDue)} by ${formatDate(data.payBy)}. ` +
      'Failing payment, we shall take such further action under the agreement as we consider necessary, ' +
      'without further notice.',
    final_demand: (data) =>
      `This is our final demand. Unless the arrears of ${formatRM(data.amountDue)} are paid by ` +
      `${formatDate(data.payBy)}, we shall proceed to exercise our rights under the agreement, including ` +
      'terminating the hiring and repossessing the goods, and the costs incurred will be charged to you.',
    repossession_notice: (data) =>
      data.underHirePurchaseAct
        ? 'NOTICE OF INTENTION TO REPOSSESS GOODS (Hire-Purchase Act 1967, Fourth Schedule). Take notice that ' +
          `unless the amount in arrears of ${formatRM(data.amountDue)} is paid within twenty-one days after the ` +
          `service of this notice, that is by ${formatDate(data.payBy)}, we intend to repossess the goods ` +
          'comprised in the agreement. This notice is served under section 16(1) of the Act.'
        : `Take notice that unless the arrears of ${formatRM(data.amountDue)} are paid by ` +
          `${formatDate(data.payBy)}, we intend to repossess the goods comprised in the agreement in ` +
          'accordance with its terms.',
  },
  ignore: 'Please treat this letter as confidential.',
  yours: 'Yours faithfully,',
  behalf: (financier) => `for and on behalf of ${financier}`,
  signatory: ['Name', 'Designation', 'Authorised signatory'],
};

const MS: Wording = {
  dear: 'Tuan/Puan,',
  subject: (hpNo, asset) => `Perjanjian sewa beli ${hpNo}: ${asset}`,
  opening: (data) =>
    `Rekod kami menunjukkan bahawa ansuran di bawah bagi perjanjian sewa beli ${data.hpNo} masih belum ` +
    `dibayar setakat ${formatDate(data.generatedOn)}, yang tertua daripadanya ${data.arrears[0]?.daysPastDue ?? 0} ` +
    'hari tertunggak.',
  arrearsHeading: 'Tunggakan mengikut ansuran',
  columns: ['Bil.', 'Tarikh matang', 'Ansuran', 'Dibayar', 'Belum dibayar', 'Hari tertunggak'],
  total: 'Jumlah tunggakan',
  lateCharges: (asOf, amount) =>
    `Caj bayaran lewat terakru sehingga ${formatDate(asOf)}: ${formatRM(amount)} (pada kadar yang dinyatakan ` +
    'dalam perjanjian; bukan sebahagian daripada tunggakan di atas, dan dibayar selepasnya).',
  payHeading: 'Cara pembayaran',
  pay: (data) =>
    `Sila bayar ${formatRM(data.amountDue)} selewat-lewatnya pada ${formatDate(data.payBy)} ke dalam akaun di ` +
    `bawah, dengan menyatakan nombor HP ${data.hpNo} sebagai rujukan pembayaran supaya bayaran dipadankan ` +
    'dengan perjanjian tuan/puan.',
  noAccount: 'Sila hubungi kami untuk mendapatkan akaun pembayaran.',
  reference: 'Rujukan pembayaran',
  account: ['Nama akaun', 'Bank', 'Nombor akaun'],
  closing: {
    reminder: () =>
      'Sekiranya tuan/puan telah membuat bayaran, sila abaikan peringatan ini dan terima kasih. Sekiranya ' +
      'tuan/puan menghadapi kesukaran untuk membayar, sila hubungi kami dengan segera.',
    first_demand: (data) =>
      `Dengan ini kami menuntut bayaran tunggakan sebanyak ${formatRM(data.amountDue)} selewat-lewatnya pada ` +
      `${formatDate(data.payBy)}. Sekiranya gagal, kami akan mengambil tindakan selanjutnya di bawah perjanjian ` +
      'tanpa notis lanjut.',
    final_demand: (data) =>
      `Ini adalah tuntutan terakhir kami. Melainkan tunggakan sebanyak ${formatRM(data.amountDue)} dibayar ` +
      `selewat-lewatnya pada ${formatDate(data.payBy)}, kami akan menggunakan hak kami di bawah perjanjian, ` +
      'termasuk menamatkan sewaan dan mengambil milik semula barangan, dan kos yang ditanggung akan dikenakan ' +
      'kepada tuan/puan.',
    repossession_notice: (data) =>
      data.underHirePurchaseAct
        ? 'NOTIS HASRAT UNTUK MENGAMBIL MILIK BARANG-BARANG (Akta Sewa Beli 1967, Jadual Keempat). Ambil ' +
          `perhatian bahawa melainkan jumlah tunggakan sebanyak ${formatRM(data.amountDue)} dibayar dalam masa ` +
          `dua puluh satu hari selepas penyampaian notis ini, iaitu selewat-lewatnya pada ${formatDate(data.payBy)}, ` +
          'kami berhasrat untuk mengambil milik barang-barang yang terkandung dalam perjanjian. Notis ini ' +
          'disampaikan di bawah seksyen 16(1) Akta tersebut.'
        : `Ambil perhatian bahawa melainkan tunggakan sebanyak ${formatRM(data.amountDue)} dibayar ` +
          `selewat-lewatnya pada ${formatDate(data.payBy)}, kami berhasrat untuk mengambil milik barang-barang ` +
          'yang terkandung dalam perjanjian mengikut terma-termanya.',
  },
  ignore: 'Sila anggap surat ini sebagai sulit.',
  yours: 'Yang benar,',
  behalf: (financier) => `bagi pihak ${financier}`,
  signatory: ['Nama', 'Jawatan', 'Penandatangan yang diberi kuasa'],
};

/**
 * Issue 32: a letter of the arrears ladder (reminder, first and final letter of demand, notice of intention to
 * repossess) on the financier's letterhead, in Malay or English: the hirer, the agreement, its arrears by
 * instalment, the amount to pay by a date and how to pay (the bank account, the HP number as the reference).
 */
export async function renderArrearsLetter(data: ArrearsLetterData): Promise<Buffer> {
  // Issue 41: never a letter for RM 0.00, whoever asks for one.
  assertLetterAmount(data.amountDue);
  const words = data.language === 'ms' ? MS : EN;
  const { hirer, financier } = data;
  const [nameLabel, designationLabel, signatory] = words.signatory;
  return new AgreementPdf(data, letterName(data.action, data.language), [
    ['HP No.', data.hpNo],
    [data.language === 'ms' ? 'Tarikh' : 'Date', formatDate(data.generatedOn)],
  ])
    .title(letterName(data.action, data.language))
    .paragraph(`${hirer.name} (${hirer.registrationNo})\n${hirer.address}`, { align: 'left' })
    .paragraph(words.dear)
    .paragraph(words.subject(data.hpNo, data.asset), { bold: true, align: 'left' })
    .paragraph(words.opening(data))
    .heading(words.arrearsHeading)
    .table(
      [
        { header: words.columns[0], width: 0.08 },
        { header: words.columns[1], width: 0.18 },
        { header: words.columns[2], width: 0.19, align: 'right' },
        { header: words.columns[3], width: 0.19, align: 'right' },
        { header: words.columns[4], width: 0.19, align: 'right' },
        { header: words.columns[5], width: 0.17, align: 'right' },
      ],
      [
        ...data.arrears.map((row) => [
          String(row.seq),
          formatDate(row.dueDate),
          formatRM(row.charge),
          formatRM(row.paid),
          formatRM(row.unpaid),
          String(row.daysPastDue),
        ]),
        ['', words.total, '', '', formatRM(data.amountDue), ''],
      ],
    )
    .apply((pdf) =>
      data.lateCharges == null ? pdf : pdf.paragraph(words.lateCharges(data.generatedOn, data.lateCharges)),
    )
    .heading(words.payHeading)
    .paragraph(words.pay(data))
    .keyValueTable(
      data.account
        ? [
            [words.account[0], data.account.holder],
            [words.account[1], data.account.bank],
            [words.account[2], data.account.accountNumber],
            [words.reference, data.hpNo],
          ]
        : [[words.reference, data.hpNo]],
    )
    .apply((pdf) => (data.account ? pdf : pdf.paragraph(words.noAccount)))
    .paragraph(words.closing[data.action](data))
    .paragraph(words.ignore)
    .paragraph(words.yours, { align: 'left', keepWithNext: 110 })
    .signatures([
      {
        caption: words.behalf(financier.name),
        lines: [
          [nameLabel, ''],
          [designationLabel, signatory],
        ],
      },
    ])
    .finish();
}
