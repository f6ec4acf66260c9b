import { APPROVAL_MESSAGES, DELETE_REFUSALS } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../lib/today';
import { multipartBody, TEST_PDF, TEST_PNG } from '../testing/multipart';
import { documentedAnswers, HELD_BY_LIFECYCLE } from '../testing/openapi-answers';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';
import { restRoutes } from './rest-routes';

/**
 * Issue 27: the legacy REST adapter's contract. One row per call of the spec (the 122 of calls.tsv, in its order,
 * written as the spec writes them): the spec's request, sent over the adapter against the demo book, and the fields
 * the spec names for the entity the answer carries (origination.md, collections-and-programs.md and
 * clients-and-reference-data.md, section 3 of each). A field is present when its key is (null allowed); `X[]`
 * steps into the first element of a list. Writes answer the legacy envelope {status, msg}: status 1 when done,
 * status 0 with the spec's message when refused. Where the spec leaves a shape open, docs/decisions.md ("The legacy
 * lifecycle (issue 27)") says what we answer.
 */

type Spec = 'origination.md' | 'collections-and-programs.md' | 'clients-and-reference-data.md';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Ctx {
  [key: string]: number | string;
}

interface Request {
  url: string;
  payload?: object;
  /** A multipart upload: its text fields and a file. */
  multipart?: { fields: Record<string, string>; file: 'pdf' | 'png' };
  /** The demo user who sends it (default the Superadmin). */
  who?: string;
}

interface Row {
  /** As calls.tsv writes it: method and the spec's path. */
  call: `${Method} ${string}`;
  spec: Spec;
  request: (ctx: Ctx) => Request;
  /** The answer is a list: the fields are of its first element, and it may not be empty. */
  list?: boolean;
  /** The answer is keyed (a financial year, say): the fields are of its first value, and it may not be empty. */
  byKey?: boolean;
  fields: readonly string[];
  /** A write: the envelope status expected (and for 0 the spec's message). */
  status?: 1 | 0;
  /** The message, or a matcher where it names who acted (issue 28: 'This application was completed by …'). */
  msg?: string | ReturnType<typeof expect.stringMatching>;
  /** Keeps what later rows need (an id the call created). */
  keep?: (answer: Answer, ctx: Ctx) => void;
}

// biome-ignore lint/suspicious/noExplicitAny: an answer is whatever JSON the adapter sent
type Answer = any;

/** A completed application refuses Complete and Generate again, naming who completed it (issue 28). */
const COMPLETED_BY = expect.stringMatching(/^This application was completed( a moment ago)? by \S.*$/);

const O = 'origination.md';
const C = 'collections-and-programs.md';
const R = 'clients-and-reference-data.md';

// ---- the spec's entities (section 3 of each document) --------------------------------------------------------------

const USER_ME = ['name', 'email', 'Role.name'];
const MASTER_RECORD = [
  'id',
  'applicantId',
  'createdAt',
  'Hirer.id',
  'Hirer.name',
  'Hirer.registrationNo',
  'Brand.id',
  'Brand.name',
  'Product.id',
  'Product.name',
  'condition',
  'isNew',
  'engine',
  'chasis',
  'manufactureYear',
  'registrationNo',
  'cost',
  'downpayment',
  'loanAmount',
  'marginFinance',
  'interestRate',
  'tenure',
  'monthlyInstallment',
  'totalAmountPayable',
  'prepayment',
  'effectiveRate',
  'letterOffer',
  'hpNo',
  'principleStamp',
  'subsidiaryStamp',
  'coverNote',
  'agentId',
  'insuranceStatus',
  'insuranceRate',
  'insuranceStartDate',
  'insuranceEndDate',
  'agreementExecution',
  'dueDate',
  'disbursementDate',
  'Resource.name',
  'salesman',
  'rcOri',
  'insc',
  'fis',
  'stampIsPaid',
  'stampingIsDelivered',
  'agreementIsDelivered',
  'agreementIsReceived',
  'disbursementNoticeIsDelivered',
  'boardResolutionIsReceived',
  'regCardIsDelivered',
  'vehicleIsDischarged',
];
const INSTALMENT = [
  'id',
  'description',
  'dueDate',
  'chargeAmount',
  'paidAmount',
  'paidAt',
  'status',
  'note',
  'paymentPerformanceStatus',
  'applicantProductId',
];
const COLLECTION = [
  'id',
  'hpNo',
  'Hirer.id',
  'Hirer.name',
  'Hirer.registrationNo',
  'Product.id',
  'Product.name',
  'Brand.id',
  'Brand.name',
  'loanAmount',
  'totalAmountPayable',
  'totalPayable',
  'monthlyInstallment',
  'interestRate',
  'outstandingBalance',
  'totalPaid',
  'prepayment',
  'hasPendingPayment',
  'overdueMonths',
  ...INSTALMENT.map((field) => `ApplicantProductTransactions[].${field}`),
];
const APPLICANT_LIST_ITEM = ['id', 'Hirer.name', 'Progress.name', 'Progress.seq', 'createdAt'];
const APPLICANT = [
  'id',
  'hirerId',
  'purpose',
  'financialProgramId',
  'FinancialProgram.name',
  'FinancialProgram.percentageOnNew',
  'FinancialProgram.percentageOnUsed',
  'FinancialProgramTier.name',
  'FinancialProgramTier.riskLevel',
  'FinancialProgramTier.minInterestRate',
  'FinancialProgramTier.maxInterestRate',
  'FinancialProgramTier.maxTenure',
  'Hirer.name',
  'Hirer.loanLimit',
  'Hirer.remainingLoanLimit',
  'Progress.seq',
  'Progress.name',
  'lockStatus',
  'checklist',
  'src_url',
  ...[1, 2, 3, 4].flatMap((n) => [`status${n}`, `status${n}User`, `status${n}At`]),
  'createdAt',
  'ApplicantGuarantors',
];
const HIRER = [
  'id',
  'name',
  'code',
  'registrationNo',
  'shortname',
  'establishYear',
  'resourceId',
  'email',
  'address',
  'website',
  'phone',
  'pic',
  'picNo',
  'remark',
  'logoUrl',
  'loanLimit',
  'remainingLoanLimit',
  'latePayment',
  'totalExposure',
];
const HIRER_CONTACT = ['id', 'hirerId', 'identityNo', 'name', 'phone', 'email'];
const ORDER_LINE = [
  'id',
  'brandId',
  'productId',
  'vendorId',
  'cost',
  'loanAmount',
  'prepayment',
  'tenure',
  'interestRate',
  'insuranceRate',
  'quantity',
  'jpjFee',
  'manufactureYear',
  'downpayment',
  'condition',
  'resourceId',
  'Brand',
  'Product',
  'Agreements',
  'monthlyInstallment',
  'finalInstallment',
  'marginFinance',
  'effectiveRate',
  'prepaymentAmount',
  'prepaymentArray',
  'insuranceSST',
];
const AGREEMENT_DOCUMENT = ['id', 'Resource.name', 'generate_url', 'signed_url'];
const RESOURCE = ['id', 'name', 'category'];
const USER = [
  'id',
  'name',
  'phone',
  'email',
  'roleId',
  'departmentId',
  'status',
  'signatureUrl',
  'lastLogon',
  'Role.name',
  'Department.name',
  'UserAuth.username',
];
/** Issue 42: the fields the spec names on the ApplicantProducts of the brand and product details. */
const LINE_DETAILS = ['outstandingBalance', 'financialProgramId', 'progressId', 'agreementExecution'];
const PRODUCT = ['id', 'brandId', 'name', 'cost', 'url', 'isNew', 'Brand.id', 'Brand.name'];
const TIER = [
  'id',
  'financialProgramId',
  'name',
  'minScore',
  'maxScore',
  'riskLevel',
  'minInterestRate',
  'maxInterestRate',
  'maxTenure',
  'maxCapped',
];
const PROGRAM = ['id', 'name', 'maxCapped', 'maxTenure', 'percentageOnNew', 'percentageOnUsed'];
const FACTOR = ['id', 'name', 'description', 'weightage', 'resourceId', 'editable'];
const FACTOR_ATTRIBUTE = ['id', 'factorId', 'name', 'description', 'score'];
const CRITERIA = ['id', 'category', 'name', 'description', 'editable'];
const DONE = ['status', 'msg'];

