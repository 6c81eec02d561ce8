import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ImageKind, ImageProfileName } from '../schemas/catalog.js';

export const imagesEndpoints = {
  'images.get': defineEndpoint({
    method: 'GET',
    path: '/api/v1/images/:kind/:key',
    summary:
      'An image in AVIF, WebP or JPEG/PNG by Accept; resized to one of the profile’s sizes (the original without a profile). Immutable: the key changes with the content.',
    tag: 'images',
    access: 'public',
    params: z.object({ kind: ImageKind, key: z.string().regex(/^[0-9a-f]{16}$/) }),
    query: z.strictObject({
      profile: ImageProfileName.optional(),
      width: z.coerce.number().int().positive().max(4096).optional(),
      height: z.coerce.number().int().positive().max(4096).optional(),
    }),
    response: z.string().meta({ format: 'binary' }),
  }),
} as const;
