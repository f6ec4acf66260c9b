import {
  idField,
  idParamsSchema,
  NEW_PASSWORD_INVALID,
  passwordChangeSchema,
  SUCCESS_TEXTS,
  userCreateSchema,
  usernameChangeSchema,
  userUpdateSchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { done, doneWithId, doneWithUrl, id, named, timestamp } from '../../plugins/rest-answers';
import { legacyPayload } from '../../plugins/rest-legacy';
import { idFieldOr, readImageUpload, uploadDeps } from '../files/multipart';
import * as service from './user.service';

const idParams = idParamsSchema;

const userAnswer = z.object({
  id,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  roleId: id,
  departmentId: id,
  status: z.boolean(),
  signatureUrl: z.string().nullable(),
  lastLogon: timestamp.nullable(),
  role: z.string(),
  department: z.string(),
  Role: named,
  Department: named,
  UserAuth: z.object({ username: z.string() }).nullable(),
});

/** The legacy shape of a user (GET /user/all, GET /user/details/{id}). */
function legacyUser(user: service.UserDetail) {
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    roleId: user.roleId,
    departmentId: user.departmentId,
    status: user.status,
    signatureUrl: user.signatureUrl,
    lastLogon: user.lastLogon,
    role: user.role,
    department: user.department,
    Role: { id: user.roleId, name: user.role },
    Department: { id: user.departmentId, name: user.department },
    UserAuth: user.username === null ? null : { username: user.username },
  };
}

/**
 * Issue 40: a password sent with the legacy POST /user is set, under the same rules as the New User modal's (the
 * schema's and the strength check's); without one the account waits for POST /userAuth, as before.
 */
const newUserBody = legacyPayload(
  userCreateSchema.extend({
    // An empty field is no password, as a legacy form sends it.
    password: z.preprocess(
      (value) => (value === '' ? undefined : value),
      userCreateSchema.shape.password.optional(),
    ),
  }),
  { numbers: ['roleId', 'departmentId'] },
);

const credentialsBody = legacyPayload(
  z.object({
    userId: idField(),
    username: userCreateSchema.shape.username,
    password: userCreateSchema.shape.password,
  }),
  { numbers: ['userId'] },
);

/** PUT /userAuth carries either a username or a password (with the current one when it is one's own). */
const credentialChangeBody = legacyPayload(
  z.object({
    userId: idField(),
    username: z.string().optional(),
    password: z.string({ error: NEW_PASSWORD_INVALID }).optional(),
    confirmPassword: z.string().optional(),
    currentPassword: z.string().max(200).optional(),
  }),
  { numbers: ['userId'] },
);

export const userRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/user/all',
    access: 'authed',
    answer: z.array(userAnswer),
    handler: async ({ req }) => (await service.allUsers(req.server.db)).map(legacyUser),
  }),

  restRoute({
    method: 'GET',
    path: '/user/details/:id',
    access: 'authed',
    params: idParams,
    answer: userAnswer,
    handler: async ({ req, params }) => legacyUser(await service.getUser(req.server.db, params.id)),
  }),

  restRoute({
    method: 'POST',
    path: '/user',
    access: 'authed',
    checks: ['user.create'],
    body: newUserBody,
    answer: doneWithId,
    async handler({ req, body, auth }) {
      const { id } = await service.createUser(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.submitted, id };
    },
  }),

  restRoute({
    method: 'POST',
    path: '/userAuth',
    access: 'authed',
    checks: ['user.manage'],
    body: credentialsBody,
    answer: done,
    async handler({ req, body, auth }) {
      await service.setCredentials(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.submitted };
    },
  }),

  restRoute({
    method: 'PUT',
    path: '/user',
    access: 'authed',
    checks: ['user.manage'],
    body: legacyPayload(userUpdateSchema, { numbers: ['id', 'roleId', 'departmentId'] }),
    answer: done,
    async handler({ req, body, auth }) {
      await service.updateUser(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.saved };
    },
  }),

  restRoute({
    method: 'PUT',
    path: '/userAuth',
    access: 'authed',
    checks: ['user.manage'],
    body: credentialChangeBody,
    answer: done,
    async handler({ req, body, auth }) {
      const db = req.server.db;
      if (body.username !== undefined) {
        const input = usernameChangeSchema.parse({ userId: body.userId, username: body.username });
        await service.changeUsername(db, auth.user, input);
      } else if (body.password !== undefined) {
        const input = passwordChangeSchema.parse({
          userId: body.userId,
          password: body.password,
          confirmPassword: body.confirmPassword ?? body.password,
        });
        await service.changePassword(db, auth, { ...input, currentPassword: body.currentPassword });
      } else {
        throw badRequest('Please enter a username or a password');
      }
      return { status: 1, msg: SUCCESS_TEXTS.saved };
    },
  }),

  restRoute({
    method: 'POST',
    path: '/user/upload',
    access: 'authed',
    answer: doneWithUrl.extend({ signatureUrl: z.string() }),
    async handler({ req, auth }) {
      const upload = await readImageUpload(req, idFieldOr('Please select a user'));
      const { signatureUrl } = await service.uploadSignature(uploadDeps(req), auth.user, upload);
      return { status: 1, msg: SUCCESS_TEXTS.submitted, url: signatureUrl, signatureUrl };
    },
  }),

  restRoute({
    method: 'GET',
    path: '/role/all',
    access: 'authed',
    answer: z.array(named),
    handler: ({ req }) => service.allRoles(req.server.db),
  }),

  restRoute({
    method: 'GET',
    path: '/department/all',
    access: 'authed',
    answer: z.array(named),
    handler: ({ req }) => service.allDepartments(req.server.db),
  }),
];
