import { idParamsSchema, okSchema } from '../schemas/common';
import {
  adminMeSchema,
  adminSessionsListSchema,
  enrolmentSchema,
  inviteAcceptSchema,
  inviteInfoSchema,
  inviteQuerySchema,
  inviteTokenSchema,
  operatorInvitedSchema,
  operatorInviteSchema,
  operatorLoginSchema,
  operatorPatchSchema,
  operatorSchema,
  operatorsListSchema,
  recoveryCodesSchema,
  sessionIdParamsSchema,
  sharedPasswordSetSchema,
  sharedPasswordStateSchema,
} from '../schemas/admin-operators';
import { endpoint } from './endpoint';

/** Named operators (decision 0053). Managing them is for owners; the invite steps and the sign-in are open. */
export const adminOperatorsApi = {
  me: endpoint({ method: 'GET', path: '/api/admin/me', responses: { 200: adminMeSchema } }),
  list: endpoint({ method: 'GET', path: '/api/admin/operators', responses: { 200: operatorsListSchema } }),
  invite: endpoint({
    method: 'POST',
    path: '/api/admin/operators',
    body: operatorInviteSchema,
    responses: { 201: operatorInvitedSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/operators/:id',
    params: idParamsSchema,
    body: operatorPatchSchema,
    responses: { 200: operatorSchema },
  }),
  inviteInfo: endpoint({
    method: 'GET',
    path: '/api/admin/operators/invite',
    query: inviteQuerySchema,
    responses: { 200: inviteInfoSchema },
  }),
  enrol: endpoint({
    method: 'POST',
    path: '/api/admin/operators/invite/enrol',
    body: inviteTokenSchema,
    responses: { 200: enrolmentSchema },
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/admin/operators/invite/accept',
    body: inviteAcceptSchema,
    responses: { 200: recoveryCodesSchema },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/admin/operator-login',
    auth: 'sign-in',
    body: operatorLoginSchema,
    responses: { 200: okSchema },
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/admin/sessions',
    responses: { 200: adminSessionsListSchema },
  }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/api/admin/sessions/:id',
    params: sessionIdParamsSchema,
    responses: { 200: okSchema },
  }),
  sharedPassword: endpoint({
    method: 'GET',
    path: '/api/admin/shared-password',
    responses: { 200: sharedPasswordStateSchema },
  }),
  setSharedPassword: endpoint({
    method: 'POST',
    path: '/api/admin/shared-password',
    body: sharedPasswordSetSchema,
    responses: { 200: sharedPasswordStateSchema },
  }),
};
