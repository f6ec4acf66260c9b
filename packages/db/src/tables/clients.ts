import type { ColumnType } from 'kysely';
import type { DefaultedNumeric, Id, Numeric, SearchText, SoftDelete, Tracking, TriState } from './columns';

/** A company customer. */
export interface HirerTable extends Tracking, SoftDelete {
  id: Id;
  name: string;
  /** Internal short code; unique (case-insensitive) among live hirers. */
  code: string | null;
  registrationNo: string;
  shortname: string;
  establishYear: number;
  /** Business sector (resource of category HIRER_BUSINESS); 40 is 'Others'. */
  resourceId: number;
  /** Free-text sector when resourceId is 40. */
  otherBusinessSector: string | null;
  email: string | null;
  address: string;
  website: string | null;
  phone: string | null;
  pic: string;
  picNo: string;
  remark: string | null;
  logoFileId: number | null;
  loanLimit: DefaultedNumeric;
  latePayment: ColumnType<boolean, boolean | undefined, boolean>;
  searchText: SearchText;
}

/** A directorship of a hirer. */
export interface HirerContactTable extends Tracking {
  id: Id;
  hirerId: number;
  name: string;
  identityNo: string;
  phone: string | null;
  email: string | null;
}

/** An asset type. */
export interface BrandTable extends Tracking, SoftDelete {
  id: Id;
  name: string;
  logoFileId: number | null;
}

/** An asset (model) of a brand. */
export interface ProductTable extends Tracking, SoftDelete {
  id: Id;
  brandId: number;
  name: string;
  cost: Numeric;
  imageFileId: number | null;
  isNew: TriState;
}

export interface VendorTable extends Tracking, SoftDelete {
  id: Id;
  name: string;
}
