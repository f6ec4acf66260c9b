import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import * as auth from './auth.service';
import { closeSession } from './session.service';

const loginBody = z.object({ username: z.string().max(200), password: z.string().max(500) });

export const authRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/userAuth/login',
    access: 'public',
    body: loginBody,
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
