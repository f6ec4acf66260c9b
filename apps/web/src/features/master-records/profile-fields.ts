import type { MasterRecordChangeInput, TriStateFlag } from '@sewabeli/domain';
import type { RouterOutputs } from '../../lib/trpc';

export type MasterRecord = RouterOutputs['masterRecord']['byId'];

/** A field of the Master Profile edit modal: how it is typed, and where the record keeps it. */
export type EditableField =
  | { field: 'engine' | 'chasis' | 'registrationNo'; label: string; kind: 'text' }
  | { field: 'principleStamp' | 'subsidiaryStamp' | 'coverNote'; label: string; kind: 'text' }
  | { field: 'salesman' | 'insuranceStatus'; label: string; kind: 'text' }
  | { field: 'insuranceStartDate' | 'insuranceEndDate' | 'disbursementDate'; label: string; kind: 'date' }
  | { field: 'agentId'; label: string; kind: 'select'; category: 'INSURANCE_AGENT' }
  | { field: 'resourceId'; label: string; kind: 'select'; category: 'REPAYMENT_MODE'; required: true }
  | { field: 'manufactureYear'; label: string; kind: 'year' }
  | { field: 'lateChargeRate'; label: string; kind: 'rate' };

export type EditGroup = 'application' | 'insurance' | 'product' | 'agreement';

/** Origination §2 Master Profile: the editable fields, by the card whose Edit button opens them. */
export const EDIT_GROUPS: Record<EditGroup, { title: string; fields: readonly EditableField[] }> = {
  application: {
    title: 'Edit Application Profile',
    fields: [
      { field: 'salesman', label: 'Salesman', kind: 'text' },
      {
        field: 'resourceId',
        label: 'Mode of Repayment',
        kind: 'select',
        category: 'REPAYMENT_MODE',
        required: true,
      },
      { field: 'disbursementDate', label: 'Disbursement Date', kind: 'date' },
    ],
  },
  insurance: {
    title: 'Edit Insurance',
    fields: [
      { field: 'agentId', label: 'Insurance Agent', kind: 'select', category: 'INSURANCE_AGENT' },
      { field: 'coverNote', label: 'Cover Note', kind: 'text' },
      { field: 'insuranceStatus', label: 'Insurance Status', kind: 'text' },
      { field: 'insuranceStartDate', label: 'Insurance Start Date', kind: 'date' },
      { field: 'insuranceEndDate', label: 'Insurance End Date', kind: 'date' },
    ],
  },
  product: {
    title: 'Edit Product Profile',
    fields: [
      { field: 'engine', label: 'Engine', kind: 'text' },
      { field: 'chasis', label: 'Chassis', kind: 'text' },
      { field: 'manufactureYear', label: 'Year of Manufacture', kind: 'year' },
      { field: 'registrationNo', label: 'REG No', kind: 'text' },
    ],
  },
  agreement: {
    title: 'Edit Agreement',
    fields: [
      { field: 'principleStamp', label: 'Stamping Ref (Principal)', kind: 'text' },
      { field: 'subsidiaryStamp', label: 'Stamping Ref (Subsidiary)', kind: 'text' },
      // Issue 41: percent p.a.; empty for none.
      { field: 'lateChargeRate', label: 'Late-Payment Rate (% p.a.)', kind: 'rate' },
    ],
  },
};

/** The stored value of a field as the record carries it (the wire's `chasis` is the record's `chassis`). */
export function storedValue(record: MasterRecord, field: EditableField['field']): string | number | null {
  return field === 'chasis' ? record.chassis : record[field];
}

/** The form's text for a stored value: '' for nothing, ids and years as digits, dates as YYYY-MM-DD. */
export function draftOf(record: MasterRecord, fields: readonly EditableField[]): Record<string, string> {
  return Object.fromEntries(
    fields.map(({ field }) => {
      const value = storedValue(record, field);
      return [field, value === null ? '' : String(value)];
    }),
  );
}

/**
 * What Save sends: one change per field whose value differs from the record shown, each carrying the value the
 * screen showed (`expected`) so that the server refuses it when someone changed the record meanwhile.
 */
export function changesOf(
  record: MasterRecord,
  fields: readonly EditableField[],
  draft: Record<string, string>,
): MasterRecordChangeInput[] {
  const changes: MasterRecordChangeInput[] = [];
  for (const spec of fields) {
    const text = (draft[spec.field] ?? '').trim();
    const expected = storedValue(record, spec.field);
    const value: string | number | null =
      text === '' ? null : spec.kind === 'text' || spec.kind === 'date' ? text : Number(text);
    if (value === expected) continue;
    changes.push({ id: record.id, field: spec.field, value, expected } as MasterRecordChangeInput);
  }
  return changes;
}

/** Origination §3: the eleven Yes/No/Pending flags with their labels on the profile. */
export const FLAG_LABELS: Record<TriStateFlag, string> = {
  fis: 'FIS',
  rcOri: 'ORI RC',
  insc: 'INSC',
  stampIsPaid: 'Stamping Paid',
  stampingIsDelivered: 'Stamping Delivered',
  agreementIsDelivered: 'Agreement Delivered',
  agreementIsReceived: 'Agreement Received',
  disbursementNoticeIsDelivered: 'Disbursement Notice Delivered',
  boardResolutionIsReceived: 'Board Resolution Received',
  regCardIsDelivered: 'Reg Card Delivered',
  vehicleIsDischarged: 'Vehicle Discharged',
};
