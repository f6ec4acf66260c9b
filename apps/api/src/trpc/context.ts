import type { Db } from '@sewabeli/db';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Config } from '../config';
import type {} from '../fastify-augment';
import type { AuthState } from '../features/auth/auth.types';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';

export interface Context {
  db: Db;
  config: Config;
  auth: AuthState | null;
  ip: string;
  userAgent: string | null;
  setSessionCookie(token: string): void;
  clearSessionCookie(): void;
}

export function createContext({ req, res }: CreateFastifyContextOptions): Context {
  const app = req.server;
  return {
    db: app.db,
    config: app.config,
    auth: req.auth,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    setSessionCookie: (token) => setSessionCookie(req, res, token),
    clearSessionCookie: () => clearSessionCookie(res),
  };
}
