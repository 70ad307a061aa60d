import type { Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './support/constants';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';
import { waitForMail } from './support/mail';

/** Opens the admin session through the API (the cookie lands in the page's context). */
async function signInAdmin(page: Page) {
  const res = await page.request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(res.ok()).toBe(true);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('admin gate', () => {
  test('password form, wrong and right password, session survives reload, logout closes it', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page.getByText('Please enter the admin password', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter the admin password' }),
    ).toBeVisible();

    await page.getByLabel('Admin password').fill('wrong-password');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid admin password', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Manage Subscribers/ })).toHaveCount(0);

    await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(page.getByText('Access granted to admin panel', { exact: true })).toBeVisible();
    for (const link of [
      'Manage Subscribers',
      'View Game Results',
      'Registrations',
      'Newsletter',
      'Contact Messages',
      'Security & Abuse',
    ]) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${link}`) })).toBeVisible();
    }
    // The browser keeps only the HttpOnly cookie, never the password.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie,
    );
    expect(stored).not.toContain(E2E_ADMIN_PASSWORD);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
    await page.goto('/admin/abuse');
    await expect(page.getByRole('tab', { name: 'Abuse Events' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(
      page.getByText('You have been logged out of the admin panel', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Please enter the admin password', { exact: true })).toBeVisible();
    expect((await page.request.get('/api/admin/abuse-events')).status()).toBe(401);
  });

  test('every admin page shows the gate without a session', async ({ page }) => {
    for (const path of [
      '/subscribers',
      '/admin/contact-messages',
      '/admin/abuse',
      '/admin/weekly-videos',
      '/admin-registrations',
      '/admin-newsletter',
      '/admin/game-results',
    ]) {
      await page.goto(path);
      await expect(page.getByText('Please enter the admin password', { exact: true }), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });

  test('change password checks its fields', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('Please fill in all fields', { exact: true }).first()).toBeVisible();
    await dialog.getByLabel('Current Password').fill(E2E_ADMIN_PASSWORD);
    await dialog.getByLabel('New Password', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirm New Password').fill('abd');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('New passwords do not match', { exact: true })).toBeVisible();
    await dialog.getByLabel('Confirm New Password').fill('abc');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      dialog.getByText('New password must be at least 4 characters long', { exact: true }),
    ).toBeVisible();
  });
});

test('subscriber CRUD cycle', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/subscribers');
  await expect(page.getByRole('heading', { name: 'Subscriber Management' })).toBeVisible();
  await expect(page.getByText(/^Subscribers \(\d+\)$/)).toBeVisible();

  await page.getByRole('button', { name: 'Add Subscriber' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Subscriber' }).click();
  await expect(dialog.getByText('Email is required', { exact: true })).toBeVisible();
  await dialog.getByLabel('Email').fill('e2e.subscriber@example.com');
  await dialog.getByLabel('First Name').fill('Erin');
  await dialog.getByLabel('Last Name').fill('Endtoend');
  await dialog.getByLabel('Company').fill('E2E Labs');
  await choose(page, 'Subscription Tier', 'Institution');
  await dialog.getByLabel('Total Revenue ($)').fill('99.95');
  await dialog.getByRole('button', { name: 'Create Subscriber' }).click();
  await expect(page.getByText('Subscriber created successfully', { exact: true })).toBeVisible();

  await page.getByLabel('Search subscribers').fill('e2e.subscriber');
  const row = page.getByTestId('subscriber-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Erin Endtoend');
  await expect(row).toContainText('INSTITUTION');
  await expect(row).toContainText('99.95');

  await row.getByRole('button', { name: 'Edit e2e.subscriber@example.com' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit Subscriber' })).toBeVisible();
  await choose(page, 'Subscription Status', 'Cancelled');
  await dialog.getByLabel('Active account').click();
  await dialog.getByRole('button', { name: 'Update Subscriber' }).click();
  await expect(page.getByText('Subscriber updated successfully', { exact: true })).toBeVisible();
  await expect(row).toContainText('CANCELLED');
  await expect(row).toContainText('Inactive');

  await row.getByRole('button', { name: 'Delete e2e.subscriber@example.com' }).click();
  await expect(
    page.getByText('Are you sure you want to delete this subscriber?', { exact: true }),
  ).toBeVisible();
  // The confirmation names who is deleted.
  await expect(page.getByRole('dialog').getByTestId('confirm-subject')).toHaveText(
    'Erin Endtoend (e2e.subscriber@example.com)',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Subscriber deleted successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('No subscribers found matching your search.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByLabel('Search subscribers')).toHaveValue('');
  await expect(page.getByTestId('subscriber-row').first()).toBeVisible();
});

test('reply to a contact message is mailed and recorded', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/contact-messages');
  await expect(page.getByText(/^Showing 1-\d+ of \d+ messages$/)).toBeVisible();
  const row = page.getByTestId('contact-row').filter({ hasText: 'maria.lopez@example.com' });
  await row.getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Subject')).toHaveValue('Re: Upgrading to professional');
  await expect(dialog.getByRole('button', { name: 'Send Reply' })).toBeDisabled();
  await dialog
    .getByLabel('Message')
    .fill('Professional adds all markets and the ranked view. Annual billing is available.');
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Your reply has been sent successfully.', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const mail = await waitForMail((m) => m.to.includes('maria.lopez@example.com'));
  expect(mail.subject).toBe('Re: Upgrading to professional');
  expect(mail.text).toContain('Annual billing is available.');

  await expect(row).toContainText('responded');
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog').getByText(/· Email sent$/)).toBeVisible();
});

test('blocking an IP from the abuse patterns', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/abuse');
  await page.getByRole('tab', { name: 'Abuse Patterns' }).click();
  const row = page.getByTestId('abuse-pattern-row').filter({ hasText: '198.51.100.23' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Block 198.51.100.23' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('IP address blocked successfully', { exact: true })).toBeVisible();
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Whitelist/ })).toHaveCount(0);
  const patterns = (await (await page.request.get('/api/admin/abuse-patterns')).json()) as Array<{
    ipAddress: string;
    blocked: boolean;
    notes: string;
  }>;
  expect(patterns.find((p) => p.ipAddress === '198.51.100.23')).toMatchObject({
    blocked: true,
    notes: expect.stringContaining('risk score'),
  });

  await page.getByRole('tab', { name: 'Alert Notifications' }).click();
  await expect(page.getByTestId('alert-row').first()).toBeVisible();
});

test('whitelisting asks first and can be removed; the address can then be blocked again', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/admin/abuse');
  await page.getByRole('tab', { name: 'Abuse Patterns' }).click();
  const ip = '192.0.2.77';
  const row = page.getByTestId('abuse-pattern-row').filter({ hasText: ip });
  await expect(row).toBeVisible();
  const dialog = page.getByRole('dialog');

  // Whitelist asks first; Cancel changes nothing.
  await row.getByRole('button', { name: `Whitelist ${ip}` }).click();
  await expect(dialog.getByRole('heading', { name: `Whitelist ${ip}?` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Whitelisted', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: `Whitelist ${ip}` }).click();
  await dialog.getByRole('button', { name: 'Whitelist', exact: true }).click();
  await expect(page.getByText('IP address whitelisted successfully', { exact: true })).toBeVisible();
  await expect(row.getByText('Whitelisted', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Block ${ip}` })).toHaveCount(0);

  // Removing it asks too, then Block is offered again and holds.
  await row.getByRole('button', { name: `Remove ${ip} from the whitelist` }).click();
  await expect(dialog.getByRole('heading', { name: `Remove ${ip} from the whitelist?` })).toBeVisible();
  await shot(page, 'dialog_whitelist_remove');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('IP address removed from the whitelist', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Block ${ip}` }).click();
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Unblock ${ip}` }).click();
  await expect(row.getByRole('button', { name: `Whitelist ${ip}` })).toBeVisible();
});

