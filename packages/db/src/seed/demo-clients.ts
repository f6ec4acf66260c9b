import {
  addDays,
  addMonthsClamped,
  calendarDateInKualaLumpur,
  firstDueDateAfter,
  instalmentSchedule,
  insuranceCharges,
  quoteFlatRate,
  ringgitToSen,
  senToRinggit,
} from '@sewabeli/domain';
import { sql } from 'kysely';
import type { Db } from '../client';
import { hashPassword } from '../password';
import { refreshAgreementSummary } from '../read-models/summary';
import { DEMO_LATE_CHARGE_RATE } from './demo-programs';
import { storedPerformance } from './instalment-performance';
import {
  DEMO_PASSWORD,
  type DepartmentName,
  OTHER_BUSINESS_SECTOR_ID,
  type RoleName,
} from './reference-data';

// Demonstration companies (hirer) with their directorships, a few more staff, and completed agreements for some
// companies so that Existing Facilities, exposure and the collection screens show real figures on first start
// (clients-and-reference-data.md §2). Idempotent: companies are found by registration number, directors by
// identity number, users by username and agreements by HP number. The agreements use the asset types, assets,
// vendors (seedDemoAssets) and financial programs (seedDemoPrograms) by name and are skipped if those are absent.

// ---- Companies ---------------------------------------------------------------------------------------------

interface SeedDirector {
  name: string;
  identityNo: string;
  phone: string | null;
  email: string | null;
}

interface SeedCompany {
  name: string;
  shortname: string;
  registrationNo: string;
  establishYear: number;
  /** A HIRER_BUSINESS resource name; 'Others' takes `otherSector`. */
  sector: string;
  otherSector?: string;
  email: string | null;
  address: string;
  website: string | null;
  phone: string | null;
  pic: string;
  picNo: string;
  remark: string | null;
  /** Client loan limit, ringgit. */
  loanLimit: string;
  directors: readonly SeedDirector[];
}

const d = (name: string, identityNo: string, phone: string | null, email: string | null): SeedDirector => ({
  name,
  identityNo,
  phone,
  email,
});

