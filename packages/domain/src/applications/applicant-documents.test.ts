import { describe, expect, it } from 'vitest';
import {
  APPLICANT_DOCUMENT_RESOURCE_IDS,
  MANDATORY_APPLICANT_DOCUMENT_RESOURCE_IDS,
  missingMandatoryDocuments,
} from './applicant-documents';
import { REQUIRED_APPLICANT_FILES } from './applicants.schema';

describe('mandatory applicant documents (origination §5)', () => {
  it('are the four required kinds', () => {
    expect(MANDATORY_APPLICANT_DOCUMENT_RESOURCE_IDS).toEqual(
      REQUIRED_APPLICANT_FILES.map((kind) => APPLICANT_DOCUMENT_RESOURCE_IDS[kind]),
    );
  });
  it('names what is missing, nothing when all four are there', () => {
    expect(missingMandatoryDocuments([])).toEqual([41, 42, 43, 44]);
    expect(missingMandatoryDocuments([41, 44, 45, 48])).toEqual([42, 43]);
    expect(missingMandatoryDocuments([44, 43, 42, 41, 41])).toEqual([]);
  });
});
