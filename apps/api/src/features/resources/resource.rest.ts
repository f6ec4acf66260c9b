import { resourceSchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { doneWithId, resourceRow } from '../../plugins/rest-answers';
import * as service from './resource.service';

const resources = z.array(resourceRow);

export const resourceRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/resource/all',
    access: 'authed',
    answer: resources,
    handler: ({ req }) => service.allResources(req.server.db),
  }),
  restRoute({
    method: 'GET',
    path: '/resource/action/all',
    access: 'authed',
    answer: resources,
    handler: ({ req }) => service.allResources(req.server.db),
  }),
  restRoute({
    method: 'GET',
    path: '/resource/type/:category',
    access: 'authed',
    params: z.object({ category: z.string().min(1).max(60) }),
    answer: resources,
    handler: ({ req, params }) => service.allResources(req.server.db, params.category),
  }),
  restRoute({
    method: 'POST',
    path: '/resource',
    access: 'authed',
    body: resourceSchema,
    answer: doneWithId,
    async handler({ req, body, auth }) {
      const { id } = await service.createResource(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.submitted, id };
    },
  }),
];
