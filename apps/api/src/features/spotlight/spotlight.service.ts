import type { Db } from '@sewabeli/db';
import {
  can,
  formatDate,
  SPOTLIGHT_GROUP_LIMIT,
  type SpotlightHit,
  type SpotlightQuery,
  spotlightApplicationId,
  spotlightHpPattern,
  spotlightPattern,
} from '@sewabeli/domain';
import type { SessionUser } from '../auth/auth.types';
import * as repo from './spotlight.repository';

const detail = (...parts: (string | null | undefined)[]) => parts.filter((part) => part).join(' · ');

/**
 * Issue 29: one query finds companies (name, registration number), applications (number, or company, progress
 * and created date as the application list's search), agreements (HP
 * number, also typed without its slashes or with spaces (issue 41), company, registration, chassis or engine
 * number) and, for those who manage users, staff; every signed-in
 * person reads the first three (as their lists). The four reads run side by side.
 */
export async function spotlight(
  db: Db,
  actor: SessionUser,
  input: SpotlightQuery,
): Promise<{ hits: SpotlightHit[] }> {
  const term = input.term.trim();
  const pattern = spotlightPattern(term);
  const prefix = pattern.slice(1);
  const applicationId = spotlightApplicationId(term);
  const [companies, byNumber, byText, agreements, users] = await Promise.all([
    repo.findCompanies(db, pattern, prefix),
    applicationId === null ? [] : repo.findApplicationById(db, applicationId),
    repo.findApplications(db, pattern),
    repo.findAgreements(db, pattern, spotlightHpPattern(term)),
    can(actor, 'user.manage') ? repo.findUsers(db, pattern, prefix) : [],
  ]);
  // The application a number names comes first, then those the text finds.
  const applications = [...byNumber, ...byText.filter((row) => row.id !== applicationId)].slice(
    0,
    SPOTLIGHT_GROUP_LIMIT,
  );
  return {
    hits: [
      ...companies.map((row) => ({
        kind: 'company' as const,
        id: row.id,
        title: row.name,
        detail: row.registrationNo,
      })),
      ...applications.map((row) => ({
        kind: 'application' as const,
        id: row.id,
        title: `#${row.id} ${row.hirerName}`,
        detail: detail(row.progressName, `created ${formatDate(row.createdAt)}`),
      })),
      ...agreements.map((row) => ({
        kind: 'agreement' as const,
        id: row.id,
        title: row.hpNo ?? `#${row.id}`,
        detail: detail(row.hirerName, row.registrationNo, row.chassis),
      })),
      ...users.map((row) => ({
        kind: 'user' as const,
        id: row.id,
        title: row.name,
        detail: detail(row.username, row.roleName),
      })),
    ],
  };
}
