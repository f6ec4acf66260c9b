import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { done, id, named } from '../../plugins/rest-answers';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import * as auth from './auth.service';
import { closeSession } from './session.service';

const loginBody = z.object({ username: z.string().max(200), password: z.string().max(500) });

/** GET /user/me: the signed-in user. */
const meAnswer = z.object({
  id,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roleId: id,
  departmentId: id,
  Role: named,
  Department: named,
  UserAuth: z.object({ username: z.string() }),
});

export const authRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/userAuth/login',
    access: 'public',
    body: loginBody,
    answer: z.object({ status: z.literal(1), token: z.string() }),
    async handler({ body, req, reply }) {
      const { token } = await auth.login(
        { db: req.server.db, config: req.server.config },
        { ...body, ip: req.ip, userAgent: req.headers['user-agent'] ?? null },
      );
      setSessionCookie(req, reply, token);
      return { status: 1, token };
    },
  }),

  restRoute({
    method: 'POST',
    path: '/userAuth/logout',
    access: 'authed',
    answer: done,
    async handler({ auth: session, req, reply }) {
      if (session) await closeSession({ db: req.server.db }, session, req.ip);
      clearSessionCookie(reply);
      return { status: 1, msg: 'Logged out' };
    },
  }),

  restRoute({
    method: 'GET',
    path: '/user/me',
    access: 'authed',
    answer: meAnswer,
    async handler({ auth: session }) {
      const user = session!.user;
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        roleId: user.role.id,
        departmentId: user.department.id,
        Role: user.role,
        Department: user.department,
        UserAuth: { username: user.username },
      };
    },
  }),
];
