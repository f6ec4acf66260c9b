import { listPageSchema } from '@sewabeli/domain';
import { z } from 'zod';

export const pageOf = listPageSchema;

export const idOutput = z.object({ id: z.number() });