export const DEMO_COMPANIES: readonly SeedCompany[] = [
  {
    name: 'Binaan Teguh Jaya Sdn Bhd',
    shortname: 'BTJ',
    registrationNo: '200801023456 (812345-T)',
    establishYear: 2008,
    sector: 'Construction',
    email: 'admin@binaanteguh.com.my',
    address: 'No. 23, Jalan Industri USJ 1/3, Taman Perindustrian USJ 1, 47600 Subang Jaya, Selangor',
    website: 'www.binaanteguh.com.my',
    phone: '03-80241188',
    pic: 'Mohd Azlan bin Hashim',
    picNo: '012-3318842',
    remark: 'Main contractor for LRT3 station works; repeat client since 2019.',
    loanLimit: '3500000.00',
    directors: [
      d('Dato’ Hashim bin Abdul Razak', '600714-10-5587', '012-2201388', 'hashim@binaanteguh.com.my'),
      d('Mohd Azlan bin Hashim', '880203-10-6151', '012-3318842', 'azlan@binaanteguh.com.my'),
    ],
  },
  {
    name: 'Kuari Bukit Beruntung Sdn Bhd',
    shortname: 'KBB',
    registrationNo: '199501018732 (339901-W)',
    establishYear: 1995,
    sector: 'Quarrying',
    email: 'office@kuaribb.com.my',
    address: 'Lot 5512, Jalan Bukit Beruntung, Mukim Serendah, 48300 Rawang, Selangor',
    website: null,
    phone: '03-60281944',
    pic: 'Lim Boon Keat',
    picNo: '016-3328870',
    remark: null,
    loanLimit: '5000000.00',
    directors: [
      d('Lim Ah Huat', '550921-08-5011', '012-3087765', null),
      d('Lim Boon Keat', '820517-10-5233', '016-3328870', 'bklim@kuaribb.com.my'),
      d('Wong Siew Ling', '840312-14-5568', '017-3391120', 'siewling@kuaribb.com.my'),
    ],
  },
  {
    name: 'Pengangkutan Sinar Timur Sdn Bhd',
    shortname: 'PST',
    registrationNo: '201101034521 (961245-H)',
    establishYear: 2011,
    sector: 'Haulage',
    email: 'ops@sinartimur-haulage.my',
    address:
      'No. 8, Jalan Pelabuhan Utara 2, Kawasan Perindustrian Pelabuhan Klang, 42000 Port Klang, Selangor',
    website: 'www.sinartimur-haulage.my',
    phone: '03-31768022',
    pic: 'Rosli bin Omar',
    picNo: '013-3670412',
    remark: 'Container haulage, 40 prime movers. Port Klang Westports panel.',
    loanLimit: '2500000.00',
    directors: [
      d('Rosli bin Omar', '700815-10-5093', '013-3670412', 'rosli@sinartimur-haulage.my'),
      d('Noraini binti Jaafar', '750402-06-5210', '019-2283341', null),
    ],
  },
  {
    name: 'Tegas Earthworks & Civil Sdn Bhd',
    shortname: 'TEC',
    registrationNo: '201501008876 (1133457-K)',
    establishYear: 2015,
    sector: 'Earthworks',
    email: 'tender@tegasearth.com.my',
    address: 'No. 41, Jalan Bestari 1/5, Taman Nusa Bestari, 81300 Skudai, Johor',
    website: null,
    phone: '07-5112233',
    pic: 'Tan Chee Hoong',
    picNo: '012-7754321',
    remark: null,
    loanLimit: '1800000.00',
    directors: [
      d('Tan Chee Hoong', '790628-01-6677', '012-7754321', 'cheehoong@tegasearth.com.my'),
      d('Tan Mei Fong', '810119-01-5562', '016-7721104', null),
    ],
  },
  {
    name: 'Logistik Utara Prima Sdn Bhd',
    shortname: 'LUP',
    registrationNo: '200601004417 (723118-P)',
    establishYear: 2006,
    sector: 'Logistics and Transportation',
    email: 'enquiry@lup-logistics.com.my',
    address: 'Plot 88, Lorong Perusahaan Maju 6, Kawasan Perindustrian Prai, 13600 Prai, Pulau Pinang',
    website: 'www.lup-logistics.com.my',
    phone: '04-3908811',
    pic: 'Khoo Teng Hock',
    picNo: '012-4835561',
    remark: 'Late instalments on two agreements in the last quarter; collections following up.',
    loanLimit: '2000000.00',
    directors: [
      d('Khoo Teng Hock', '680305-07-5119', '012-4835561', 'thkhoo@lup-logistics.com.my'),
      d('Ooi Bee Lian', '720911-07-5386', '012-4102237', 'beelian@lup-logistics.com.my'),
    ],
  },
  {
    name: 'Ladang Sawit Kahang Bhd',
    shortname: 'LSK',
    registrationNo: '197901003318 (48215-D)',
    establishYear: 1979,
    sector: 'Oil Palm Plantation',
    email: 'corporate@sawitkahang.com.my',
    address: 'Batu 22, Jalan Kluang-Mersing, 86700 Kahang, Johor',
    website: 'www.sawitkahang.com.my',
    phone: '07-7882100',
    pic: 'Ahmad Fadzil bin Ramli',
    picNo: '019-7718823',
    remark: null,
    loanLimit: '4000000.00',
    directors: [
      d('Tan Sri Dato’ Ismail bin Hassan', '490611-01-5043', null, null),
      d('Ahmad Fadzil bin Ramli', '770722-01-5517', '019-7718823', 'fadzil@sawitkahang.com.my'),
      d('Goh Swee Chin', '660104-01-5896', '012-7208876', 'sweechin.goh@sawitkahang.com.my'),
    ],
  },
  {
    name: 'Jentera Bumi Rental Sdn Bhd',
    shortname: 'JBR',
    registrationNo: '201301029984 (1058771-V)',
    establishYear: 2013,
    sector: 'Machinery Rental',
    email: 'rental@jenterabumi.my',
    address: 'No. 3, Jalan Kenari 17, Bandar Puchong Jaya, 47100 Puchong, Selangor',
    website: 'www.jenterabumi.my',
    phone: '03-80708866',
    pic: 'Suresh a/l Ramasamy',
    picNo: '012-6674309',
    remark: null,
    loanLimit: '1500000.00',
    directors: [
      d('Suresh a/l Ramasamy', '800417-10-5771', '012-6674309', 'suresh@jenterabumi.my'),
      d('Priya a/p Krishnan', '830925-14-6012', '016-2291473', null),
    ],
  },
  {
    name: 'Seri Mutiara Property Development Bhd',
    shortname: 'SMPD',
    registrationNo: '199701027745 (445210-M)',
    establishYear: 1997,
    sector: 'Property Development',
    email: 'info@serimutiara.com.my',
    address: 'Level 18, Menara Mutiara, No. 1 Jalan Sultan Ismail, 50250 Kuala Lumpur',
    website: 'www.serimutiara.com.my',
    phone: '03-21457700',
    pic: 'Cheong Kar Mun',
    picNo: '017-2218845',
    remark: null,
    loanLimit: '6000000.00',
    directors: [
      d('Dato’ Sri Cheong Wai Keong', '581201-14-5271', '012-2080011', null),
      d('Cheong Kar Mun', '860618-14-6240', '017-2218845', 'karmun@serimutiara.com.my'),
    ],
  },
  {
    name: 'Marin Selat Melaka Services Sdn Bhd',
    shortname: 'MSMS',
    registrationNo: '201001011209 (899634-A)',
    establishYear: 2010,
    sector: 'Marine and Port Services',
    email: 'ops@marinselat.com.my',
    address: 'Lot 12, Jalan Pelabuhan, Tanjung Bruas, 75250 Melaka',
    website: null,
    phone: '06-3512280',
    pic: 'Hairul Nizam bin Daud',
    picNo: '013-6129984',
    remark: null,
    loanLimit: '900000.00',
    directors: [d('Hairul Nizam bin Daud', '780909-04-5339', '013-6129984', 'hairul@marinselat.com.my')],
  },
  {
    name: 'Enviro Sisa Pintar Sdn Bhd',
    shortname: 'ESP',
    registrationNo: '201801021367 (1283345-X)',
    establishYear: 2018,
    sector: 'Waste Management',
    email: 'hello@envirosisa.my',
    address: 'No. 17, Jalan Sungai Kapar Indah 2, Kawasan Perindustrian Sungai Kapar, 42200 Kapar, Selangor',
    website: 'www.envirosisa.my',
    phone: '03-32501177',
    pic: 'Nurul Izzah binti Salleh',
    picNo: '011-23458876',
    remark: 'Municipal waste collection contract with MBSA until 2029.',
    loanLimit: '1200000.00',
    directors: [
      d('Salleh bin Mat Isa', '640317-10-5155', '012-3650091', null),
      d('Nurul Izzah binti Salleh', '920114-10-5928', '011-23458876', 'izzah@envirosisa.my'),
    ],
  },
  {
    name: 'Solar Hijau Tenaga Sdn Bhd',
    shortname: 'SHT',
    registrationNo: '201901012345 (1234567-A)',
    establishYear: 2019,
    sector: 'Renewable Energy',
    email: 'projects@solarhijau.com.my',
    address: 'B-3-8, Block B, Jaya One, No. 72A Jalan Universiti, 46200 Petaling Jaya, Selangor',
    website: 'www.solarhijau.com.my',
    phone: '03-79561234',
    pic: 'Daniel Chin Wei Jie',
    picNo: '016-9923345',
    remark: null,
    loanLimit: '800000.00',
    directors: [
      d('Daniel Chin Wei Jie', '900822-14-5403', '016-9923345', 'daniel@solarhijau.com.my'),
      d('Amirul Hakim bin Zulkifli', '910305-10-6547', '011-10098876', 'amirul@solarhijau.com.my'),
    ],
  },
  {
    name: 'Kejuruteraan Mekanikal Wira Sdn Bhd',
    shortname: 'KMW',
    registrationNo: '200401031876 (664532-U)',
    establishYear: 2004,
    sector: 'Mechanical and Electrical Contracting',
    email: 'admin@kmwira.com.my',
    address:
      'No. 56, Jalan Perindustrian Bukit Minyak 7, Taman Perindustrian Bukit Minyak, 14100 Simpang Ampat, Pulau Pinang',
    website: null,
    phone: '04-5078890',
    pic: 'Muthu a/l Velu',
    picNo: '012-4417765',
    remark: null,
    loanLimit: '700000.00',
    directors: [
      d('Muthu a/l Velu', '690511-07-5447', '012-4417765', 'muthu@kmwira.com.my'),
      d('Lee Chooi Peng', '730228-07-5584', null, null),
    ],
  },
  {
    name: 'Besi Waja Fabrication Sdn Bhd',
    shortname: 'BWF',
    registrationNo: '199901009812 (489920-T)',
    establishYear: 1999,
    sector: 'Steel and Metal Fabrication',
    email: 'sales@besiwaja.com.my',
    address: 'PLO 221, Jalan Keluli 7, Kawasan Perindustrian Pasir Gudang, 81700 Pasir Gudang, Johor',
    website: 'www.besiwaja.com.my',
    phone: '07-2516633',
    pic: 'Chua Kok Leong',
    picNo: '012-7113398',
    remark: null,
    loanLimit: '1500000.00',
    directors: [
      d('Chua Kok Leong', '710904-01-5233', '012-7113398', 'klchua@besiwaja.com.my'),
      d('Chua Kok Wai', '740617-01-5119', '012-7190045', null),
    ],
  },
  {
    name: 'Kayu Jati Timber Industries Sdn Bhd',
    shortname: 'KJTI',
    registrationNo: '198801004421 (171234-H)',
    establishYear: 1988,
    sector: 'Timber and Wood Products',
    email: 'kjti@kayujati.com.my',
    address: 'Lot 1025, Jalan Kilang Papan, Kawasan Perindustrian Batu Pahat, 83000 Batu Pahat, Johor',
    website: null,
    phone: '07-4321876',
    pic: 'Yap Soon Huat',
    picNo: '019-7542210',
    remark: null,
    loanLimit: '600000.00',
    directors: [d('Yap Soon Huat', '620808-01-5871', '019-7542210', null)],
  },
  {
    name: 'Gudang Sentral Logistics Sdn Bhd',
    shortname: 'GSL',
    registrationNo: '201601033390 (1203344-P)',
    establishYear: 2016,
    sector: 'Warehousing',
    email: 'warehouse@gudangsentral.my',
    address:
      'No. 2, Jalan Sungai Buloh 7/KU6, Kawasan Perindustrian Sungai Buloh, 47000 Sungai Buloh, Selangor',
    website: 'www.gudangsentral.my',
    phone: '03-61565522',
    pic: 'Kevin Ng Chun Kit',
    picNo: '012-2936671',
    remark: null,
    loanLimit: '1000000.00',
    directors: [
      d('Ng Chee Meng', '650219-10-5477', '012-2871133', 'cm.ng@gudangsentral.my'),
      d('Kevin Ng Chun Kit', '930430-14-5561', '012-2936671', 'kevin@gudangsentral.my'),
    ],
  },
  {
    name: 'Petro Niaga Selatan Sdn Bhd',
    shortname: 'PNS',
    registrationNo: '200301015567 (614455-V)',
    establishYear: 2003,
    sector: 'Petroleum Products Distribution',
    email: 'dispatch@petroniaga.com.my',
    address: 'No. 9, Jalan Tampoi 7/4, Kawasan Perindustrian Tampoi, 81200 Johor Bahru, Johor',
    website: null,
    phone: '07-2372211',
    pic: 'Zainal Abidin bin Kassim',
    picNo: '013-7789012',
    remark: 'Diesel and lubricant distribution; road tankers financed separately.',
    loanLimit: '1300000.00',
    directors: [
      d('Zainal Abidin bin Kassim', '670929-01-5009', '013-7789012', 'zainal@petroniaga.com.my'),
      d('Rohana binti Ahmad', '720130-01-6334', '012-7310456', null),
    ],
  },
  {
    name: 'Bahan Binaan Klang Sdn Bhd',
    shortname: 'BBK',
    registrationNo: '199301020034 (268890-X)',
    establishYear: 1993,
    sector: 'Building Materials',
    email: 'order@bbklang.com.my',
    address: 'No. 120, Jalan Kapar, Batu 3, 41400 Klang, Selangor',
    website: 'www.bbklang.com.my',
    phone: '03-33424455',
    pic: 'Teo Kim Seng',
    picNo: '012-3098847',
    remark: null,
    loanLimit: '900000.00',
    directors: [d('Teo Kim Seng', '600227-10-5131', '012-3098847', 'kimseng@bbklang.com.my')],
  },
  {
    name: 'Lanskap Hijau Damai Sdn Bhd',
    shortname: 'LHD',
    registrationNo: '201201007789 (984412-D)',
    establishYear: 2012,
    sector: 'Landscaping',
    email: 'lanskap@hijaudamai.my',
    address: 'No. 5, Jalan Damai Perdana 6/1, Bandar Damai Perdana, 56000 Cheras, Kuala Lumpur',
    website: null,
    phone: '03-91076633',
    pic: 'Faizal bin Yunus',
    picNo: '017-6620981',
    remark: null,
    loanLimit: '300000.00',
    directors: [d('Faizal bin Yunus', '850912-14-5987', '017-6620981', 'faizal@hijaudamai.my')],
  },
  {
    name: 'Perlombongan Bijih Kinta Sdn Bhd',
    shortname: 'PBK',
    registrationNo: '198201006655 (86543-A)',
    establishYear: 1982,
    sector: 'Mining',
    email: 'kinta@pbkmining.com.my',
    address: 'Lot 3321, Jalan Gopeng, 31350 Ipoh, Perak',
    website: null,
    phone: '05-3124488',
    pic: 'Leong Yew Meng',
    picNo: '012-5067731',
    remark: null,
    loanLimit: '2200000.00',
    directors: [
      d('Leong Yew Meng', '630416-08-5533', '012-5067731', null),
      d('Leong Pui Yee', '890221-08-6288', '016-5512099', 'puiyee@pbkmining.com.my'),
    ],
  },
  {
    name: 'Offshore Nusantara Engineering Sdn Bhd',
    shortname: 'ONE',
    registrationNo: '200901027711 (875501-K)',
    establishYear: 2009,
    sector: 'Oil and Gas',
    email: 'contracts@onengineering.com.my',
    address: 'Suite 12-05, Level 12, Menara Binjai, No. 2 Jalan Binjai, 50450 Kuala Lumpur',
    website: 'www.onengineering.com.my',
    phone: '03-21661200',
    pic: 'Azman bin Mokhtar',
    picNo: '012-2055678',
    remark: 'PETRONAS licensed (SWEC); fabrication yard in Kemaman.',
    loanLimit: '4500000.00',
    directors: [
      d('Azman bin Mokhtar', '690125-11-5067', '012-2055678', 'azman@onengineering.com.my'),
      d('Christopher Tan Boon Hui', '760803-14-5215', '012-2189934', 'chris.tan@onengineering.com.my'),
    ],
  },
  {
    name: 'Infra Lebuhraya Bina Sdn Bhd',
    shortname: 'ILB',
    registrationNo: '200701040128 (790987-W)',
    establishYear: 2007,
    sector: 'Infrastructure',
    email: 'ilb@infralebuh.com.my',
    address: 'No. 10, Jalan Astaka U8/83, Bukit Jelutong, 40150 Shah Alam, Selangor',
    website: 'www.infralebuh.com.my',
    phone: '03-78457000',
    pic: 'Ir. Kamarul Ariffin bin Nordin',
    picNo: '019-3327701',
    remark: null,
    loanLimit: '5500000.00',
    directors: [
      d('Ir. Kamarul Ariffin bin Nordin', '650630-10-5349', '019-3327701', 'kamarul@infralebuh.com.my'),
      d('Siti Hajar binti Mahmud', '770218-10-5792', '012-3401265', null),
      d('Ong Chin Seong', '710512-07-5443', '012-4871230', 'cs.ong@infralebuh.com.my'),
    ],
  },
  {
    name: 'Agro Tani Makmur Sdn Bhd',
    shortname: 'ATM',
    registrationNo: '201401018843 (1096634-M)',
    establishYear: 2014,
    sector: 'Agriculture',
    email: 'agrotani@makmur.my',
    address: 'Lot 889, Jalan Kota Tinggi, Kampung Bukit Lintang, 81900 Kota Tinggi, Johor',
    website: null,
    phone: '07-8831122',
    pic: 'Mohd Rizal bin Ariffin',
    picNo: '013-7021185',
    remark: null,
    loanLimit: '400000.00',
    directors: [d('Mohd Rizal bin Ariffin', '820607-01-6093', '013-7021185', 'rizal@makmur.my')],
  },
  {
    name: 'Kilang Plastik Mega Sdn Bhd',
    shortname: 'KPM',
    registrationNo: '199601034452 (407781-T)',
    establishYear: 1996,
    sector: 'Manufacturing',
    email: 'purchasing@megaplastik.com.my',
    address: 'No. 14, Jalan Perindustrian Mahkota 3, Taman Perindustrian Mahkota, 43700 Beranang, Selangor',
    website: 'www.megaplastik.com.my',
    phone: '03-87241155',
    pic: 'Chan Wai Kit',
    picNo: '012-6673390',
    remark: null,
    loanLimit: '800000.00',
    directors: [
      d('Chan Yoke Lan', '590818-10-5904', null, null),
      d('Chan Wai Kit', '870116-14-5655', '012-6673390', 'waikit@megaplastik.com.my'),
    ],
  },
  {
    name: 'Hutan Lestari Balak Sdn Bhd',
    shortname: 'HLB',
    registrationNo: '199101012567 (219903-U)',
    establishYear: 1991,
    sector: 'Forestry and Logging',
    email: 'hlb@lestaribalak.com.my',
    address: 'Lot 55, Jalan Kuala Lipis, 27200 Kuala Lipis, Pahang',
    website: null,
    phone: '09-3122450',
    pic: 'Wan Azhar bin Wan Ismail',
    picNo: '019-9180032',
    remark: null,
    loanLimit: '1100000.00',
    directors: [d('Wan Azhar bin Wan Ismail', '660303-06-5541', '019-9180032', null)],
  },
  {
    name: 'Kejuruteraan Awam Sepakat Sdn Bhd',
    shortname: 'KAS',
    registrationNo: '200501009934 (688120-X)',
    establishYear: 2005,
    sector: 'Civil Engineering',
    email: 'sepakat@kasawam.com.my',
    address: 'No. 7, Jalan Pahat L15/L, Seksyen 15, 40200 Shah Alam, Selangor',
    website: 'www.kasawam.com.my',
    phone: '03-55106677',
    pic: 'Gan Tiong Seng',
    picNo: '012-3189087',
    remark: null,
    loanLimit: '2800000.00',
    directors: [
      d('Gan Tiong Seng', '700114-10-5175', '012-3189087', 'tsgan@kasawam.com.my'),
      d('Abdul Halim bin Ibrahim', '720925-03-5123', '013-9012234', 'halim@kasawam.com.my'),
    ],
  },
  {
    name: 'Ekspres Kargo Pantas Sdn Bhd',
    shortname: 'EKP',
    registrationNo: '202001004456 (1360012-W)',
    establishYear: 2020,
    sector: 'Logistics and Transportation',
    email: 'support@ekspreskargo.my',
    address:
      'No. 31, Jalan Teknologi 3/3, Taman Sains Selangor 1, Kota Damansara, 47810 Petaling Jaya, Selangor',
    website: 'www.ekspreskargo.my',
    phone: '03-61438899',
    pic: 'Aiman Danial bin Roslan',
    picNo: '011-33214456',
    remark: 'Last-mile delivery fleet, 60 lorries under 7.5 tonnes.',
    loanLimit: '1000000.00',
    directors: [
      d('Aiman Danial bin Roslan', '940709-10-5831', '011-33214456', 'aiman@ekspreskargo.my'),
      d('Yeoh Jia Hui', '950221-07-5042', '012-4719983', 'jiahui@ekspreskargo.my'),
    ],
  },
  {
    name: 'Sarawak Jentera Berat Sdn Bhd',
    shortname: 'SJB',
    registrationNo: '200201013378 (581244-D)',
    establishYear: 2002,
    sector: 'Construction',
    email: 'sjb@jenteraberat.com.my',
    address: 'Lot 2189, Jalan Datuk Tawi Sli, Kenyalang Park, 93350 Kuching, Sarawak',
    website: null,
    phone: '082-415566',
    pic: 'Lau Kiing Hock',
    picNo: '016-8882341',
    remark: null,
    loanLimit: '2000000.00',
    directors: [d('Lau Kiing Hock', '681122-13-5257', '016-8882341', 'kiinghock@jenteraberat.com.my')],
  },
  {
    name: 'Penang Precision Engineering Bhd',
    shortname: 'PPE',
    registrationNo: '199401015521 (297765-K)',
    establishYear: 1994,
    sector: 'Engineering Services',
    email: 'ir@ppeng.com.my',
    address: 'Plot 102, Bayan Lepas Industrial Park Phase 4, 11900 Bayan Lepas, Pulau Pinang',
    website: 'www.ppeng.com.my',
    phone: '04-6431200',
    pic: 'Teh Swee Aun',
    picNo: '012-4761190',
    remark: null,
    loanLimit: '2500000.00',
    directors: [
      d('Dato’ Teh Ban Chuan', '570315-07-5091', null, null),
      d('Teh Swee Aun', '830808-07-5617', '012-4761190', 'sweeaun@ppeng.com.my'),
    ],
  },
  {
    name: 'Sarang Emas Bird Nest Trading Sdn Bhd',
    shortname: 'SEBN',
    registrationNo: '201701026654 (1238890-H)',
    establishYear: 2017,
    sector: 'Others',
    otherSector: 'Edible Bird Nest Processing',
    email: 'trade@sarangemas.my',
    address: 'No. 19, Jalan Tun Sri Lanang, 84000 Muar, Johor',
    website: null,
    phone: '06-9531177',
    pic: 'Lim Kah Yee',
    picNo: '012-6881920',
    remark: null,
    loanLimit: '350000.00',
    directors: [d('Lim Kah Yee', '880418-01-5930', '012-6881920', 'kahyee@sarangemas.my')],
  },
  {
    name: 'Teras Kenderaan Komersial Sdn Bhd',
    shortname: 'TKK',
    registrationNo: '201001030012 (918877-T)',
    establishYear: 2010,
    sector: 'Haulage',
    email: 'fleet@teraskk.com.my',
    address: 'No. 6, Jalan Seri Senawang 3/2, Taman Industri Senawang, 70450 Seremban, Negeri Sembilan',
    website: null,
    phone: '06-6782341',
    pic: 'Kumar a/l Sivalingam',
    picNo: '012-6218876',
    remark: null,
    loanLimit: '1600000.00',
    directors: [
      d('Kumar a/l Sivalingam', '710826-05-5321', '012-6218876', 'kumar@teraskk.com.my'),
      d('Hamidah binti Yusoff', '760914-05-5476', '019-6540012', null),
    ],
  },
];

