import { z } from 'zod';

/** GET /api/docs/json: an OpenAPI 3 document; only its frame is checked, the rest passes as it is. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
