import type { Db } from '@sewabeli/db';
import { type ArrearsAgreement, type LedgerKind, type ProposalRecord, ringgitToSen } from '@sewabeli/domain';
import * as repo from './arrears.repository';

/**
 * What the domain's arrears rules read of an agreement (its schedule, the whole ledger, reschedules, proposals and
 * promises), built from the repository's few queries: the pass, the queue, an approval and a letter's job judge
 * the same state (issue 41).
 */
export type PassStates = Awaited<ReturnType<typeof repo.passStates>>;

function groupOf<T extends { applicantProductId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.applicantProductId);
    if (group) group.push(row);
    else groups.set(row.applicantProductId, [row]);
  }
  return groups;
}

export function agreementsOf(states: PassStates): { id: number; state: ArrearsAgreement }[] {
  const instalments = groupOf(states.instalments);
  const ledger = groupOf(states.ledger);
  const reschedules = groupOf(states.reschedules);
  const proposals = groupOf(states.proposals);
  const promiseOf = new Map<number, (typeof states.promises)[number]>();
  // The latest promise of each proposal (ordered by id).
  for (const promise of states.promises) promiseOf.set(promise.arrearsProposalId, promise);
  return states.agreements.map((agreement) => ({
    id: agreement.id,
    state: {
      totalPayable: ringgitToSen(agreement.totalPayable),
      closed: agreement.closed,
      instalments: (instalments.get(agreement.id) ?? []).map((row) => ({
        id: row.id,
        seq: row.seq,
        dueDate: row.dueDate,
        chargeAmount: ringgitToSen(row.chargeAmount),
      })),
      ledger: (ledger.get(agreement.id) ?? []).map((row) => ({
        id: row.id,
        amount: ringgitToSen(row.amount),
        paidAt: row.paidAt,
        kind: row.kind as LedgerKind,
        instalmentId: row.applicantProductTransactionId,
      })),
      reschedules: (reschedules.get(agreement.id) ?? []).map((row) => ({
        status: row.status,
        decidedOn: row.decidedAt ? calendarDateOf(row.decidedAt) : null,
      })),
      proposals: (proposals.get(agreement.id) ?? []).map((row): ProposalRecord => {
        const promise = promiseOf.get(row.id);
        return {
          id: row.id,
          action: row.action,
          cycle: row.cycle,
          status: row.status,
          promise: promise
            ? { madeOn: promise.madeOn, promisedOn: promise.promisedOn, amount: ringgitToSen(promise.amount) }
            : null,
        };
      }),
    },
  }));
}

/** The Kuala Lumpur day of an instant. */
export const calendarDateOf = (instant: Date) =>
  new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The arrears state of the agreements `ids`, by agreement id. */
export async function arrearsStates(db: Db, ids: readonly number[]): Promise<Map<number, ArrearsAgreement>> {
  const states = await repo.passStates(db, [...new Set(ids)]);
  return new Map(agreementsOf(states).map(({ id, state }) => [id, state]));
}
