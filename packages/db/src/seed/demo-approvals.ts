import { sql } from 'kysely';
import type { Db } from '../client';

// Submitted applications for the approval chain (issue 11): one waiting at each of the four positions, one
// rejected by the Head of Operation, and one approved by all four whose agreements the running server generates
// on first start (marked queued here: the API queues its job on pg-boss when it starts), so Pending Approvals, the Approval step, re-attempt and the
// Agreements step have something to show. Each is looked up by company and purpose and created only if absent. The seed cannot use
// @sewabeli/domain: the statuses follow decisions.md §5 (progress 6, locked, positions approved in order).

interface DemoApproval {
  hirer: string;
  purpose: string;
  /** status1..status4 of the case: 1 approved, 0 rejected, null pending. */
  statuses: readonly (0 | 1 | null)[];
  /** The rejection's reason, when a position rejected. */
  reason?: string;
  submittedDaysAgo: number;
}

export const DEMO_APPROVALS: readonly DemoApproval[] = [
  {
    hirer: 'Binaan Teguh Jaya Sdn Bhd',
    purpose: 'Two 20-tonne excavators for the Rawang township works',
    statuses: [],
    submittedDaysAgo: 1,
  },
  {
    hirer: 'Pengangkutan Sinar Timur Sdn Bhd',
    purpose: 'Three prime movers for the Kuantan port route',
    statuses: [1],
    submittedDaysAgo: 3,
  },
  {
    hirer: 'Tegas Earthworks & Civil Sdn Bhd',
    purpose: 'Bulldozer replacement for the Seremban earthworks package',
    statuses: [1, 1],
    submittedDaysAgo: 5,
  },
  {
    hirer: 'Logistik Utara Prima Sdn Bhd',
    purpose: 'Reach stackers for the Butterworth container depot',
    statuses: [1, 1, 1],
    submittedDaysAgo: 8,
  },
  {
    hirer: 'Ladang Sawit Kahang Bhd',
    purpose: 'Estate tractors and trailers for the Kahang replanting',
    statuses: [1, 0],
    reason: 'Gearing above the program limit; ask for a larger downpayment',
    submittedDaysAgo: 6,
  },
  {
    hirer: 'Jentera Bumi Rental Sdn Bhd',
    purpose: 'Two wheel loaders for the Bentong quarry contract',
    statuses: [1, 1, 1, 1],
    submittedDaysAgo: 9,
  },
];

/** The agreement generation queue of the api (features/agreements/agreement-generation.ts). */

const APPROVERS = ['credit.officer', 'head.operation', 'my.director', 'cn.director'] as const;
const ROLE_OF = ['Credit Officer', 'Head of Operation', 'Malaysia Director', 'China Director'] as const;

const daysAgo = (days: number, hour: number) => {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() - days);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};

export async function seedDemoApprovals(db: Db): Promise<void> {
  const program = await db
    .selectFrom('financialProgram')
    .select('id')
    .where('name', '=', 'Heavy Equipment Financing')
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!program) return;
  const users = await db
    .selectFrom('userAuth')
    .innerJoin('user', 'user.id', 'userAuth.userId')
    .select(['userAuth.username', 'user.id', 'user.name'])
    .where('userAuth.username', 'in', [...APPROVERS])
    .execute();
  const approver = APPROVERS.map((username) => users.find((user) => user.username === username));
  if (approver.some((user) => !user)) return;

  await db.transaction().execute(async (trx) => {
    for (const demo of DEMO_APPROVALS) {
      const hirer = await trx
        .selectFrom('hirer')
        .select('id')
        .where('name', '=', demo.hirer)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!hirer) continue;
      const existing = await trx
        .selectFrom('applicant')
        .select('id')
        .where('hirerId', '=', hirer.id)
        .where('purpose', '=', demo.purpose)
        .executeTakeFirst();
      if (existing) continue;
      const submitted = daysAgo(demo.submittedDaysAgo, 9);
      const position = (n: number) => {
        const status = demo.statuses[n] ?? null;
        return {
          status,
          user: status === null ? null : (approver[n]?.id ?? null),
          at: status === null ? null : daysAgo(Math.max(demo.submittedDaysAgo - n - 1, 0), 10 + n),
        };
      };
      const [p1, p2, p3, p4] = [0, 1, 2, 3].map(position) as [
        ReturnType<typeof position>,
        ReturnType<typeof position>,
        ReturnType<typeof position>,
        ReturnType<typeof position>,
      ];
      const officer = approver[0]?.id ?? null;
      const approved = demo.statuses.length === 4 && demo.statuses.every((status) => status === 1);
      const { id } = await trx
        .insertInto('applicant')
        .values({
          hirerId: hirer.id,
          purpose: demo.purpose,
          financialProgramId: program.id,
          progressId: approved ? 7 : 6,
          lockStatus: 1,
          checklist: JSON.stringify({ ctos: true, nrics: true, bankStatements: true, formD: true }),
          status1: p1.status,
          status1User: p1.user,
          status1At: p1.at,
          status2: p2.status,
          status2User: p2.user,
          status2At: p2.at,
          status3: p3.status,
          status3User: p3.user,
          status3At: p3.at,
          status4: p4.status,
          status4User: p4.user,
          status4At: p4.at,
          submittedAt: submitted,
          approvedAt: approved ? p4.at : null,
          agreementsState: approved ? 'queued' : null,
          createdAt: daysAgo(demo.submittedDaysAgo + 7, 9),
          updatedAt: sql<Date>`now()`,
          createdBy: officer,
          updatedBy: officer,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const activity = [{ description: 'Submitted for approval', createdBy: officer, createdAt: submitted }];
      for (const [n, entry] of [p1, p2, p3, p4].entries()) {
        if (entry.status === null) continue;
        const who = approver[n];
        const role = ROLE_OF[n];
        activity.push({
          description:
            entry.status === 1
              ? `Approved by ${who?.name} (${role})`
              : `Rejected by ${who?.name} (${role}): ${demo.reason ?? ''}`,
          createdBy: who?.id ?? null,
          createdAt: entry.at ?? submitted,
        });
      }
      await trx
        .insertInto('applicantActivity')
        .values(activity.map((entry) => ({ applicantId: id, ...entry })))
        .execute();
    }
  });
}
