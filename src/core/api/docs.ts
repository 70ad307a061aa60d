import { z } from 'zod';
import { openApiDocumentSchema } from '../schemas/docs';
import { endpoint } from './endpoint';

/** The API's own reference (decision 0024); both are left out of the document they serve. */
export const docsApi = {
  /** A readable page rendered from the document (no scripts). */
  page: endpoint({ method: 'GET', path: '/api/docs', responses: { 200: z.string() }, produces: 'text/html' }),
  document: endpoint({ method: 'GET', path: '/api/docs/json', responses: { 200: openApiDocumentSchema } }),
};
