import type { BrowserContext } from '@playwright/test';
import { ADMIN_COOKIE } from '../../src/server/sessions/admin-sessions';
import { SESSION_COOKIE } from '../../src/server/sessions/user-sessions';
import type { E2EUserKind } from './constants';

/**
 * Signs the browser context in as a fixture user by setting the session cookie that global-setup
 * created in the database. Use it in tests that are not about the sign-in form itself.
 */
export async function signInAs(context: BrowserContext, kind: E2EUserKind): Promise<void> {
  const token = process.env[`E2E_SESSION_${kind.toUpperCase()}`];
  const baseUrl = process.env.E2E_BASE_URL;
  if (!token || !baseUrl) throw new Error('e2e global-setup did not run');
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** Opens the admin area for the context with the admin session global-setup created (no sign-in request). */
export async function signInAdminAs(context: BrowserContext): Promise<void> {
  const token = process.env.E2E_ADMIN_SESSION;
  const baseUrl = process.env.E2E_BASE_URL;
  if (!token || !baseUrl) throw new Error('e2e global-setup did not run');
  await context.addCookies([
    { name: ADMIN_COOKIE, value: token, url: baseUrl, httpOnly: true, sameSite: 'Strict' },
  ]);
}
