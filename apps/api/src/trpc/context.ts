import type { Db } from '@sewabeli/db';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Config } from '../config';
import type {} from '../fastify-augment';
import type { AuthState } from '../features/auth/auth.types';
import type { FileStorage } from '../features/files/file.storage';
import { readingOf } from '../lib/answer-cache';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';

export interface Context {
  db: Db;
  config: Config;
  /** Where uploads and the files the server writes (agreements, SRC risk reports) are kept. */
  fileStorage: FileStorage;
  auth: AuthState | null;
  ip: string;
  userAgent: string | null;
  /** A client's Idempotency-Key header (payments answer a replay with the first result). */
  idempotencyKey: string | null;
  setSessionCookie(token: string): void;
  clearSessionCookie(): void;
  /**
   * The answer kept under `key` at this request's data version, or `compute`d (issue 17, lib/answer-cache.ts):
   * only for answers that depend on neither the user nor the clock.
   */
  answer<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

export function createContext({ req, res }: CreateFastifyContextOptions): Context {
  const app = req.server;
  return {
    db: app.db,
    config: app.config,
    fileStorage: app.fileStorage,
    auth: req.auth,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    idempotencyKey: idempotencyKeyOf(req.headers['idempotency-key']),
    setSessionCookie: (token) => setSessionCookie(req, res, token),
    clearSessionCookie: () => clearSessionCookie(res),
    answer: (key, compute) => app.answers.answer(key, readingOf(req), compute),
  };
}

/** The Idempotency-Key header: trimmed, at most 200 characters, or null. */
export function idempotencyKeyOf(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text.slice(0, 200) : null;
}
