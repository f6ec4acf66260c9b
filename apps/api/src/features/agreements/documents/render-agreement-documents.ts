import {
  AGREEMENT_DOCUMENT_NAMES,
  type AgreementDocumentData,
  type AgreementDocumentName,
} from '../../../lib/pdf/document-data';
import { renderGuaranteeIndemnity } from './guarantee-indemnity';
import { renderHpAgreement } from './hp-agreement';
import { renderOfferLetter } from './offer-letter';
import { renderSecondSchedule } from './second-schedule';

const RENDERERS: Record<AgreementDocumentName, (data: AgreementDocumentData) => Promise<Buffer>> = {
  'HP Agreement': renderHpAgreement,
  'Guarantee and Indemnity of directors': renderGuaranteeIndemnity,
  'Second Schedule': renderSecondSchedule,
  'Offer Letter': renderOfferLetter,
};

export function renderAgreementDocument(
  name: AgreementDocumentName,
  data: AgreementDocumentData,
): Promise<Buffer> {
  return RENDERERS[name](data);
}

/** The four documents of one order line, in AGREEMENT_DOCUMENT_NAMES order. */
export async function renderAgreementDocuments(
  data: AgreementDocumentData,
): Promise<Array<{ name: AgreementDocumentName; pdf: Buffer }>> {
  const documents: Array<{ name: AgreementDocumentName; pdf: Buffer }> = [];
  for (const name of AGREEMENT_DOCUMENT_NAMES) {
    documents.push({ name, pdf: await renderAgreementDocument(name, data) });
  }
  return documents;
}
