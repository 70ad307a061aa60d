import { idParamsSchema, okSchema } from '../schemas/common';
import {
  accessGrantShapeSchema,
  accessListSchema,
  myTrialSchema,
  trialRequestAnswerSchema,
  trialRequestSchema,
} from '../schemas/trials';
import { endpoint } from './endpoint';

/** Trials and granted access: the member's request and state, the operator's grant and end. */
export const trialsApi = {
  requestTrial: endpoint({
    method: 'POST',
    path: '/api/account/trial',
    body: trialRequestSchema,
    responses: { 200: trialRequestAnswerSchema },
  }),
  myTrial: endpoint({
    method: 'GET',
    path: '/api/account/trial',
    responses: { 200: myTrialSchema },
  }),
  /** Behind the admin guard. */
  accessList: endpoint({
    method: 'GET',
    path: '/api/admin/access',
    responses: { 200: accessListSchema },
  }),
  grantAccess: endpoint({
    method: 'POST',
    path: '/api/admin/registrations/:id/access',
    params: idParamsSchema,
    // The end date must be after the server's today, which the handler checks again.
    body: accessGrantShapeSchema,
    responses: { 200: okSchema },
  }),
  endAccess: endpoint({
    method: 'POST',
    path: '/api/admin/registrations/:id/access/end',
    params: idParamsSchema,
    responses: { 200: okSchema },
  }),
};
