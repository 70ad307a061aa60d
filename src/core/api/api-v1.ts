import { v1PositionsResponseSchema, v1QuerySchema } from '../schemas/api-keys';
import { signalsResponseSchema } from '../schemas/markets';
import { endpoint } from './endpoint';

/** The API for programs (`Authorization: Bearer <key>`): what the key's account may see live. */
export const apiV1Api = {
  signals: endpoint({
    method: 'GET',
    path: '/api/v1/signals',
    summary: "A market's signals as the key's account sees them (live where its plan allows)",
    query: v1QuerySchema,
    responses: { 200: signalsResponseSchema },
  }),
  positions: endpoint({
    method: 'GET',
    path: '/api/v1/positions',
    summary: "The model account's open positions in a market, with their stops",
    query: v1QuerySchema,
    responses: { 200: v1PositionsResponseSchema },
  }),
};
