import type { ResourceCategory } from '../tables/reference';

export const ROLES = [
  'Superadmin',
  'Credit Officer',
  'Head of Operation',
  'Malaysia Director',
  'China Director',
  'Collection Officer',
  'Staff',
] as const;
export type RoleName = (typeof ROLES)[number];

export const DEPARTMENTS = ['Credit', 'Operations', 'Collections', 'Management', 'Finance'] as const;
export type DepartmentName = (typeof DEPARTMENTS)[number];

/** decisions.md section 5. Re-attempt (9) sits at seq 5 with Result. */
export const PROGRESS = [
  { id: 1, seq: 1, name: 'Basic Information' },
  { id: 2, seq: 2, name: 'Score Card' },
  { id: 3, seq: 3, name: 'Product' },
  { id: 4, seq: 4, name: 'SRC Report' },
  { id: 5, seq: 5, name: 'Result' },
  { id: 6, seq: 6, name: 'Approval' },
  { id: 7, seq: 7, name: 'Agreements' },
  { id: 8, seq: 8, name: 'Completed' },
  { id: 9, seq: 5, name: 'Re-attempt' },
] as const;

/** The business sector whose selection reveals the free-text 'Other Business Sector' (clients doc section 9). */
export const OTHER_BUSINESS_SECTOR_ID = 40;

const BUSINESS_SECTORS = [
  'Construction',
  'Civil Engineering',
  'Earthworks',
  'Quarrying',
  'Mining',
  'Oil and Gas',
  'Logistics and Transportation',
  'Haulage',
  'Oil Palm Plantation',
  'Agriculture',
  'Forestry and Logging',
  'Manufacturing',
  'Property Development',
  'Infrastructure',
  'Marine and Port Services',
  'Waste Management',
  'Renewable Energy',
  'Utilities',
  'Wholesale and Retail Trade',
  'Automotive',
  'Machinery Rental',
  'Engineering Services',
  'Mechanical and Electrical Contracting',
  'Steel and Metal Fabrication',
  'Timber and Wood Products',
  'Food and Beverage',
  'Aquaculture and Fisheries',
  'Healthcare',
  'Education',
  'Hospitality and Tourism',
  'Information Technology',
  'Telecommunications',
  'Professional Services',
  'Security Services',
  'Facility Management',
  'Warehousing',
  'Petroleum Products Distribution',
  'Building Materials',
  'Landscaping',
] as const;

export interface SeedResource {
  id: number;
  category: ResourceCategory;
  name: string;
}

function numbered(category: ResourceCategory, firstId: number, names: readonly string[]): SeedResource[] {
  return names.map((name, index) => ({ id: firstId + index, category, name }));
}

/**
 * Base resources with fixed ids, so that 'Others' of HIRER_BUSINESS is id 40 (the spec hard-codes it) and every
 * database numbers its reference data the same way. New base resources get new ids after the last one.
 */
export const RESOURCES: readonly SeedResource[] = [
  ...numbered('HIRER_BUSINESS', 1, BUSINESS_SECTORS),
  { id: OTHER_BUSINESS_SECTOR_ID, category: 'HIRER_BUSINESS', name: 'Others' },
  ...numbered('DOCUMENT_APPLICANT', 41, [
    'CTOS Company Report',
    'CTOS Individual Reports',
    'SSM Company Profile',
    'Bank Account Statement',
    'Financial Statement',
    'Debtor Ageing',
    'Creditor Ageing',
    'Other',
  ]),
  ...numbered('DOCUMENT_AGREEMENT', 51, [
    'HP Agreement',
    'Guarantee and Indemnity of directors',
    'Second Schedule',
    'Offer Letter',
  ]),
  ...numbered('REPAYMENT_MODE', 61, [
    'Cheque',
    'Standing Instruction',
    'Online Transfer',
    'Cash',
    'Direct Debit',
    'Post-Dated Cheque',
  ]),
  ...numbered('INSURANCE_AGENT', 71, [
    'Allianz General Insurance Company (Malaysia) Berhad',
    'Etiqa General Insurance Berhad',
    'Tokio Marine Insurans (Malaysia) Berhad',
    'Lonpac Insurance Bhd',
    'MSIG Insurance (Malaysia) Bhd',
    'AmGeneral Insurance Berhad',
    'Berjaya Sompo Insurance Berhad',
  ]),
  ...numbered('CRITERIA_CATEGORY', 81, [
    'Company Background',
    'Directors and Guarantors',
    'Financial Performance',
    'Banking Conduct',
    'Credit Bureau',
    'Legal and Litigation',
    'Asset and Security',
  ]),
  ...numbered('FACTOR_CATEGORY', 91, [
    'Management',
    'Financial Strength',
    'Business Profile',
    'Repayment History',
    'Asset and Security',
    'Industry Risk',
  ]),
];

export interface SeedUser {
  username: string;
  name: string;
  email: string;
  phone: string;
  role: RoleName;
  department: DepartmentName;
}

export const DEMO_PASSWORD = 'Demo@1234';

/** One user per role; every one signs in with DEMO_PASSWORD. */
export const DEMO_USERS: readonly SeedUser[] = [
  {
    username: 'superadmin',
    name: 'Nurul Aisyah binti Rahman',
    email: 'aisyah.rahman@sewabeli.my',
    phone: '012-3456789',
    role: 'Superadmin',
    department: 'Management',
  },
  {
    username: 'credit.officer',
    name: 'Tan Wei Ming',
    email: 'weiming.tan@sewabeli.my',
    phone: '016-2233445',
    role: 'Credit Officer',
    department: 'Credit',
  },
  {
    username: 'head.operation',
    name: 'Muhammad Hafiz bin Abdullah',
    email: 'hafiz.abdullah@sewabeli.my',
    phone: '013-8877665',
    role: 'Head of Operation',
    department: 'Operations',
  },
  {
    username: 'my.director',
    name: "Dato' Lim Chee Keong",
    email: 'cheekeong.lim@sewabeli.my',
    phone: '012-6655443',
    role: 'Malaysia Director',
    department: 'Management',
  },
  {
    username: 'cn.director',
    name: 'Zhang Wei',
    email: 'zhang.wei@sewabeli.my',
    phone: '017-5544332',
    role: 'China Director',
    department: 'Management',
  },
  {
    username: 'collection.officer',
    name: 'Kavitha a/p Subramaniam',
    email: 'kavitha.subramaniam@sewabeli.my',
    phone: '019-3322110',
    role: 'Collection Officer',
    department: 'Collections',
  },
  {
    username: 'staff',
    name: 'Farah Nadia binti Kamal',
    email: 'farah.kamal@sewabeli.my',
    phone: '011-23344556',
    role: 'Staff',
    department: 'Finance',
  },
];
