import { SUCCESS_TEXTS, vendorSchema } from '@sewabeli/domain';
import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { done, doneWithId, named, timestamp } from '../../plugins/rest-answers';
import { legacyIdField, legacyIdOnlySchema, legacyVendorUpdateSchema } from '../../plugins/rest-legacy';
import * as service from './vendor.service';

export const vendorRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/vendor/all',
    access: 'authed',
    answer: z.array(named),
    handler: ({ req }) => service.allVendors(req.server.db),
  }),
  restRoute({
    method: 'POST',
    path: '/vendor',
    access: 'authed',
    body: vendorSchema,
    answer: doneWithId,
    async handler({ req, body, auth }) {
      const { id } = await service.createVendor(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.submitted, id };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/vendor',
    access: 'authed',
    body: legacyVendorUpdateSchema,
    answer: doneWithId,
    async handler({ req, body, auth }) {
      const { id } = await service.updateVendor(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.saved, id };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/vendor/details/:id',
    access: 'authed',
    params: z.object({ id: legacyIdField('Not Found') }),
    answer: named.extend({ createdAt: timestamp }),
    async handler({ req, params }) {
      const vendor = await service.getVendor(req.server.db, params.id);
      return { id: vendor.id, name: vendor.name, createdAt: vendor.createdAt };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/vendor',
    access: { permission: 'vendor.delete' },
    body: legacyIdOnlySchema,
    answer: done,
    async handler({ req, body, auth }) {
      await service.deleteVendor(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.deleted };
    },
  }),
];
