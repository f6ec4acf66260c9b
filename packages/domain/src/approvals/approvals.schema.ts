import { z } from 'zod';
import { idField, optionalText } from '../common/fields';
import { APPROVAL_MESSAGES } from './approval-chain';
import { isMandatoryChecklistComplete, MANDATORY_CHECKLIST_INCOMPLETE } from './checklist';

const tick = z.boolean().default(false);

/** Origination §3 checklist: four mandatory ticks, eight optional ones and free text. */
export const checklistSchema = z.object({
  ctos: tick,
  nrics: tick,
  bankStatements: tick,
  formD: tick,
  financialStatements: tick,
  CPT: tick,
  projectsActivity: tick,
  ageingList: tick,
  memorandum: tick,
  incorpCert: tick,
  form9: tick,
  proCertified: tick,
  clOthers: optionalText(2000),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** PUT /applicant/submit {id, checklist}: origination §5 needs the mandatory items ticked. */
export const submitSchema = z.object({
  id: idField(),
  checklist: checklistSchema.refine(isMandatoryChecklistComplete, MANDATORY_CHECKLIST_INCOMPLETE),
});
export type SubmitInput = z.infer<typeof submitSchema>;

/** PUT /applicant/approve {id, comment}. */
export const approveSchema = z.object({ id: idField(), comment: optionalText(2000) });
export type ApproveInput = z.infer<typeof approveSchema>;

/** PUT /applicant/reject {id, comment}: decisions §5, rejection needs a non-empty comment. */
export const rejectSchema = z.object({
  id: idField(),
  comment: z
    .string({ error: APPROVAL_MESSAGES.rejectNeedsComment })
    .trim()
    .min(1, APPROVAL_MESSAGES.rejectNeedsComment)
    .max(2000, APPROVAL_MESSAGES.rejectNeedsComment),
});
export type RejectInput = z.infer<typeof rejectSchema>;

/** The legacy re-attempt call: PUT /applicant {id, lockStatus: 0, progressId: 9}. */
export const reattemptSchema = z.object({
  id: idField(),
  lockStatus: z.literal(0).default(0),
  progressId: z.literal(9).default(9),
});

/** PUT /applicant/complete {id}; GET /agreement/generate/{id} and the by-pass take the id only too. */
export const completeSchema = z.object({ id: idField() });
export const bypassSchema = z.object({ id: idField() });
