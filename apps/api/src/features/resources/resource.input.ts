import { z } from 'zod';

// Temporary until @sewabeli/domain exports resourceSchema.
export const resourceSchema = z.object({
  name: z.string().trim().min(1, 'Please enter resource name').max(120),
  category: z.string().trim().min(1).max(60),
  description: z.string().trim().max(500).nullish(),
});