const today = new Date().toISOString().slice(0, 10);
const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
const period = `StartDate=${yearAgo}&EndDate=${today}`;

/** A unique suffix, so that names the rows create never meet the demo book's. */
const tag = `c${Date.now().toString(36)}`;

const ROWS: readonly Row[] = [
  // ---- origination.md §7 ------------------------------------------------------------------------------------------
  {
    call: 'POST /userAuth/login',
    spec: O,
    request: () => ({ url: '/userAuth/login', payload: { username: 'staff', password: 'Demo@1234' } }),
    fields: ['status', 'token'],
    status: 1,
  },
  { call: 'GET /user/me', spec: O, request: () => ({ url: '/user/me' }), fields: USER_ME },
  {
    call: 'GET /analysis/total_approved_loan/',
    spec: O,
    request: () => ({ url: `/analysis/total_approved_loan/?${period}` }),
    fields: ['total_loan', 'total_quarter_loan', 'monthly'],
  },
  {
    call: 'GET /analysis/overview_lead/',
    spec: O,
    request: () => ({ url: `/analysis/overview_lead/?${period}` }),
    fields: ['monthly'],
  },
  {
    call: 'GET /analysis/rank_product/',
    spec: O,
    request: () => ({ url: `/analysis/rank_product/?${period}` }),
    fields: [],
  },
  {
    call: 'GET /analysis/rank_hirer/',
    spec: O,
    request: () => ({ url: `/analysis/rank_hirer/?${period}` }),
    fields: [],
  },
  {
    call: 'GET /applicantProduct/all',
    spec: O,
    request: () => ({ url: '/applicantProduct/all' }),
    list: true,
    fields: MASTER_RECORD,
  },
  {
    call: 'GET /applicantProduct/details/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicantProduct/details/${ctx.collectionId}` }),
    fields: [
      ...MASTER_RECORD,
      'totalPayable',
      ...INSTALMENT.map((field) => `ApplicantProductTransactions[].${field}`),
    ],
  },
  {
    call: 'PUT /applicantProduct/',
    spec: O,
    request: (ctx) => ({ url: '/applicantProduct/', payload: { id: ctx.collectionId, salesman: 'Ahmad' } }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /resource/all',
    spec: O,
    request: () => ({ url: '/resource/all' }),
    list: true,
    fields: RESOURCE,
  },
  { call: 'GET /resource/action/all', spec: O, request: () => ({ url: '/resource/action/all' }), fields: [] },
  {
    call: 'GET /applicant/all',
    spec: O,
    request: () => ({ url: '/applicant/all' }),
    list: true,
    fields: APPLICANT_LIST_ITEM,
  },
  {
    call: 'GET /applicant/details/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicant/details/${ctx.approvedId}` }),
    fields: APPLICANT,
  },
  {
    call: 'GET /applicant/document/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicant/document/${ctx.peopleId}` }),
    list: true,
    fields: ['id', 'Resource.name', 'url', 'createdAt', 'updatedAt', 'analyze_result'],
  },
  {
    call: 'GET /applicant/product/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicant/product/${ctx.agreementsId}` }),
    list: true,
    fields: [
      ...ORDER_LINE,
      ...AGREEMENT_DOCUMENT.map((field) => `Agreements[].AgreementDocuments[].${field}`),
    ],
  },
  {
    call: 'GET /applicant/factor/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicant/factor/${ctx.approvedId}` }),
    list: true,
    fields: [
      'id',
      'applicantId',
      'score',
      'remark',
      'Factor.name',
      'Factor.description',
      'Factor.weightage',
      'Factor.Resource.name',
      'Factor.FactorAttributes[].id',
      'Factor.FactorAttributes[].name',
      'Factor.FactorAttributes[].score',
    ],
  },
  {
    call: 'GET /applicant/criteria/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicant/criteria/${ctx.approvedId}` }),
    list: true,
    fields: ['id', 'applicantId', 'status', 'remark', 'ctosRemark', 'Criteria.name', 'Criteria.description'],
  },
  {
    call: 'GET /applicant/recommendation/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicant/recommendation/${ctx.draftId}` }),
    list: true,
    fields: ['id', 'comment'],
  },
  {
    call: 'GET /applicant/comment/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicant/comment/${ctx.draftId}` }),
    list: true,
    fields: ['id', 'category', 'value'],
  },
  {
    call: 'GET /applicant/overview/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicant/overview/${ctx.approvedId}` }),
    fields: [
      'cost_of_equipment',
      'amount_finance',
      'interest_rate',
      'monthly_payment',
      'prepayment',
      'insurance',
      'security',
      'vendor',
      'asset',
      'purpose',
    ],
  },
  {
    call: 'GET /applicant/guarantor/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicant/guarantor/${ctx.peopleId}` }),
    list: true,
    fields: ['id', 'name', 'identityNo', 'description', 'phone', 'file', 'url'],
  },
  {
    call: 'GET /applicant/witness/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicant/witness/${ctx.peopleId}` }),
    list: true,
    fields: ['id', 'name', 'designation', 'identityNo'],
  },
  {
    call: 'GET /applicant//activity/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicant//activity/${ctx.approvedId}` }),
    list: true,
    fields: ['description', 'createdAt'],
  },
  {
    call: 'POST /applicant',
    spec: O,
    request: (ctx) => ({
      url: '/applicant',
      who: 'credit.officer',
      payload: { purpose: 'Conformance', financialProgramId: ctx.programId, hirerId: ctx.hirerId },
    }),
    fields: ['status', 'id'],
    status: 1,
    keep: (answer, ctx) => {
      ctx.newApplicantId = answer.id;
    },
  },
  {
    call: 'PUT /applicant',
    spec: O,
    request: (ctx) => ({
      url: '/applicant',
      who: 'credit.officer',
      payload: { purpose: 'Conformance', financialProgramId: ctx.programId, id: ctx.newApplicantId },
    }),
    fields: DONE,
    status: 0,
    msg: 'Files are missing!',
  },
  {
    call: 'DELETE /applicant',
    spec: O,
    request: (ctx) => ({ url: '/applicant', who: 'credit.officer', payload: { id: ctx.newApplicantId } }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'PUT /applicant/submit',
    spec: O,
    request: (ctx) => ({
      url: '/applicant/submit',
      who: 'credit.officer',
      payload: { id: ctx.draftId, checklist: { ctos: true, nrics: true } },
    }),
    fields: DONE,
    status: 0,
    msg: 'Mandatory checklist is not completed!',
  },
  {
    call: 'PUT /applicant/approve',
    spec: O,
    request: (ctx) => ({
      url: '/applicant/approve',
      who: 'credit.officer',
      payload: { id: ctx.firstApprovalId, comment: 'OK' },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'PUT /applicant/reject',
    spec: O,
    request: (ctx) => ({
      url: '/applicant/reject',
      who: 'head.operation',
      payload: { id: ctx.firstApprovalId },
    }),
    fields: DONE,
    status: 0,
    msg: APPROVAL_MESSAGES.rejectNeedsComment,
  },
  {
    call: 'PUT /applicant/complete',
    spec: O,
    request: (ctx) => ({
      url: '/applicant/complete',
      who: 'credit.officer',
      payload: { id: ctx.completedId },
    }),
    fields: DONE,
    status: 0,
    msg: COMPLETED_BY,
  },
  // A list answers each record's own fields; what is derived from other tables (a company's exposure and what
  // remains of its limit, an asset type's assets) comes with the details call (decisions.md, issue 27).
  {
    call: 'GET /hirer/all',
    spec: O,
    request: () => ({ url: '/hirer/all' }),
    list: true,
    fields: HIRER.filter((field) => field !== 'remainingLoanLimit' && field !== 'totalExposure'),
  },
  {
    call: 'GET /hirer/details/{id}',
    spec: O,
    request: (ctx) => ({ url: `/hirer/details/${ctx.hirerId}` }),
    fields: [
      ...HIRER,
      ...HIRER_CONTACT.map((field) => `HirerContacts[].${field}`),
      'ApplicantProducts',
      'History_CTOS',
      'lastApplicant',
    ],
  },
  {
    call: 'POST /hirerContact/',
    spec: O,
    request: (ctx) => ({
      url: '/hirerContact/',
      payload: {
        hirerId: ctx.hirerId,
        name: `Director ${tag}`,
        identityNo: `IC-${tag}`,
        phone: '012-3456789',
        email: '',
      },
    }),
    fields: DONE,
    status: 1,
    keep: (answer, ctx) => {
      ctx.contactId = answer.id;
    },
  },
  {
    call: 'POST /applicantDocument',
    spec: O,
    request: (ctx) => ({
      url: '/applicantDocument',
      who: 'credit.officer',
      multipart: {
        fields: { applicantId: String(ctx.draftId), resourceId: '45', name: 'statement' },
        file: 'pdf',
      },
    }),
    fields: ['status', 'msg', 'id', 'url'],
    status: 1,
    keep: (answer, ctx) => {
      ctx.documentId = answer.id;
    },
  },
  {
    call: 'DELETE /applicantDocument',
    spec: O,
    request: (ctx) => ({ url: `/applicantDocument?id=${ctx.documentId}`, who: 'credit.officer' }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /applicantDocument/credit_info/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicantDocument/credit_info/${ctx.analysedId}` }),
    list: true,
    fields: ['month', 'withdrawal', 'deposit'],
  },
  {
    call: 'GET /applicantDocument/financial_analysis/{id}',
    spec: O,
    request: (ctx) => ({ url: `/applicantDocument/financial_analysis/${ctx.analysedId}` }),
    byKey: true,
    fields: [
      'turnover',
      'PBT',
      'NPAT',
      'netWorth',
      'currentRatio',
      'gearingRatio',
      'leverageRatio',
      'dateFYE',
      'pdfURL',
    ],
  },
  // The ageing tables' field names are not in the spec (origination §2 lists their columns only).
  ...(['supplier_ageing', 'customer_ageing'] as const).map(
    (kind): Row => ({
      call: `GET /applicantDocument/${kind}/{id}`,
      spec: O,
      request: (ctx) => ({ url: `/applicantDocument/${kind}/${ctx.analysedId}` }),
      fields: [],
    }),
  ),
  {
    call: 'PUT /applicantDocument/financial_analysis',
    spec: O,
    request: (ctx) => ({
      url: '/applicantDocument/financial_analysis',
      who: 'credit.officer',
      payload: {
        applicantId: ctx.draftId,
        data: { 2024: { turnover: 1_000_000, PBT: 100_000, NPAT: 80_000 } },
      },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'POST /applicantGuarantor',
    spec: O,
    request: (ctx) => ({
      url: '/applicantGuarantor',
      who: 'credit.officer',
      multipart: {
        fields: {
          applicantId: String(ctx.draftId),
          name: `Guarantor ${tag}`,
          description: 'Director',
          phone: '012-3456789',
          identityNo: `G-${tag}`,
        },
        file: 'pdf',
      },
    }),
    fields: ['status', 'msg', 'id'],
    status: 1,
    keep: (answer, ctx) => {
      ctx.guarantorId = answer.id;
    },
  },
  {
    call: 'DELETE /applicantGuarantor',
    spec: O,
    request: (ctx) => ({ url: `/applicantGuarantor?id=${ctx.guarantorId}`, who: 'credit.officer' }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'POST /applicantWitness',
    spec: O,
    request: (ctx) => ({
      url: '/applicantWitness',
      who: 'credit.officer',
      multipart: {
        fields: {
          applicantId: String(ctx.draftId),
          name: `Witness ${tag}`,
          designation: 'Manager',
          identityNo: `W-${tag}`,
        },
        file: 'pdf',
      },
    }),
    fields: ['status', 'msg', 'id'],
    status: 1,
  },
  {
    call: 'GET /applicantWitness/all',
    spec: O,
    request: (ctx) => ({ url: `/applicantWitness/all?applicantId=${ctx.draftId}` }),
    list: true,
    fields: ['id', 'name', 'designation', 'identityNo'],
  },
  {
    call: 'PUT /applicantFactor',
    spec: O,
    request: (ctx) => ({
      url: '/applicantFactor',
      who: 'credit.officer',
      payload: {
        id: ctx.applicantFactorId,
        applicantId: ctx.draftId,
        status: 1,
        score: ctx.factorAttributeScore,
        factorAttributeId: ctx.factorAttributeId,
      },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'PUT /applicantCriteria',
    spec: O,
    request: (ctx) => ({
      url: '/applicantCriteria',
      who: 'credit.officer',
      payload: { id: ctx.applicantCriteriaId, remark: 'Checked', status: 1 },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'POST /applicantRecommendation',
    spec: O,
    request: (ctx) => ({
      url: '/applicantRecommendation',
      who: 'credit.officer',
      payload: { comment: 'Recommended', applicantId: ctx.draftId },
    }),
    fields: ['status', 'msg', 'id'],
    status: 1,
    keep: (answer, ctx) => {
      ctx.recommendationId = answer.id;
    },
  },
  {
    call: 'PUT /applicantRecommendation',
    spec: O,
    request: (ctx) => ({
      url: '/applicantRecommendation',
      who: 'credit.officer',
      payload: { comment: 'Recommended again', id: ctx.recommendationId },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'DELETE /applicantRecommendation',
    spec: O,
    request: (ctx) => ({ url: `/applicantRecommendation?id=${ctx.recommendationId}`, who: 'credit.officer' }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'POST /applicantComment',
    spec: O,
    request: (ctx) => ({
      url: '/applicantComment',
      who: 'credit.officer',
      payload: { value: 'Steady', category: 'financialComment', applicantId: ctx.draftId },
    }),
    fields: ['status', 'msg', 'id'],
    status: 1,
    keep: (answer, ctx) => {
      ctx.commentId = answer.id;
    },
  },
  {
    call: 'PUT /applicantComment',
    spec: O,
    request: (ctx) => ({
      url: '/applicantComment',
      who: 'credit.officer',
      payload: { value: 'Steadier', category: 'financialComment', id: ctx.commentId },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /product/all',
    spec: O,
    request: () => ({ url: '/product/all' }),
    list: true,
    fields: PRODUCT,
  },
  {
    call: 'GET /vendor/all',
    spec: O,
    request: () => ({ url: '/vendor/all' }),
    list: true,
    fields: ['id', 'name'],
  },
  {
    call: 'GET /financialProgram/all',
    spec: O,
    request: () => ({ url: '/financialProgram/all' }),
    list: true,
    fields: PROGRAM,
  },
  {
    call: 'POST /applicantProduct/calculate',
    spec: O,
    request: () => ({
      url: '/applicantProduct/calculate',
      payload: { cost: 100_000, loanAmount: 80_000, prepayment: [1, 0], loanMonth: 36, interestRate: 3.5 },
    }),
    fields: ['monthlyInstallment', 'finalInstallment', 'totalInterest', 'totalPayable'],
  },
  {
    call: 'POST /applicantProduct/calculate_loan',
    spec: O,
    request: (ctx) => ({
      url: '/applicantProduct/calculate_loan',
      payload: { cost: 100_000, loanAmount: 80_000, insuranceRate: 1.25, financialProgramId: ctx.programId },
    }),
    fields: ['insurance', 'insuranceSST'],
  },
  {
    call: 'POST /applicantProduct',
    spec: O,
    request: (ctx) => ({
      url: '/applicantProduct',
      who: 'credit.officer',
      payload: {
        applicantId: ctx.draftId,
        hirerId: ctx.draftHirerId,
        brandId: ctx.spareBrandId,
        productId: ctx.spareProductId,
        vendorId: ctx.vendorId,
        cost: 100_000,
        condition: 'Recon',
        quantity: 1,
        loanAmount: 50_000,
        prepayment: [0, 0],
        insuranceRate: 1.25,
        interestRate: ctx.draftRate,
        tenure: 1,
        resourceId: ctx.repaymentId,
        jpjFee: 250,
        manufactureYear: 2024,
      },
    }),
    fields: ['status', 'msg', 'id'],
    status: 1,
    keep: (answer, ctx) => {
      ctx.draftLineId = answer.id;
    },
  },
  {
    call: 'DELETE /applicantProduct',
    spec: O,
    request: (ctx) => ({ url: `/applicantProduct?id=${ctx.draftLineId}`, who: 'credit.officer' }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /agreement/generate/{id}',
    spec: O,
    request: (ctx) => ({ url: `/agreement/generate/${ctx.completedId}`, who: 'credit.officer' }),
    fields: DONE,
    status: 0,
    msg: COMPLETED_BY,
  },
  {
    call: 'POST /agreementDocument/upload',
    spec: O,
    request: (ctx) => ({
      url: '/agreementDocument/upload',
      who: 'credit.officer',
      multipart: { fields: { id: String(ctx.agreementDocumentId) }, file: 'pdf' },
    }),
    fields: ['status', 'msg', 'url'],
    status: 1,
  },

  // ---- collections-and-programs.md §7 -----------------------------------------------------------------------------
  {
    call: 'GET /applicantProduct/transaction/all',
    spec: C,
    request: () => ({ url: '/applicantProduct/transaction/all' }),
    list: true,
    fields: COLLECTION,
  },
  {
    call: 'PUT /applicantProductTransaction/',
    spec: C,
    request: (ctx) => ({
      url: '/applicantProductTransaction/',
      payload: { id: ctx.instalmentId, note: 'Customer travelling' },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /applicantProductTransaction/reasons',
    spec: C,
    request: () => ({ url: '/applicantProductTransaction/reasons' }),
    fields: [],
  },
  {
    call: 'POST /applicantProductReschedule',
    spec: C,
    request: (ctx) => ({
      url: '/applicantProductReschedule',
      // Issue 26: its requester may not decide it; the two Superadmins below approve and reject it.
      who: 'collection.officer',
      payload: {
        applicantProductId: ctx.rescheduleLineId,
        month: 1,
        applicantProductTransactionId: ctx.rescheduleInstalmentId,
      },
    }),
    fields: DONE,
    status: 1,
    keep: (answer, ctx) => {
      ctx.rescheduleId = answer.id;
    },
  },
  {
    call: 'PUT /applicantProductReschedule/approve',
    spec: C,
    request: (ctx) => ({
      url: '/applicantProductReschedule/approve',
      who: 'superadmin2',
      payload: { id: ctx.rescheduleId },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'PUT /applicantProductReschedule/reject',
    spec: C,
    request: (ctx) => ({ url: '/applicantProductReschedule/reject', payload: { id: ctx.rescheduleId } }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'POST /applicantProductPayment',
    spec: C,
    request: (ctx) => ({
      url: '/applicantProductPayment',
      payload: { applicantProductId: ctx.collectionId, amount: 100, paidAt: today },
    }),
    fields: DONE,
    status: 1,
    keep: (answer, ctx) => {
      ctx.paymentId = answer.id;
    },
  },
  {
    call: 'PUT /applicantProductPayment',
    spec: C,
    request: (ctx) => ({
      url: '/applicantProductPayment',
      payload: { id: ctx.paymentId, applicantProductId: ctx.collectionId, amount: 120, paidAt: today },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /analysis/overview_overdue_transaction/',
    spec: C,
    request: () => ({ url: `/analysis/overview_overdue_transaction/?${period}` }),
    fields: [
      'installmentCollected',
      'nonPerformingLoan',
      'nonPerformingLoanRatio',
      'overdueCollected',
      'totalOverdue',
    ],
  },
  {
    call: 'GET /analysis/overview_overdue_transaction_reason/',
    spec: C,
    request: () => ({ url: `/analysis/overview_overdue_transaction_reason/?${period}` }),
    fields: ['reasons', 'totalReceivableOverdue.ratioOverdueReceivable'],
  },
  {
    call: 'GET /analysis/outstandingBalanceClient',
    spec: C,
    request: () => ({ url: '/analysis/outstandingBalanceClient' }),
    list: true,
    fields: ['name', 'totalOverdue', 'totalOverdueMonths', 'ApplicantProducts'],
  },
  {
    call: 'GET /analysis/rank_partially_hirer/',
    spec: C,
    request: () => ({ url: `/analysis/rank_partially_hirer/?${period}` }),
    fields: [],
  },
  {
    call: 'GET /analysis/monthlyCollection',
    spec: C,
    request: () => ({ url: '/analysis/monthlyCollection' }),
    list: true,
    fields: ['totalPaid', 'totalOverdue', 'paidTransactions', 'overdueTransactions'],
  },
  {
    call: 'GET /criteria/all',
    spec: C,
    request: () => ({ url: '/criteria/all' }),
    list: true,
    fields: CRITERIA,
  },
  {
    call: 'POST /criteria',
    spec: C,
    request: (ctx) => ({
      url: '/criteria',
      payload: { category: ctx.criteriaCategory, name: `Criteria ${tag}`, description: 'Checked' },
    }),
    fields: DONE,
    status: 1,
    keep: (answer, ctx) => {
      ctx.criteriaId = answer.id;
    },
  },
  {
    call: 'PUT /criteria',
    spec: C,
    request: (ctx) => ({
      url: '/criteria',
      payload: {
        id: ctx.criteriaId,
        category: ctx.criteriaCategory,
        name: `Criteria ${tag}b`,
        description: 'Checked again',
      },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'DELETE /criteria',
    spec: C,
    request: (ctx) => ({ url: '/criteria', payload: { id: ctx.criteriaId } }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /resource/type/{category}',
    spec: C,
    request: () => ({ url: '/resource/type/FACTOR_CATEGORY' }),
    list: true,
    fields: RESOURCE,
  },
  {
    call: 'GET /financialProgram/details/{id}',
    spec: C,
    request: (ctx) => ({ url: `/financialProgram/details/${ctx.programId}` }),
    fields: [...PROGRAM, ...TIER.map((field) => `FinancialProgramTiers[].${field}`)],
  },
  {
    call: 'POST /financialProgram',
    spec: C,
    request: () => ({
      url: '/financialProgram',
      payload: {
        name: `Program ${tag}`,
        maxCapped: 0,
        maxTenure: 5,
        percentageOnNew: 90,
        percentageOnUsed: 80,
      },
    }),
    fields: DONE,
    status: 1,
    keep: (answer, ctx) => {
      ctx.newProgramId = answer.id;
    },
  },
  {
    call: 'PUT /financialProgram',
    spec: C,
    request: (ctx) => ({
      url: '/financialProgram',
      payload: {
        id: ctx.newProgramId,
        name: `Program ${tag}b`,
        maxTenure: 4,
        percentageOnNew: 85,
        percentageOnUsed: 75,
      },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'DELETE /financialProgram',
    spec: C,
    request: (ctx) => ({ url: '/financialProgram', payload: { id: ctx.newProgramId } }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'POST /financialProgramTier',
    spec: C,
    request: (ctx) => ({
      url: '/financialProgramTier',
      payload: {
        financialProgramId: ctx.programId,
        name: `Tier ${tag}`,
        minScore: 0,
        maxScore: 1,
        riskLevel: 'High',
        minInterestRate: 5,
        maxInterestRate: 6,
        maxTenure: 3,
        maxCapped: 0,
      },
    }),
    fields: DONE,
    status: 1,
    keep: (answer, ctx) => {
      ctx.tierId = answer.id;
    },
  },
  {
    call: 'PUT /financialProgramTier',
    spec: C,
    request: (ctx) => ({
      url: '/financialProgramTier',
      payload: {
        id: ctx.tierId,
        financialProgramId: ctx.programId,
        name: `Tier ${tag}b`,
        minScore: 0,
        maxScore: 1,
        riskLevel: 'High',
        minInterestRate: 5,
        maxInterestRate: 7,
        maxTenure: 3,
        maxCapped: 0,
      },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'DELETE /financialProgramTier',
    spec: C,
    request: (ctx) => ({ url: '/financialProgramTier', payload: { id: ctx.tierId } }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /factor/all/{financialProgramId}',
    spec: C,
    request: (ctx) => ({ url: `/factor/all/${ctx.programId}` }),
    list: true,
    fields: FACTOR,
  },
  {
    call: 'GET /factor/details/{id}',
    spec: C,
    request: (ctx) => ({ url: `/factor/details/${ctx.factorId}` }),
    fields: [...FACTOR, ...FACTOR_ATTRIBUTE.map((field) => `FactorAttributes[].${field}`)],
  },
  {
    call: 'POST /factor',
    spec: C,
    request: (ctx) => ({
      url: '/factor',
      payload: {
        financialProgramId: ctx.spareProgramId,
        name: `Factor ${tag}`,
        description: 'Years trading',
        weightage: 0,
        resourceId: ctx.factorCategoryId,
      },
    }),
    fields: ['status', 'msg', 'id'],
    status: 1,
    keep: (answer, ctx) => {
      ctx.newFactorId = answer.id;
    },
  },
  {
    call: 'PUT /factor',
    spec: C,
    request: (ctx) => ({
      url: '/factor',
      payload: {
        id: ctx.newFactorId,
        resourceId: ctx.factorCategoryId,
        name: `Factor ${tag}b`,
        description: 'Years trading',
        weightage: 0,
      },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'DELETE /factor',
    spec: C,
    request: (ctx) => ({ url: '/factor', payload: { id: ctx.newFactorId } }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'POST /factorAttribute',
    spec: C,
    request: (ctx) => ({
      url: '/factorAttribute',
      payload: { factorId: ctx.factorId, name: `Attribute ${tag}`, description: 'Some', score: 3 },
    }),
    fields: DONE,
    status: 1,
    keep: (answer, ctx) => {
      ctx.attributeId = answer.id;
    },
  },
  {
    call: 'PUT /factorAttribute',
    spec: C,
    request: (ctx) => ({
      url: '/factorAttribute',
      payload: {
        id: ctx.attributeId,
        factorId: ctx.factorId,
        name: `Attribute ${tag}b`,
        description: 'Some',
        score: 4,
      },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'DELETE /factorAttribute',
    spec: C,
    request: (ctx) => ({ url: '/factorAttribute', payload: { id: ctx.attributeId } }),
    fields: DONE,
    status: 1,
  },

  // ---- clients-and-reference-data.md §7 ---------------------------------------------------------------------------
  {
    call: 'POST /resource',
    spec: R,
    request: () => ({
      url: '/resource',
      payload: { name: `Agent ${tag}`, category: 'INSURANCE_AGENT', description: null },
    }),
    fields: DONE,
    status: 1,
  },
  { call: 'GET /user/all', spec: R, request: () => ({ url: '/user/all' }), list: true, fields: USER },
  {
    call: 'GET /user/details/{id}',
    spec: R,
    request: (ctx) => ({ url: `/user/details/${ctx.userId}` }),
    fields: USER,
  },
  {
    call: 'POST /user',
    spec: R,
    request: (ctx) => ({
      url: '/user',
      payload: {
        username: `user.${tag}`,
        password: 'Kelapa sawit hijau 42!',
        name: `User ${tag}`,
        phone: '012-3456789',
        email: `${tag}@sewabeli.my`,
        roleId: ctx.roleId,
        departmentId: ctx.departmentId,
      },
    }),
    fields: ['status', 'msg', 'id'],
    status: 1,
    keep: (answer, ctx) => {
      ctx.newUserId = answer.id;
    },
  },
  {
    call: 'POST /userAuth',
    spec: R,
    request: (ctx) => ({
      url: '/userAuth',
      payload: { userId: ctx.newUserId, username: `user.${tag}`, password: 'Kelapa sawit hijau 42!' },
    }),
    fields: DONE,
  },
  {
    call: 'PUT /user',
    spec: R,
    request: (ctx) => ({
      url: '/user',
      payload: {
        id: ctx.newUserId,
        departmentId: ctx.departmentId,
        roleId: ctx.roleId,
        name: `User ${tag}b`,
        phone: '012-3456789',
        email: `${tag}@sewabeli.my`,
        status: 1,
      },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'PUT /userAuth',
    spec: R,
    request: (ctx) => ({
      url: '/userAuth',
      payload: { userId: ctx.newUserId, password: 'Durian runtuh pagi 77!' },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'POST /user/upload',
    spec: R,
    request: (ctx) => ({
      url: '/user/upload',
      multipart: { fields: { id: String(ctx.newUserId) }, file: 'png' },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /role/all',
    spec: R,
    request: () => ({ url: '/role/all' }),
    list: true,
    fields: ['id', 'name'],
  },
  {
    call: 'GET /department/all',
    spec: R,
    request: () => ({ url: '/department/all' }),
    list: true,
    fields: ['id', 'name'],
  },
  {
    call: 'POST /hirer/',
    spec: R,
    request: (ctx) => ({
      url: '/hirer/',
      payload: {
        name: `Syarikat ${tag} Sdn Bhd`,
        registrationNo: `REG-${tag}`,
        shortname: tag.toUpperCase(),
        resourceId: ctx.sectorId,
        establishYear: 2001,
        email: '',
        address: '1 Jalan Ampang, Kuala Lumpur',
        website: null,
        phone: '03-2161234',
        pic: 'Tan Ah Kow',
        picNo: '012-3456789',
        remark: null,
      },
    }),
    fields: ['status', 'msg', 'id'],
    status: 1,
    keep: (answer, ctx) => {
      ctx.newHirerId = answer.id;
    },
  },
  {
    call: 'PUT /hirer/',
    spec: R,
    request: (ctx) => ({
      url: '/hirer/',
      payload: {
        id: ctx.newHirerId,
        name: `Syarikat ${tag} Bhd`,
        registrationNo: `REG-${tag}`,
        shortname: tag.toUpperCase(),
        resourceId: ctx.sectorId,
        establishYear: 2001,
        email: '',
        address: '2 Jalan Ampang, Kuala Lumpur',
        website: null,
        phone: '03-2161234',
        pic: 'Tan Ah Kow',
        picNo: '012-3456789',
        remark: null,
        newResourceName: null,
      },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'POST /hirer/upload',
    spec: R,
    request: (ctx) => ({
      url: '/hirer/upload',
      multipart: { fields: { id: String(ctx.newHirerId) }, file: 'png' },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'DELETE /hirer',
    spec: R,
    request: (ctx) => ({ url: '/hirer', payload: { id: ctx.newHirerId } }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'PUT /hirerContact/',
    spec: R,
    request: (ctx) => ({
      url: '/hirerContact/',
      payload: {
        id: ctx.contactId,
        hirerId: ctx.hirerId,
        name: `Director ${tag}b`,
        identityNo: `IC-${tag}`,
        phone: '012-3456789',
        email: '',
      },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /brand/all',
    spec: R,
    request: () => ({ url: '/brand/all' }),
    list: true,
    fields: ['id', 'name', 'logoUrl'],
  },
  {
    call: 'POST /brand',
    spec: R,
    request: () => ({ url: '/brand', payload: { name: `Type ${tag}` } }),
    fields: DONE,
    status: 1,
    keep: (answer, ctx) => {
      ctx.newBrandId = answer.id;
    },
  },
  {
    call: 'PUT /brand',
    spec: R,
    request: (ctx) => ({ url: '/brand', payload: { id: ctx.newBrandId, name: `Type ${tag}b` } }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /brand/details/{id}',
    spec: R,
    request: (ctx) => ({ url: `/brand/details/${ctx.brandId}` }),
    fields: [
      'id',
      'name',
      'logoUrl',
      'Products[].id',
      'Products[].name',
      'Products[].ApplicantProducts[].Hirer',
      ...LINE_DETAILS.map((field) => `Products[].ApplicantProducts[].${field}`),
    ],
  },
  {
    call: 'POST /product',
    spec: R,
    request: (ctx) => ({
      url: '/product',
      payload: { brandId: ctx.newBrandId, name: `Model ${tag}`, cost: 100_000 },
    }),
    fields: DONE,
    status: 1,
    keep: (answer, ctx) => {
      ctx.newProductId = answer.id;
    },
  },
  {
    call: 'PUT /product',
    spec: R,
    request: (ctx) => ({
      url: '/product',
      payload: {
        id: ctx.newProductId,
        brandId: ctx.newBrandId,
        name: `Model ${tag}b`,
        cost: 110_000,
        isNew: 1,
      },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /product/details/{id}',
    spec: R,
    request: (ctx) => ({ url: `/product/details/${ctx.productId}` }),
    fields: [...PRODUCT, 'ApplicantProducts', ...LINE_DETAILS.map((field) => `ApplicantProducts[].${field}`)],
  },
  {
    call: 'POST /product/upload',
    spec: R,
    request: (ctx) => ({
      url: '/product/upload',
      multipart: { fields: { id: String(ctx.newProductId) }, file: 'png' },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'DELETE /brand',
    spec: R,
    request: (ctx) => ({ url: '/brand', payload: { id: ctx.newBrandId } }),
    fields: DONE,
    status: 0,
    msg: DELETE_REFUSALS.brandWithAssets(`Type ${tag}b`, 1),
  },
  {
    call: 'POST /brand/upload',
    spec: R,
    request: (ctx) => ({
      url: '/brand/upload',
      multipart: { fields: { id: String(ctx.brandId) }, file: 'png' },
    }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'POST /vendor',
    spec: R,
    request: () => ({ url: '/vendor', payload: { name: `Vendor ${tag}` } }),
    fields: DONE,
    status: 1,
    keep: (answer, ctx) => {
      ctx.newVendorId = answer.id;
    },
  },
  {
    call: 'PUT /vendor',
    spec: R,
    request: (ctx) => ({ url: '/vendor', payload: { id: ctx.newVendorId, name: `Vendor ${tag}b` } }),
    fields: DONE,
    status: 1,
  },
  {
    call: 'GET /vendor/details/{id}',
    spec: R,
    request: (ctx) => ({ url: `/vendor/details/${ctx.newVendorId}` }),
    fields: ['id', 'name'],
  },
  {
    call: 'DELETE /vendor',
    spec: R,
    request: (ctx) => ({ url: '/vendor', payload: { id: ctx.newVendorId } }),
    fields: DONE,
    status: 1,
  },
];

let t: TestApp;
const auth: Record<string, Record<string, string>> = {};
const ctx: Ctx = {};

/** Issue 33: every 2xx answer below is held to the OpenAPI document. */
let answers: Awaited<ReturnType<typeof documentedAnswers>>;

async function get(url: string, who = 'superadmin'): Promise<Answer> {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth[who] });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** The key paths of `fields` that `answer` lacks. */
function missingFields(answer: Answer, fields: readonly string[]): string[] {
  return fields.filter((path) => {
    let value: Answer = answer;
    for (const part of path.split('.')) {
      const many = part.endsWith('[]');
      const key = many ? part.slice(0, -2) : part;
      if (value === null || typeof value !== 'object' || !(key in value)) return true;
      value = value[key];
      if (many) {
        if (!Array.isArray(value)) return true;
        if (value.length === 0) return false;
        value = value[0];
      }
      if (value === null) return false;
    }
    return false;
  });
}

beforeAll(async () => {
  t = await createTestApp({}, 'demo');
  for (const username of ['superadmin', 'credit.officer', 'head.operation', 'collection.officer'])
    auth[username] = bearer(await signIn(t.app, username));
  answers = await documentedAnswers(t.app, auth.superadmin!);
  // Reference data and applications of the demo book, found through the adapter itself.
  const applications: Answer[] = await get('/applicant/all');
  const details: Answer[] = await Promise.all(applications.map((row) => get(`/applicant/details/${row.id}`)));
  const find = (predicate: (detail: Answer) => boolean, what: string) => {
    const found = details.find(predicate);
    if (!found) throw new Error(`the demo book has no ${what}`);
    return found;
  };
  const completed = find((detail) => detail.Progress.seq === 8, 'completed application');
  const approved = find((detail) => detail.Progress.seq >= 6 && detail.status1 === 1, 'approved application');
  const firstApproval = find(
    (detail) => detail.Progress.seq === 6 && detail.status1 === null,
    'application awaiting the Credit Officer',
  );
  // An application whose statements were read: credit information and financial analysis to answer.
  for (const detail of details) {
    const [credit, years] = await Promise.all([
      get(`/applicantDocument/credit_info/${detail.id}`),
      get(`/applicantDocument/financial_analysis/${detail.id}`),
    ]);
    if (credit.length > 0 && Object.keys(years).length > 0) {
      ctx.analysedId = detail.id;
      break;
    }
  }
  if (ctx.analysedId === undefined) throw new Error('the demo book has no analysed application');
  const people = find((detail) => detail.ApplicantGuarantors.length > 0, 'application with guarantors');
  ctx.peopleId = people.id;
  const draft = find(
    (detail) => detail.Progress.seq >= 3 && detail.Progress.seq <= 4 && detail.lockStatus === 0,
    'draft',
  );
  Object.assign(ctx, {
    completedId: completed.id,
    approvedId: approved.id,
    firstApprovalId: firstApproval.id,
    draftId: draft.id,
    draftHirerId: draft.hirerId,
    draftRate: draft.FinancialProgramTier?.maxInterestRate ?? 5,
    hirerId: completed.hirerId,
    programId: completed.financialProgramId,
  });
  // An application at Agreements with its documents generated (the job worker runs generation, as in production).
  const atAgreements = find((detail) => detail.Progress.seq === 7, 'application at Agreements');
  ctx.agreementsId = atAgreements.id;
  const documentsOf = async () =>
    ((await get(`/applicant/product/${atAgreements.id}`)) as Answer[]).flatMap((line) =>
      line.Agreements.flatMap((agreement: Answer) => agreement.AgreementDocuments),
    );
  if ((await documentsOf()).length === 0)
    await t.app.inject({
      method: 'GET',
      url: `/api/agreement/generate/${atAgreements.id}`,
      headers: auth['credit.officer'],
    });
  while (await t.app.agreementWorker.processNext()) {}
  const unsigned = (await documentsOf()).find((document) => document.signed_url === null);
  if (!unsigned) throw new Error('the demo book has no agreement document to sign');
  ctx.agreementDocumentId = unsigned.id;
  const collections: Answer[] = await get('/applicantProduct/transaction/all');
  const open = collections.filter((row) => row.outstandingBalance > 0);
  const [collection, rescheduled] = open;
  if (!collection || !rescheduled) throw new Error('the demo book has too few collections');
  ctx.collectionId = collection.id;
  // A late reason needs an instalment past its due date (issue 29): the collection's first one.
  const pastDue = collection.ApplicantProductTransactions.find(
    (instalment: Answer) => instalment.dueDate < todayInKualaLumpur(),
  );
  if (!pastDue) throw new Error('the demo collection has no instalment past due');
  ctx.instalmentId = pastDue.id;
  ctx.rescheduleLineId = rescheduled.id;
  ctx.rescheduleInstalmentId = rescheduled.ApplicantProductTransactions.at(-1).id;
  const factors: Answer[] = await get(`/applicant/factor/${draft.id}`);
  const factor = factors[0];
  const attribute = factor.Factor.FactorAttributes[0];
  Object.assign(ctx, {
    applicantFactorId: factor.id,
    factorId: factor.Factor.id,
    factorAttributeId: attribute.id,
    factorAttributeScore: attribute.score,
  });
  ctx.applicantCriteriaId = (await get(`/applicant/criteria/${draft.id}`))[0].id;
  const programs: Answer[] = await get('/financialProgram/all');
  ctx.spareProgramId = programs.find((program) => program.id !== ctx.programId)?.id ?? ctx.programId;
  const resources: Answer[] = await get('/resource/all');
  const ofCategory = (category: string) => resources.find((resource) => resource.category === category)?.id;
  ctx.repaymentId = ofCategory('REPAYMENT_MODE');
  ctx.factorCategoryId = ofCategory('FACTOR_CATEGORY');
  ctx.sectorId = ofCategory('HIRER_BUSINESS');
  ctx.criteriaCategory = resources.find((resource) => resource.category === 'CRITERIA_CATEGORY')?.name;
  const draftLines: Answer[] = await get(`/applicant/product/${draft.id}`);
  const used = new Set(draftLines.map((line) => line.productId));
  const products: Answer[] = await get('/product/all');
  const spare = products.find((product) => !used.has(product.id));
  ctx.spareProductId = spare.id;
  ctx.spareBrandId = spare.brandId;
  ctx.productId = products[0].id;
  ctx.brandId = products[0].brandId;
  ctx.vendorId = (await get('/vendor/all'))[0].id;
  const users: Answer[] = await get('/user/all');
  ctx.userId = users[0].id;
  ctx.roleId = (await get('/role/all')).find((role: Answer) => role.name === 'Staff').id;
  ctx.departmentId = (await get('/department/all'))[0].id;
  const second = users.find(
    (user) => user.Role?.name === 'Superadmin' && user.UserAuth?.username !== 'superadmin',
  );
  auth.superadmin2 = bearer(await signIn(t.app, second.UserAuth.username));
}, 120_000);
afterAll(() => t.close());

describe('issue 27: the legacy REST adapter answers every call of the spec (calls.tsv)', () => {
  it('has one row per call of calls.tsv: 122, none twice', () => {
    expect(ROWS).toHaveLength(122);
    expect(new Set(ROWS.map((row) => row.call)).size).toBe(122);
  });

  // In order: a row may use what an earlier one created (POST, then PUT, then DELETE of the same record).
  it.each(ROWS.map((row) => [row.call, row.spec, row] as const))('%s (%s)', async (_call, _spec, row) => {
    const method = row.call.split(' ')[0] as Method;
    const request = row.request(ctx);
    const headers = auth[request.who ?? 'superadmin'] ?? {};
    let res: Awaited<ReturnType<typeof t.app.inject>>;
    if (request.multipart) {
      const file =
        request.multipart.file === 'png'
          ? { name: 'image.png', data: TEST_PNG, type: 'image/png' }
          : { name: 'scan.pdf', data: TEST_PDF, type: 'application/pdf' };
      const body = multipartBody(request.multipart.fields, file);
      res = await t.app.inject({
        method,
        url: `/api${request.url}`,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    } else {
      res = await t.app.inject({
        method,
        url: `/api${request.url}`,
        headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
    }
    const answer: Answer = res.json();
    if (row.status === 0) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(answer).toEqual({ status: 0, msg: row.msg ?? expect.any(String) });
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(answers.problems(method, request.url, res.headers['content-type'], answer)).toEqual([]);
    if (row.status === 1) expect(answer.status, res.body).toBe(1);
    const subject = row.list ? answer[0] : row.byKey ? Object.values(answer)[0] : answer;
    if (row.list) expect(Array.isArray(answer) && answer.length > 0, res.body.slice(0, 300)).toBe(true);
    if (row.byKey) expect(subject, res.body.slice(0, 300)).toBeTruthy();
    expect(missingFields(subject, row.fields), JSON.stringify(subject).slice(0, 600)).toEqual([]);
    row.keep?.(answer, ctx);
  });
});

describe('issue 33: the OpenAPI document states every answer, and each answer received fits it', () => {
  it('every registered route states its answer: a JSON schema or, for a file, its content type', () => {
    const unstated = restRoutes
      .filter((route) => !route.schemas.answer && !route.schemas.answerType)
      .map((route) => `${route.method} ${route.path}`);
    expect(unstated).toEqual([]);
  });

  // Answers of the same routes that calls.tsv does not show: pages of the whole lists, the CSV export, sign out.
  it.each([
    ['GET', '/applicantProduct/all?page=1&pageSize=5'],
    ['GET', '/applicantProduct/export'],
    ['GET', '/applicant/all?page=1&pageSize=5'],
    ['GET', '/hirer/all?page=1&pageSize=5'],
    ['GET', '/applicantProduct/transaction/all?page=1&pageSize=5'],
    ['POST', '/userAuth/logout'],
  ] as const)('%s %s', async (method, url) => {
    const headers = method === 'POST' ? bearer(await signIn(t.app, 'staff')) : auth.superadmin;
    const res = await t.app.inject({ method, url: `/api${url}`, headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    expect(answers.problems(method, url, res.headers['content-type'], json ? res.json() : res.body)).toEqual(
      [],
    );
  });

  // calls.tsv shows it refused (the brand is in use); an unused brand's deletion answers as documented too.
  it('DELETE /brand of an unused brand', async () => {
    const brand = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers: auth.superadmin,
      payload: { name: `Unused ${tag}` },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/brand',
      headers: auth.superadmin,
      payload: { id: brand.json().id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(answers.problems('DELETE', '/brand', res.headers['content-type'], res.json())).toEqual([]);
  });

  it('every JSON answer the document states was held to a real answer (the lifecycle suite holds the rest)', () => {
    const documented = restRoutes
      .filter((route) => route.schemas.answer)
      .map((route) => `${route.method} /api${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    expect(documented.filter((operation) => !answers.held.has(operation)).sort()).toEqual(
      [...HELD_BY_LIFECYCLE].sort(),
    );
  });
});
