import type { Db } from '@sewabeli/db';
import { APPLICATION_MESSAGES, isApplicationLocked } from '@sewabeli/domain';
import { conflict, notFound } from '../../lib/errors';
import { lockApplicationState } from './application.repository';

export type EditableApplication = NonNullable<Awaited<ReturnType<typeof lockApplicationState>>>;

/**
 * The one server-side check every change to steps 1-4 (Basic Information, Score Card, Product, SRC Report) makes
 * first, inside its transaction: the application exists (not deleted) and is not locked (origination §4,
 * decisions §5). It row-locks the application, so a Submit racing the change waits for it (or the change waits
 * for the Submit and is then refused). 404 'Application not found'; 409 with APPLICATION_MESSAGES.locked.
 */
export async function assertApplicationEditable(db: Db, applicantId: number): Promise<EditableApplication> {
  const application = await lockApplicationState(db, applicantId);
  if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
  if (isApplicationLocked(application)) throw conflict(APPLICATION_MESSAGES.locked);
  return application;
}
