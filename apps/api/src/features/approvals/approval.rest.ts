import { approveSchema, can, reattemptSchema, rejectSchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { done } from '../../plugins/rest-answers';
import { legacyPayload } from '../../plugins/rest-legacy';
import * as service from './approval.service';

/** Origination §7: PUT /applicant/approve and /reject {id, comment}; PUT /applicant/ {id, lockStatus, progressId}. */
export const approvalRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'PUT',
    path: '/applicant/approve',
    access: 'authed',
    body: legacyPayload(approveSchema, { numbers: ['id'] }),
    answer: done,
    async handler({ req, body, auth }) {
      // The legacy screen's By Pass button sends the Superadmin's approve; Superadmin holds no position.
      if (can(auth.user, 'application.bypass')) await service.bypass(req.server.db, auth.user, body);
      else await service.approve(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.submitted };
    },
  }),

  restRoute({
    method: 'PUT',
    path: '/applicant/reject',
    access: 'authed',
    body: legacyPayload(rejectSchema, { numbers: ['id'] }),
    answer: done,
    async handler({ req, body, auth }) {
      await service.reject(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.submitted };
    },
  }),
];

/**
 * The spec's re-attempt after a rejection (`PUT /applicant` with `{id, lockStatus: 0, progressId: 9}`). The path is
 * shared with the Basic Information update and the progress move, so basic-information.rest.ts owns the route and
 * hands these bodies here.
 */
export const reattemptBody = legacyPayload(reattemptSchema, { numbers: ['id', 'lockStatus', 'progressId'] });

/** A body of PUT /applicant that moves progress (a step's completion or the re-attempt), not Basic Information. */
export function isProgressBody(body: unknown): body is { lockStatus?: unknown; progressId?: unknown } {
  return typeof body === 'object' && body !== null && ('lockStatus' in body || 'progressId' in body);
}