const shot = async (page: Page, name: string) => {
  if (process.env.ADMIN_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/${name}.png` });
};

test('newsletter: add with tags, export CSV safe against formulas', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin-newsletter');
  await page.getByRole('button', { name: 'Add Subscriber' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('csv.check@example.com');
  await dialog.getByLabel('First Name').fill('=HYPERLINK("http://evil")');
  await dialog.getByLabel('Tags (comma-separated)').fill(' vip, ,futures ');
  await dialog.getByLabel('Notes').fill('met at expo, liked it');
  await shot(page, 'dialog_newsletter_add');
  await dialog.getByRole('button', { name: 'Add Subscriber' }).click();
  await expect(page.getByText('Subscriber added successfully', { exact: true })).toBeVisible();
  const row = page.getByTestId('newsletter-row').filter({ hasText: 'csv.check@example.com' });
  await expect(row).toContainText('vip');

  await row.getByRole('button', { name: 'Edit csv.check@example.com' }).click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeDisabled();
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.split('\r\n')[0]).toBe(
    'Email,First Name,Last Name,Status,Source,Subscribed At,Emails Sent,Tags,Notes',
  );
  const line = text.split('\r\n').find((l) => l.startsWith('csv.check@example.com'));
  expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
  expect(line).toContain(',vip;futures,met at expo; liked it');
});

test('weekly video: a pasted YouTube link fills id, embed URL and thumbnail', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/weekly-videos');
  await page.getByRole('button', { name: 'Add Video' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Video ID or YouTube link').fill('https://youtu.be/aBcDeFgHi-k?si=share');
  await expect(dialog.getByLabel('Video ID or YouTube link')).toHaveValue('aBcDeFgHi-k');
  await expect(dialog.getByLabel('Embed URL')).toHaveValue('https://www.youtube.com/embed/aBcDeFgHi-k');
  await expect(dialog.getByLabel('Thumbnail URL')).toHaveValue(
    'https://img.youtube.com/vi/aBcDeFgHi-k/maxresdefault.jpg',
  );
  // A link typed without https:// is read too, in either link field.
  await dialog.getByLabel('Embed URL').fill('youtu.be/zZ9yY8xX7wV');
  await expect(dialog.getByLabel('Video ID or YouTube link')).toHaveValue('zZ9yY8xX7wV');
  await expect(dialog.getByLabel('Embed URL')).toHaveValue('https://www.youtube.com/embed/zZ9yY8xX7wV');
  await dialog.getByLabel('Video ID or YouTube link').fill('www.youtube.com/watch?v=aBcDeFgHi-k');
  await expect(dialog.getByLabel('Video ID or YouTube link')).toHaveValue('aBcDeFgHi-k');
  await dialog.getByRole('button', { name: 'Create Video' }).click();
  await expect(dialog.getByText('Title is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Week is required', { exact: true })).toBeVisible();
});

const SCREENS = [
  '/admin',
  '/subscribers',
  '/admin/contact-messages',
  '/admin/abuse',
  '/admin/weekly-videos',
  '/admin-registrations',
  '/admin-newsletter',
  '/admin/game-results',
];

for (const viewport of [DESKTOP, MOBILE]) {
  test(`admin screens fit ${viewport.width}px without page overflow`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAdmin(page);
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      if (process.env.ADMIN_SHOTS)
        await page.screenshot({
          path: `${process.env.ADMIN_SHOTS}/${viewport.width}${path.replace(/\//g, '_')}.png`,
          fullPage: true,
        });
    }
  });
}