// ---- Extra staff -------------------------------------------------------------------------------------------

interface SeedStaff {
  username: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: RoleName;
  department: DepartmentName;
  active: boolean;
  /** Days ago of the last sign-in; null for never. */
  lastLogonDaysAgo: number | null;
}

export const DEMO_EXTRA_USERS: readonly SeedStaff[] = [
  {
    username: 'jason.lee',
    name: 'Jason Lee Kah Hoe',
    email: 'jason.lee@sewabeli.my',
    phone: '012-2874451',
    role: 'Credit Officer',
    department: 'Credit',
    active: true,
    lastLogonDaysAgo: 1,
  },
  {
    username: 'siti.aminah',
    name: 'Siti Aminah binti Osman',
    email: 'siti.aminah@sewabeli.my',
    phone: '013-6630918',
    role: 'Collection Officer',
    department: 'Collections',
    active: true,
    lastLogonDaysAgo: 3,
  },
  {
    username: 'arjun.nair',
    name: 'Arjun Nair a/l Gopal',
    email: 'arjun.nair@sewabeli.my',
    phone: null,
    role: 'Staff',
    department: 'Finance',
    active: true,
    lastLogonDaysAgo: 12,
  },
  {
    username: 'nurul.huda',
    name: 'Nurul Huda binti Zakaria',
    email: null,
    phone: '019-2257364',
    role: 'Staff',
    department: 'Operations',
    active: true,
    lastLogonDaysAgo: null,
  },
  {
    username: 'farid.hakim',
    name: 'Mohd Farid Hakim bin Yusof',
    email: 'farid.hakim@sewabeli.my',
    phone: '017-3345120',
    role: 'Credit Officer',
    department: 'Credit',
    active: false,
    lastLogonDaysAgo: 200,
  },
];

