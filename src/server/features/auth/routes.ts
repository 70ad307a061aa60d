import type { FastifyInstance } from 'fastify';
import accountRoutes from './account-routes';
import captchaRoutes from './captcha';
import loginRoutes from './login-routes';
import passwordResetRoutes from './password-reset-routes';
import registerRoutes from './register-routes';
import sessionRoutes from './session-routes';
import signInCheckRoutes from './sign-in-check';

// Accounts (docs/features/accounts.md): current user and sign-out, captcha, registration and confirmation,
// sign-in with its risk-based code step, password reset, profile and settings.
export default async function authRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(captchaRoutes);
  await app.register(registerRoutes);
  await app.register(loginRoutes);
  await app.register(signInCheckRoutes);
  await app.register(passwordResetRoutes);
  await app.register(accountRoutes);
}
