import { SUCCESS_TEXTS, vendorSchema } from '@sewabeli/domain';
import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { legacyIdField, legacyIdOnlySchema, legacyVendorUpdateSchema } from '../../plugins/rest-legacy';
import * as service from './vendor.service';

export const vendorRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/vendor/all',
    access: 'authed',
    handler: ({ req }) => service.allVendors(req.server.db),
  }),
  restRoute({
    method: 'POST',
    path: '/vendor',
    access: 'authed',
    body: vendorSchema,
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
    async handler({ req, body, auth }) {
      await service.deleteVendor(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.deleted };
    },
  }),
];