// ---- Agreements ----------------------------------------------------------------------------------------------

interface SeedLine {
  hpNo: string;
  letterOffer: string;
  brand: string;
  asset: string;
  vendor: string;
  quantity: number;
  /** Per-unit finance amount, ringgit. */
  loan: string;
  tenureYears: number;
  rate: number;
  /** Off-road machines carry no JPJ registration. */
  registrationNo: string | null;
  engine: string;
  chassis: string;
  manufactureYear: number;
}

interface SeedAgreement {
  company: string;
  program: string;
  tier: string;
  totalScore: number;
  purpose: string;
  /** Months before today the agreement was executed. */
  executedMonthsAgo: number;
  /** Late payers pay 10-20 days after due and leave the last two instalments unpaid. */
  payer: 'prompt' | 'late';
  lines: readonly SeedLine[];
}

const HEAVY = 'Heavy Equipment Financing';
const VEHICLE = 'Commercial Vehicle Financing';

export const DEMO_AGREEMENTS: readonly SeedAgreement[] = [
  {
    company: 'Binaan Teguh Jaya Sdn Bhd',
    program: HEAVY,
    tier: 'Prime',
    totalScore: 82.5,
    purpose: 'Two excavators for the LRT3 station earthworks package',
    executedMonthsAgo: 14,
    payer: 'prompt',
    lines: [
      {
        hpNo: 'SB/HP/2025/0101',
        letterOffer: 'SB/LO/2025/0101',
        brand: 'Komatsu',
        asset: 'PC200-10M0 Hydraulic Excavator',
        vendor: 'Jentera Utama Machinery Sdn Bhd',
        quantity: 2,
        loan: '465800.00',
        tenureYears: 5,
        rate: 3.8,
        registrationNo: null,
        engine: 'SAA6D107E-3 #26511877',
        chassis: 'KMTPC242V01K98812',
        manufactureYear: 2024,
      },
    ],
  },
  {
    company: 'Binaan Teguh Jaya Sdn Bhd',
    program: VEHICLE,
    tier: 'Prime',
    totalScore: 80,
    purpose: 'Tipper for spoil removal',
    executedMonthsAgo: 5,
    payer: 'prompt',
    lines: [
      {
        hpNo: 'SB/HP/2026/0014',
        letterOffer: 'SB/LO/2026/0014',
        brand: 'Volvo',
        asset: 'FM 420 6x4 Tipper',
        vendor: 'Perkasa Truck Centre Sdn Bhd',
        quantity: 1,
        loan: '493200.00',
        tenureYears: 5,
        rate: 3.2,
        registrationNo: 'BQW 4821',
        engine: 'D13K420 #3318776',
        chassis: 'YV2XTY0G8PB912345',
        manufactureYear: 2025,
      },
    ],
  },
  {
    company: 'Kuari Bukit Beruntung Sdn Bhd',
    program: HEAVY,
    tier: 'Prime',
    totalScore: 76.25,
    purpose: 'Wheel loader for the crusher plant',
    executedMonthsAgo: 20,
    payer: 'prompt',
    lines: [
      {
        hpNo: 'SB/HP/2024/0388',
        letterOffer: 'SB/LO/2024/0388',
        brand: 'Caterpillar',
        asset: '950 GC Wheel Loader',
        vendor: 'Sin Heng Chan (Malaya) Sdn Bhd',
        quantity: 1,
        loan: '675750.00',
        tenureYears: 4,
        rate: 4,
        registrationNo: null,
        engine: 'C7.1 #44A19982',
        chassis: 'CAT0950GCM5R01234',
        manufactureYear: 2023,
      },
    ],
  },
  {
    company: 'Pengangkutan Sinar Timur Sdn Bhd',
    program: VEHICLE,
    tier: 'Standard',
    totalScore: 64.5,
    purpose: 'Prime movers for the Westports container run',
    executedMonthsAgo: 9,
    payer: 'prompt',
    lines: [
      {
        hpNo: 'SB/HP/2025/0411',
        letterOffer: 'SB/LO/2025/0411',
        brand: 'Scania',
        asset: 'R 450 A6x4NA Prime Mover',
        vendor: 'Selangor Prime Mover Sales Sdn Bhd',
        quantity: 1,
        loan: '529200.00',
        tenureYears: 5,
        rate: 4.2,
        registrationNo: 'BRK 7150',
        engine: 'DC13 155 #7712453',
        chassis: 'XLER4X20005412367',
        manufactureYear: 2025,
      },
      {
        hpNo: 'SB/HP/2025/0412',
        letterOffer: 'SB/LO/2025/0412',
        brand: 'Hino',
        asset: '700 Series SH1E Prime Mover',
        vendor: 'Selangor Prime Mover Sales Sdn Bhd',
        quantity: 1,
        loan: '472500.00',
        tenureYears: 5,
        rate: 4.2,
        registrationNo: 'BRK 7151',
        engine: 'E13C-AJ #118934',
        chassis: 'SH1EEVG-10987',
        manufactureYear: 2025,
      },
    ],
  },
  {
    company: 'Logistik Utara Prima Sdn Bhd',
    program: VEHICLE,
    tier: 'Standard',
    totalScore: 58,
    purpose: 'Replacement cargo lorries for the northern distribution contract',
    executedMonthsAgo: 11,
    payer: 'late',
    lines: [
      {
        hpNo: 'SB/HP/2025/0290',
        letterOffer: 'SB/LO/2025/0290',
        brand: 'Hino',
        asset: '500 Series FG8J Cargo Lorry',
        vendor: 'Utara Lorry Centre (Prai) Sdn Bhd',
        quantity: 2,
        loan: '232200.00',
        tenureYears: 5,
        rate: 4.6,
        registrationNo: 'PNQ 3381, PNQ 3382',
        engine: 'J08E-WE #90871/#90872',
        chassis: 'FG8JP7A-22011/22012',
        manufactureYear: 2024,
      },
    ],
  },
  {
    company: 'Jentera Bumi Rental Sdn Bhd',
    program: HEAVY,
    tier: 'Standard',
    totalScore: 66.75,
    purpose: 'Mini excavators for the rental fleet',
    executedMonthsAgo: 7,
    payer: 'prompt',
    lines: [
      {
        hpNo: 'SB/HP/2025/0533',
        letterOffer: 'SB/LO/2025/0533',
        brand: 'Kobelco',
        asset: 'SK75-8 Mini Excavator',
        vendor: 'Megah Excavator Sales & Services Sdn Bhd',
        quantity: 1,
        loan: '219300.00',
        tenureYears: 4,
        rate: 5.1,
        registrationNo: null,
        engine: '4LE2X #LE2-661204',
        chassis: 'YT05-24511',
        manufactureYear: 2025,
      },
    ],
  },
  {
    company: 'Infra Lebuhraya Bina Sdn Bhd',
    program: HEAVY,
    tier: 'Prime',
    totalScore: 85,
    purpose: 'Motor grader for the highway widening works',
    executedMonthsAgo: 3,
    payer: 'prompt',
    lines: [
      {
        hpNo: 'SB/HP/2026/0052',
        letterOffer: 'SB/LO/2026/0052',
        brand: 'Caterpillar',
        asset: '140 Motor Grader',
        vendor: 'Sin Heng Chan (Malaya) Sdn Bhd',
        quantity: 1,
        loan: '930750.00',
        tenureYears: 5,
        rate: 3.6,
        registrationNo: null,
        engine: 'C9.3B #T4F08871',
        chassis: 'CAT0140MCN9A00871',
        manufactureYear: 2025,
      },
    ],
  },
  {
    company: 'Teras Kenderaan Komersial Sdn Bhd',
    program: VEHICLE,
    tier: 'Watchlist',
    totalScore: 44.5,
    purpose: 'Tipper lorry for quarry haulage',
    executedMonthsAgo: 16,
    payer: 'late',
    lines: [
      {
        hpNo: 'SB/HP/2025/0077',
        letterOffer: 'SB/LO/2025/0077',
        brand: 'Isuzu',
        asset: 'FVZ 34 Tipper',
        vendor: 'Pantai Timur Motor Trading Sdn Bhd',
        quantity: 1,
        loan: '260000.00',
        tenureYears: 3,
        rate: 6.5,
        registrationNo: 'NDF 6219',
        engine: '6HK1-TCS #338712',
        chassis: 'JALFVZ34P70001882',
        manufactureYear: 2023,
      },
    ],
  },
];

