import { z } from 'zod';
import {
  captchaChallengeSchema,
  captchaPassSchema,
  captchaVerifySchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  loginResultSchema,
  loginSchema,
  okMessageSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenCheckSchema,
  resetTokenStateSchema,
  signInCheckRequestSchema,
  signInCheckSchema,
} from '../schemas/auth';
import { currentUserEndpoint } from './current-user';
import { endpoint } from './endpoint';

/** Accounts (spec 01 §3, §5, §7): current user, sign-in and out, captcha, registration, password reset. */
export const authApi = {
  /** Signed out is an answer, not an error: 200 null. */
  currentUser: currentUserEndpoint,
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    responses: { 200: z.object({ ok: z.literal(true) }) },
  }),
  /** Spec 01 §7: a browser navigation here is sent on to the sign-in screen. */
  loginPage: endpoint({
    method: 'GET',
    path: '/api/login',
    responses: { 302: z.null() },
    produces: 'text/html',
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    auth: 'sign-in',
    body: loginSchema,
    responses: { 200: loginResultSchema },
  }),
  /** A proof-of-work challenge for one account, needed past its failure budget (decision 0048). */
  signInCheck: endpoint({
    method: 'POST',
    path: '/api/login/check',
    body: signInCheckRequestSchema,
    responses: { 200: signInCheckSchema },
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/api/captcha',
    responses: { 200: captchaChallengeSchema },
  }),
  verifyCaptcha: endpoint({
    method: 'POST',
    path: '/api/captcha/verify',
    body: captchaVerifySchema,
    responses: { 200: captchaPassSchema },
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    body: registerSchema,
    responses: { 201: okMessageSchema },
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/confirm-email',
    body: confirmEmailSchema,
    responses: { 200: okMessageSchema },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/forgot-password',
    body: forgotPasswordSchema,
    responses: { 200: okMessageSchema },
  }),
  checkResetToken: endpoint({
    method: 'POST',
    path: '/api/reset-password/check',
    body: resetTokenCheckSchema,
    responses: { 200: resetTokenStateSchema },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset-password',
    body: resetPasswordSchema,
    responses: { 200: okMessageSchema },
  }),
};
