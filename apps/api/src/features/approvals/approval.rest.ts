import {
  approveSchema,
  can,
  legacyProgressMove,
  reattemptSchema,
  rejectSchema,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { done } from '../../plugins/rest-answers';
import { legacyPayload } from '../../plugins/rest-legacy';
import {
  putApplicant,
  putApplicantAnswer,
} from '../applications/steps/basic-information/basic-information.rest';
import * as service from './approval.service';

/**
 * The spec's re-attempt after a rejection (`PUT /applicant` with `{id, lockStatus: 0, progressId: 9}`). The path is
 * shared with the Basic Information update and the progress move of the applications area.
 */
const reattemptBody = legacyPayload(reattemptSchema, { numbers: ['id', 'lockStatus', 'progressId'] });

/** A body of PUT /applicant that moves progress (a step's completion or the re-attempt), not Basic Information. */
function isProgressBody(body: unknown): body is { lockStatus?: unknown; progressId?: unknown } {
  return typeof body === 'object' && body !== null && ('lockStatus' in body || 'progressId' in body);
}

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

  // One legacy path, three calls of the spec: the re-attempt after a rejection (progressId 9) is decided here; the
  // progress move {id, lockStatus, progressId: k + 1} that completes step k and the Basic Information update are the
  // applications area's (`putApplicant`). Each checks its own permission.
  restRoute({
    method: 'PUT',
    path: '/applicant',
    access: 'authed',
    answer: putApplicantAnswer,
    async handler({ req, auth }) {
      const move = isProgressBody(req.body) ? legacyProgressMove(req.body) : null;
      if (move?.kind === 'reattempt') {
        await service.reattempt(req.server.db, auth.user, reattemptBody.parse(req.body));
        return { status: 1, msg: SUCCESS_TEXTS.submitted };
      }
      return putApplicant(req, auth.user, move);
    },
  }),
];