// ---- Money: integer sen, the domain's quote (decisions.md §3) ------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
const toSen = ringgitToSen;
const toRinggit = senToRinggit;

// ---- Seeding -------------------------------------------------------------------------------------------------

const lowerEquals = (column: string, value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;

async function seedCompanies(trx: Db, createdBy: number | null): Promise<void> {
  const sectors = new Map(
    (
      await trx
        .selectFrom('resource')
        .select(['id', 'name'])
        .where('category', '=', 'HIRER_BUSINESS')
        .execute()
    ).map((r) => [r.name, r.id]),
  );
  for (const company of DEMO_COMPANIES) {
    const resourceId = company.sector === 'Others' ? OTHER_BUSINESS_SECTOR_ID : sectors.get(company.sector);
    if (resourceId === undefined)
      throw new Error(`seedDemoClients: unknown business sector ${company.sector}`);
    let hirer = await trx
      .selectFrom('hirer')
      .select('id')
      .where('deletedAt', 'is', null)
      .where('registrationNo', '=', company.registrationNo)
      .executeTakeFirst();
    if (!hirer) {
      hirer = await trx
        .insertInto('hirer')
        .values({
          name: company.name,
          registrationNo: company.registrationNo,
          shortname: company.shortname,
          establishYear: company.establishYear,
          resourceId,
          otherBusinessSector: company.otherSector ?? null,
          email: company.email,
          address: company.address,
          website: company.website,
          phone: company.phone,
          pic: company.pic,
          picNo: company.picNo,
          remark: company.remark,
          loanLimit: company.loanLimit,
          createdBy,
          updatedBy: createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The code the API gives new companies (hirer.service.ts clientCode).
      await trx
        .updateTable('hirer')
        .set({ code: `CL-${String(hirer.id).padStart(5, '0')}` })
        .where('id', '=', hirer.id)
        .execute();
    }
    for (const director of company.directors) {
      const existing = await trx
        .selectFrom('hirerContact')
        .select('id')
        .where('hirerId', '=', hirer.id)
        .where('identityNo', '=', director.identityNo)
        .executeTakeFirst();
      if (!existing) {
        await trx
          .insertInto('hirerContact')
          .values({ hirerId: hirer.id, ...director, createdBy, updatedBy: createdBy })
          .execute();
      }
    }
  }
}

async function seedExtraUsers(trx: Db, passwordHash: string): Promise<void> {
  const roles = new Map(
    (await trx.selectFrom('role').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
  );
  const departments = new Map(
    (await trx.selectFrom('department').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
  );
  for (const staff of DEMO_EXTRA_USERS) {
    const existing = await trx
      .selectFrom('userAuth')
      .select('userId')
      .where(sql<string>`lower(username)`, '=', staff.username)
      .executeTakeFirst();
    if (existing) continue;
    const roleId = roles.get(staff.role);
    const departmentId = departments.get(staff.department);
    if (roleId === undefined || departmentId === undefined) {
      throw new Error(`seedDemoClients: missing role or department for ${staff.username}`);
    }
    const { id } = await trx
      .insertInto('user')
      .values({
        name: staff.name,
        email: staff.email,
        phone: staff.phone,
        roleId,
        departmentId,
        status: staff.active ? 1 : 0,
        lastLogon:
          staff.lastLogonDaysAgo === null ? null : new Date(Date.now() - staff.lastLogonDaysAgo * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('userAuth').values({ userId: id, username: staff.username, passwordHash }).execute();
  }
}

async function userIdOf(trx: Db, username: string): Promise<number | null> {
  const row = await trx
    .selectFrom('userAuth')
    .select('userId')
    .where(sql<string>`lower(username)`, '=', username)
    .executeTakeFirst();
  return row?.userId ?? null;
}

interface AgreementRefs {
  approvers: [number, number, number, number];
  collector: number;
  repaymentMode: number;
  insuranceAgent: number;
}

async function agreementRefs(trx: Db): Promise<AgreementRefs | null> {
  const ids: (number | null)[] = [];
  for (const username of [
    'credit.officer',
    'head.operation',
    'my.director',
    'cn.director',
    'collection.officer',
  ]) {
    ids.push(await userIdOf(trx, username));
  }
  const [a, b, c, e, collector] = ids;
  const repayment = await trx
    .selectFrom('resource')
    .select('id')
    .where('category', '=', 'REPAYMENT_MODE')
    .where('name', '=', 'Standing Instruction')
    .executeTakeFirst();
  const agent = await trx
    .selectFrom('resource')
    .select('id')
    .where('category', '=', 'INSURANCE_AGENT')
    .orderBy('id')
    .executeTakeFirst();
  if (!a || !b || !c || !e || !collector || !repayment || !agent) return null;
  return { approvers: [a, b, c, e], collector, repaymentMode: repayment.id, insuranceAgent: agent.id };
}

/** Finds the asset, vendor, program and tier an agreement needs; null when any is missing (seed skipped). */
async function lineRefs(trx: Db, agreement: SeedAgreement) {
  const program = await trx
    .selectFrom('financialProgram')
    .select('id')
    .where('deletedAt', 'is', null)
    .where(lowerEquals('financialProgram.name', agreement.program))
    .executeTakeFirst();
  if (!program) return null;
  const tier = await trx
    .selectFrom('financialProgramTier')
    .select('id')
    .where('financialProgramId', '=', program.id)
    .where('deletedAt', 'is', null)
    .where(lowerEquals('financialProgramTier.name', agreement.tier))
    .executeTakeFirst();
  const lines = [];
  for (const line of agreement.lines) {
    const product = await trx
      .selectFrom('product')
      .innerJoin('brand', 'brand.id', 'product.brandId')
      .select(['product.id', 'product.brandId', 'product.cost'])
      .where('product.deletedAt', 'is', null)
      .where('brand.deletedAt', 'is', null)
      .where(lowerEquals('brand.name', line.brand))
      .where(lowerEquals('product.name', line.asset))
      .executeTakeFirst();
    const vendor = await trx
      .selectFrom('vendor')
      .select('id')
      .where('deletedAt', 'is', null)
      .where(lowerEquals('vendor.name', line.vendor))
      .executeTakeFirst();
    if (!product || !vendor) return null;
    lines.push({ line, product, vendorId: vendor.id });
  }
  return { programId: program.id, tierId: tier?.id ?? null, lines };
}

async function seedAgreement(trx: Db, agreement: SeedAgreement, refs: AgreementRefs, today: string) {
  const first = agreement.lines[0];
  if (!first) return;
  const already = await trx
    .selectFrom('applicantProduct')
    .select('id')
    .where('hpNo', '=', first.hpNo)
    .executeTakeFirst();
  if (already) return;
  const hirer = await trx
    .selectFrom('hirer')
    .select('id')
    .where('deletedAt', 'is', null)
    .where('name', '=', agreement.company)
    .executeTakeFirst();
  const found = hirer ? await lineRefs(trx, agreement) : null;
  if (!hirer || !found) return;

  const executed = addMonthsClamped(today, -agreement.executedMonthsAgo);
  const at = (date: string, hour: number) => new Date(`${date}T${pad(hour)}:00:00+08:00`);
  const created = addDays(executed, -30);
  const submitted = addDays(executed, -21);
  const approved = addDays(executed, -14);
  const [s1, s2, s3, s4] = refs.approvers;

  const applicant = await trx
    .insertInto('applicant')
    .values({
      hirerId: hirer.id,
      purpose: agreement.purpose,
      financialProgramId: found.programId,
      financialProgramTierId: found.tierId,
      progressId: 8,
      lockStatus: 1,
      totalScore: agreement.totalScore,
      status1: 1,
      status1User: s1,
      status1At: at(addDays(submitted, 1), 10),
      status2: 1,
      status2User: s2,
      status2At: at(addDays(submitted, 2), 11),
      status3: 1,
      status3User: s3,
      status3At: at(addDays(submitted, 5), 15),
      status4: 1,
      status4User: s4,
      status4At: at(approved, 9),
      submittedAt: at(submitted, 16),
      approvedAt: at(approved, 9),
      completedAt: at(executed, 14),
      createdAt: at(created, 9),
      updatedAt: at(executed, 14),
      createdBy: s1,
      updatedBy: s1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('applicantActivity')
    .values([
      {
        applicantId: applicant.id,
        description: 'Application submitted for approval',
        createdBy: s1,
        createdAt: at(submitted, 16),
      },
      {
        applicantId: applicant.id,
        description: 'Approved by all positions; agreements generated',
        createdBy: s4,
        createdAt: at(approved, 9),
      },
      {
        applicantId: applicant.id,
        description: 'Agreements signed; collection started',
        createdBy: s1,
        createdAt: at(executed, 14),
      },
    ])
    .execute();

  for (const { line, product, vendorId } of found.lines) {
    const quantity = line.quantity;
    const cost = toSen(product.cost);
    const quote = quoteFlatRate({
      cost,
      loanAmount: toSen(line.loan),
      interestRate: line.rate,
      tenureYears: line.tenureYears,
      prepayment: [0, 0],
      quantity,
    });
    const insurance = insuranceCharges(cost * quantity, 1.25);
    const row = await trx
      .insertInto('applicantProduct')
      .values({
        applicantId: applicant.id,
        hirerId: hirer.id,
        brandId: product.brandId,
        productId: product.id,
        vendorId,
        condition: 'New',
        isNew: 1,
        quantity: line.quantity,
        manufactureYear: line.manufactureYear,
        engine: line.engine,
        chassis: line.chassis,
        registrationNo: line.registrationNo,
        cost: product.cost,
        loanAmount: line.loan,
        tenure: line.tenureYears,
        interestRate: line.rate,
        lateChargeRate: DEMO_LATE_CHARGE_RATE,
        resourceId: refs.repaymentMode,
        downpayment: toRinggit(quote.downpayment),
        totalInterest: toRinggit(quote.totalInterest),
        totalPayable: toRinggit(quote.totalPayable),
        monthlyInstallment: toRinggit(quote.monthlyInstallment),
        finalInstallment: toRinggit(quote.finalInstallment),
        marginFinance: quote.marginFinance.toFixed(2),
        insurancePremium: toRinggit(insurance.premium),
        insuranceSst: toRinggit(insurance.sst),
        letterOffer: line.letterOffer,
        hpNo: line.hpNo,
        agentId: refs.insuranceAgent,
        insuranceStatus: 'Active',
        insuranceStartDate: executed,
        insuranceEndDate: addDays(addMonthsClamped(executed, 12), -1),
        agreementExecution: executed,
        dueDate: firstDueDateAfter(executed),
        disbursementDate: addDays(executed, 3),
        salesman: 'Tan Wei Ming',
        rcOri: 1,
        insc: 1,
        fis: 1,
        stampIsPaid: 1,
        stampingIsDelivered: 1,
        agreementIsDelivered: 1,
        agreementIsReceived: 1,
        disbursementNoticeIsDelivered: 1,
        boardResolutionIsReceived: 1,
        regCardIsDelivered: 1,
        vehicleIsDischarged: 0,
        createdAt: at(created, 9),
        updatedAt: at(executed, 14),
        createdBy: s1,
        updatedBy: s1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // The instalment schedule and the payment ledger (decisions.md §5, §6).
    const due = instalmentSchedule(quote, firstDueDateAfter(executed)).map((instalment) => ({
      ...instalment,
      charge: instalment.chargeAmount,
    }));
    const pastDue = due.filter((instalment) => instalment.dueDate <= today);
    const unpaidFrom = agreement.payer === 'late' ? Math.max(0, pastDue.length - 2) : pastDue.length;
    for (const [index, instalment] of due.entries()) {
      const paidAt =
        index >= unpaidFrom
          ? null
          : agreement.payer === 'late'
            ? addDays(instalment.dueDate, 10 + ((index * 3) % 11))
            : addDays(instalment.dueDate, -2);
      const paid = paidAt !== null && paidAt <= today;
      const transaction = await trx
        .insertInto('applicantProductTransaction')
        .values({
          applicantProductId: row.id,
          seq: instalment.seq,
          description: `Instalment ${instalment.seq}`,
          dueDate: instalment.dueDate,
          chargeAmount: toRinggit(instalment.charge),
          paidAmount: paid ? toRinggit(instalment.charge) : '0.00',
          paidAt: paid ? paidAt : null,
          note:
            paid && agreement.payer === 'late' ? 'Customer cash flow delayed by late progress claims' : null,
          paymentPerformanceStatus: storedPerformance(
            {
              dueDate: instalment.dueDate,
              chargeAmount: instalment.charge,
              paidAmount: paid ? instalment.charge : 0,
              paidAt: paid ? paidAt : null,
            },
            today,
          ),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (paid) {
        await trx
          .insertInto('applicantProductPayment')
          .values({
            applicantProductId: row.id,
            applicantProductTransactionId: transaction.id,
            amount: toRinggit(instalment.charge),
            paidAt,
            kind: 'payment',
            createdBy: refs.collector,
          })
          .execute();
      }
    }
  }
  if (agreement.payer === 'late') {
    await trx.updateTable('hirer').set({ latePayment: true }).where('id', '=', hirer.id).execute();
  }
}

/**
 * Companies with directorships, extra staff and agreements. Runs after seedDemoAssets and seedDemoPrograms;
 * the agreements of a company are left out if the assets, vendors or programs they name are not there.
 */
export async function seedDemoClients(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const createdBy = await userIdOf(trx, 'credit.officer');
    await seedCompanies(trx, createdBy);
    await seedExtraUsers(trx, passwordHash);
    const refs = await agreementRefs(trx);
    if (!refs) return;
    const today = calendarDateInKualaLumpur(new Date());
    for (const agreement of DEMO_AGREEMENTS) await seedAgreement(trx, agreement, refs, today);
    await refreshAgreementSummary(trx, 'all');
  });
}
