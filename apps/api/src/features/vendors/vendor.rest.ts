import { SUCCESS_TEXTS, vendorSchema } from '@sewabeli/domain';
import { z } from 'zod';
import { referenceDataRoutes } from '../../plugins/reference-data-routes';
import { named, timestamp } from '../../plugins/rest-answers';
import { legacyIdField, legacyIdOnlySchema, legacyVendorUpdateSchema } from '../../plugins/rest-legacy';
import * as service from './vendor.service';

export const vendorRestRoutes = referenceDataRoutes('/vendor', {
  writeAccess: 'authed',
  all: { answer: z.array(named), read: service.allVendors },
  create: { body: vendorSchema, msg: SUCCESS_TEXTS.submitted, write: service.createVendor },
  update: { body: legacyVendorUpdateSchema, msg: SUCCESS_TEXTS.saved, write: service.updateVendor },
  details: {
    params: z.object({ id: legacyIdField('Not Found') }),
    answer: named.extend({ createdAt: timestamp }),
    async read(db, { id }) {
      const vendor = await service.getVendor(db, id);
      return { id: vendor.id, name: vendor.name, createdAt: vendor.createdAt };
    },
  },
  delete: {
    access: { permission: 'vendor.delete' },
    body: legacyIdOnlySchema,
    msg: SUCCESS_TEXTS.deleted,
    answer: 'done',
    write: (db, user, { id }) => service.deleteVendor(db, user, id),
  },
});
