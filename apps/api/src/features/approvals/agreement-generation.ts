import type { Db } from '@sewabeli/db';

/**
 * The call point of agreement generation (issue 11, decisions §5): the fourth approval or a By Pass calls it
 * inside the approving transaction, after the application moved to Agreements (seq 7). Generating the
 * documents, the HP and letter-of-offer numbers is the agreements area's work; until it lands here, nothing is
 * generated and the Agreements step shows no documents.
 */
export async function requestAgreementGeneration(_db: Db, _applicantId: number): Promise<void> {}
