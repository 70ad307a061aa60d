import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { signInAdminAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test, useOwnClientAddress } from './support/fixtures';

// A named operator is invited, enrols a TOTP authenticator, signs in with it, acts, and the
// audit screen names them. The codes come from the same library the server checks them with.

const PASSWORD = 'Opera7or!Quartz';

const shot = async (page: Page, name: string) => {
  if (process.env.ADMIN_SHOTS)
    await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/${name}.png`, fullPage: true });
};

/** The page never scrolls sideways (tables scroll inside their cards). */
const noOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

for (const [name, size] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test(`invite -> accept -> TOTP enrolment -> sign in -> an action -> the audit screen shows it (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await useOwnClientAddress(page);
    const stamp = `${size.width}-${Date.now()}`;
    const email = `olivia.owner-${stamp}@example.com`;
    const staff = `sam.staff-${stamp}@example.com`;

    // The bootstrap owner (shared password) invites a named owner.
    await signInAdminAs(page.context());
    await page.goto('/admin/operators');
    await expect(page.getByTestId('signed-in-as')).toContainText('owner (shared password)');
    const invite = page.getByRole('form', { name: 'Invite an operator' });
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Owner', exact: true }).click();
    await invite.getByRole('button', { name: 'Invite' }).click();
    const link = await page.getByTestId('invite-link').textContent();
    const url = new URL(link!.trim());
    await noOverflow(page);
    await shot(page, `operators_invite_${size.width}`);

    // The invitee opens the link in a browser without the admin session.
    await page.context().clearCookies();
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Authenticator code').fill(await generate({ secret }));
    await noOverflow(page);
    await shot(page, `operators_accept_${size.width}`);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await shot(page, `operators_recovery_${size.width}`);

    // Named sign-in: email, password and a fresh code (the next time step: a step works once).
    await page.getByRole('link', { name: 'Go to operator sign-in' }).click();
    const form = page.getByRole('form', { name: 'Operator sign-in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByLabel('Authenticator code').fill('000000');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email, password or authenticator code').first()).toBeVisible();
    await form.getByLabel('Password').fill(PASSWORD);
    await form
      .getByLabel('Authenticator code')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await shot(page, `operators_sign_in_${size.width}`);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('link', { name: /Audit Log/ })).toBeVisible();

    // An action: the named owner invites a staff member.
    await page.goto('/admin/operators');
    await expect(page.getByTestId('signed-in-as')).toContainText(email);
    await invite.getByLabel('Email').fill(staff);
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByTestId('invite-link')).toBeVisible();
    await expect(page.getByTestId('session-row').first()).toBeVisible();
    await noOverflow(page);
    await shot(page, `operators_screen_${size.width}`);

    // The audit screen names the operator.
    await page.goto('/admin/audit');
    await page.getByLabel('Search').fill(staff);
    const row = page.getByTestId('audit-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText('operator.invite');
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Operator').click();
    await page.getByRole('option', { name: email, exact: true }).click();
    await expect(page.getByTestId('audit-row').filter({ hasText: 'admin.sign-in' })).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    await noOverflow(page);
    await shot(page, `audit_${size.width}`);
  });
}
