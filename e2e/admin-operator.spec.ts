import type { Page } from '@playwright/test';
import { formatDateTime } from '../src/client/lib/admin-format';
import { signInAdminAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';
import { waitForMail } from './support/mail';

// The operator's day (docs/features/admin.md): contact search and failures, abuse confirmations, tables on phones.

const signInAdmin = (page: Page) => signInAdminAs(page.context());

const shot = async (page: Page, name: string) => {
  if (process.env.ADMIN_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/${name}.png` });
};

/** True when the element's box lies fully inside the viewport horizontally. */
const inViewport = (page: Page, selector: ReturnType<Page['getByRole']>) =>
  selector.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.left >= 0 && r.right <= window.innerWidth && r.width > 0;
  });

for (const [name, size] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test(`contact messages: search, status filter, long message wraps with Reply visible (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInAdmin(page);
    await page.goto('/admin/contact-messages');
    await expect(page.getByTestId('contact-row').first()).toBeVisible();

    await page.getByLabel('Search contact messages').fill('annual billing'); // message text
    await expect(page.getByTestId('contact-row')).toHaveCount(1);
    await expect(page.getByTestId('contact-row')).toContainText('maria.lopez@example.com');
    await page.getByLabel('Search contact messages').fill('no such words at all');
    await expect(page.getByText('No messages found', { exact: true })).toBeVisible();
    await page.getByLabel('Search contact messages').fill('');
    await page.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'In Progress', exact: true }).click();
    await expect(page.getByTestId('contact-row')).toHaveCount(1);
    await expect(page.getByTestId('contact-row')).toContainText('tom.becker@example.com');
    await page.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();

    // Row actions stay on screen on a phone (pinned to the right edge of the table).
    const row = page.getByTestId('contact-row').filter({ hasText: 'ravi.shah@example.com' });
    expect(await inViewport(page, row.getByRole('button', { name: 'Reply' }))).toBe(true);
    await row.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^This link from your weekly mail/)).toBeVisible();
    const reply = dialog.getByRole('button', { name: 'Reply' });
    await expect(reply).toBeVisible();
    expect(await inViewport(page, reply)).toBe(true);
    const wide = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(wide, 'dialog scrolls sideways').toBeLessThanOrEqual(0);
    await shot(page, `contact_long_message_${size.width}`);
  });
}

test('contact reply: a failed delivery is shown, keeps the status, and Retry sends it', async ({
  page,
  consoleErrors,
}) => {
  await signInAdmin(page);
  await page.goto('/admin/contact-messages');
  const row = page.getByTestId('contact-row').filter({ hasText: 'tom.becker@example.com' });
  await expect(row).toContainText('in-progress');
  // The server's answer when the mail server fails (the API test drives the real failure); the UI must show it.
  let failOnce = true;
  await page.route('**/api/admin/contact-messages/reply', async (route) => {
    if (!failOnce) return route.continue();
    failOnce = false;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'UNAVAILABLE',
        message:
          'The reply was not delivered: connect ECONNREFUSED. The message keeps its status; try again.',
      }),
    });
  });
  await row.getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Message').fill('Please sign out and in again; the approval then applies.');
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Failed to send reply', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('The reply was not delivered');
  await expect(dialog.getByLabel('Message')).toHaveValue(
    'Please sign out and in again; the approval then applies.',
  );
  await shot(page, 'contact_reply_failed');
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Your reply has been sent successfully.', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const mail = await waitForMail((m) => m.to.includes('tom.becker@example.com'));
  expect(mail.text).toContain('The TrendLab team');
  expect(mail.replyTo).not.toBe('');
  await expect(row).toContainText('responded');
  // The one expected failed request (the 503 above); anything else still fails the test.
  const expected = consoleErrors.findIndex((e) =>
    /status of 503 .*\/api\/admin\/contact-messages\/reply$/.test(e),
  );
  expect(expected).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(expected, 1);
});

for (const [name, size] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test(`abuse: Block asks first, Unblock undoes it, own IP has no Block, actions on screen (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // This browser acts from a documentation address of its own: the pattern its probe creates must
    // not flag 127.0.0.1, where the other specs sign in (a flagged IP makes every sign-in critical).
    const ownIp = { 'X-Forwarded-For': name === 'desktop' ? '198.51.100.20' : '198.51.100.21' };
    await page.context().setExtraHTTPHeaders(ownIp);
    await signInAdmin(page);
    // This browser's own address probes a scanner path: it becomes a pattern, shown as 'Your IP'.
    expect((await page.request.get('/wp-admin', { headers: ownIp })).status()).toBeGreaterThanOrEqual(200);
    await page.goto('/admin/abuse');
    const event = page.getByTestId('abuse-event-row').filter({ hasText: '/wp-admin' }).first();
    await expect(event).toBeVisible();
    const resolve = event.getByRole('button', { name: 'Resolve' });
    expect(await inViewport(page, resolve)).toBe(true);
    await shot(page, `abuse_events_${size.width}`);

    await page.getByRole('tab', { name: 'Abuse Patterns' }).click();
    const mine = page.getByTestId('abuse-pattern-row').filter({ hasText: 'Your IP' });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('button', { name: /^Block / })).toHaveCount(0);
    await expect(mine.getByRole('button', { name: /^Whitelist / })).toBeVisible();

    const row = page.getByTestId('abuse-pattern-row').filter({ hasText: '203.0.113.45' });
    const block = row.getByRole('button', { name: 'Block 203.0.113.45' });
    expect(await inViewport(page, block)).toBe(true);
    await block.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Block 203.0.113.45?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByText('Blocked', { exact: true })).toHaveCount(0);
    await block.click();
    await shot(page, `abuse_block_confirm_${size.width}`);
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Unblock 203.0.113.45' }).click();
    await expect(page.getByText('IP address unblocked successfully', { exact: true }).first()).toBeVisible();
    await expect(row.getByRole('button', { name: 'Block 203.0.113.45' })).toBeVisible();
  });
}

test('admin tables on a phone keep each row actions on screen', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signInAdmin(page);
  for (const [path, name] of [
    ['/subscribers', /^Edit /],
    ['/admin-newsletter', /^Edit /],
    ['/admin-registrations', /^Edit /],
  ] as const) {
    await page.goto(path);
    const action = page.getByRole('main').getByRole('button', { name }).first();
    await expect(action).toBeVisible();
    expect(await inViewport(page, action), path).toBe(true);
    await shot(page, `phone_actions${path.replace(/\//g, '_')}`);
  }
});

for (const [name, size] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test(`Refresh Data from Files reports what was read per market (${name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('button', { name: /Refresh\s+Data from Files/ }).click();
    const report = page.getByTestId('refresh-report');
    await expect(report).toBeVisible({ timeout: 90_000 });
    // The e2e server runs the demo provider: no file was read, and the toast does not claim success.
    await expect(page.getByText('No data imported from include files', { exact: true })).toBeVisible();
    for (const market of ['Futures', 'Equities', 'Crypto'])
      await expect(report.getByText(market, { exact: true })).toBeVisible();
    await expect(report.getByText(/bars read \(demo data, no files\)$/).first()).toBeVisible();
    await shot(page, `refresh_report_${size.width}`);
  });
}

test('deleting the only row of the last page goes back to the page before', async ({ page }) => {
  await signInAdmin(page);
  // 21 subscribers of their own: two pages of 20 under a search only they match.
  const ids: number[] = [];
  for (let i = 0; i < 21; i++) {
    const res = await page.request.post('/api/admin/subscribers', {
      data: { email: `pager.clamp${String(i).padStart(2, '0')}@example.com`, firstName: 'Pager' },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  await page.goto('/subscribers');
  await page.getByLabel('Search subscribers').fill('pager.clamp');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toContainText('Showing 1-20 of 21');
  await pager.getByRole('button', { name: 'Last' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  const rows = page.getByTestId('subscriber-row');
  await expect(rows).toHaveCount(1);

  await rows.getByRole('button', { name: /^Delete pager\.clamp/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Subscriber deleted successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('Subscribers (20)', { exact: true })).toBeVisible();
  await expect(pager).toContainText('Showing 1-20 of 20');
  await expect(pager).toContainText('Page 1 of 1');
  await expect(rows).toHaveCount(20);
  await expect(page.getByText('No subscribers found matching your search.', { exact: true })).toHaveCount(0);

  for (const id of ids) await page.request.delete(`/api/admin/subscribers/${id}`);
});

test('a cleared Total Revenue saves the subscriber with revenue 0', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/subscribers');
  await page.getByRole('button', { name: 'Add Subscriber' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('no.revenue@example.com');
  await dialog.getByLabel('Total Revenue ($)').fill('');
  await dialog.getByRole('button', { name: 'Create Subscriber' }).click();
  await expect(page.getByText('Subscriber created successfully', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Search subscribers').fill('no.revenue@example.com');
  const row = page.getByTestId('subscriber-row');
  await expect(row).toHaveCount(1);

  // Editing it with the field cleared again saves too.
  await row.getByRole('button', { name: 'Edit no.revenue@example.com' }).click();
  await dialog.getByLabel('Total Revenue ($)').fill('');
  await dialog.getByRole('button', { name: 'Update Subscriber' }).click();
  await expect(page.getByText('Subscriber updated successfully', { exact: true })).toBeVisible();

  // The server takes an empty or omitted amount as well and stores 0.
  type Answer = { id: number; totalRevenue: string };
  const created: Answer[] = [];
  for (const [email, extra] of [
    ['empty.revenue@example.com', { totalRevenue: '' }],
    ['omitted.revenue@example.com', {}],
  ] as const) {
    const res = await page.request.post('/api/admin/subscribers', { data: { email, ...extra } });
    expect(res.status(), email).toBe(201);
    created.push((await res.json()) as Answer);
  }
  const patched = await page.request.patch(`/api/admin/subscribers/${created[0].id}`, {
    data: { totalRevenue: '' },
  });
  expect(patched.status()).toBe(200);
  for (const answer of [...created, (await patched.json()) as Answer])
    expect(Number(answer.totalRevenue)).toBe(0);
  const list = (await (
    await page.request.get('/api/admin/subscribers?search=no.revenue%40example.com')
  ).json()) as { subscribers: Answer[] };
  expect(list.subscribers.map((s) => Number(s.totalRevenue))).toEqual([0]);

  for (const { id } of [...created, ...list.subscribers])
    await page.request.delete(`/api/admin/subscribers/${id}`);
});

test('the message dialog stays open when a status change takes the message off the filtered list', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/admin/contact-messages');
  await page.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'Responded', exact: true }).click();
  const row = page.getByTestId('contact-row').filter({ hasText: 'hello@quant-partners.example.com' });
  await row.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  const status = dialog.getByLabel('Status');
  await expect(status).toContainText('Responded');

  await status.click();
  await page.getByRole('option', { name: 'New', exact: true }).click();
  await expect(page.getByText('Status updated', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0); // off the Responded list
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('hello@quant-partners.example.com');
  await expect(status).toContainText('New');

  // Changed back from the open dialog: the message returns to the list, the dialog still open.
  await status.click();
  await page.getByRole('option', { name: 'Responded', exact: true }).click();
  await expect(row).toHaveCount(1);
  await expect(dialog).toBeVisible();
  await expect(status).toContainText('Responded');
});

test('editing a video keeps its publish time unless the date changes', async ({ page }) => {
  await signInAdmin(page);
  const created = await page.request.post('/api/weekly-videos', {
    data: {
      videoId: 'kEepTime123',
      week: 'Week of 2026-01-05',
      title: 'Publish time kept',
      embedUrl: 'https://www.youtube.com/embed/kEepTime123',
      publishedAt: '2026-01-05T14:35:00.000Z',
      isActive: false,
      sortOrder: 99,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const publishedAt = async () =>
    (
      (await (await page.request.get('/api/admin/weekly-videos')).json()) as Array<{
        id: number;
        publishedAt: string;
      }>
    ).find((v) => v.id === id)?.publishedAt;

  await page.goto('/admin/weekly-videos');
  const card = page.getByTestId('video-card').filter({ hasText: 'Publish time kept' });
  const dialog = page.getByRole('dialog');
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Published Date (10:00 UTC)')).toHaveValue('2026-01-05');
  await dialog.getByLabel('Title').fill('Publish time kept, title edited');
  await dialog.getByRole('button', { name: 'Update Video' }).click();
  await expect(page.getByText('Video updated successfully', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(new Date((await publishedAt()) ?? '').toISOString()).toBe('2026-01-05T14:35:00.000Z');

  // A new day is published at 10:00 UTC.
  await card.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Published Date (10:00 UTC)').fill('2026-01-06');
  await dialog.getByRole('button', { name: 'Update Video' }).click();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(async () => new Date((await publishedAt()) ?? '').toISOString())
    .toBe('2026-01-06T10:00:00.000Z');
});

test("a video dated next week is marked 'Scheduled' for the operator and hidden from members (desktop and phone)", async ({
  page,
}) => {
  await signInAdmin(page);
  const publishedAt = `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T10:00:00.000Z`;
  const created = await page.request.post('/api/weekly-videos', {
    data: {
      videoId: 'sChEdUled01',
      week: 'Next week',
      title: 'Scheduled review',
      embedUrl: 'https://www.youtube.com/embed/sChEdUled01',
      publishedAt,
      isActive: true,
      sortOrder: 1,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    // The public list (here read with the admin's cookie) leaves it out until its time.
    const list = (await (await page.request.get('/api/weekly-videos')).json()) as Array<{ id: number }>;
    expect(list.some((v) => v.id === id)).toBe(false);

    // The operator's dates are UTC, as the admin screens write them.
    const when = formatDateTime(publishedAt);
    for (const size of [DESKTOP, MOBILE]) {
      await page.setViewportSize(size);
      await page.goto('/admin/weekly-videos');
      const card = page.getByTestId('video-card').filter({ hasText: 'Scheduled review' });
      const badge = card.getByText(`Scheduled: ${when} UTC`, { exact: true });
      await expect(badge).toBeVisible();
      await expect(card.getByText('Hidden from members until then', { exact: true })).toBeVisible();
      expect(await inViewport(page, badge)).toBe(true);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wide, 'page scrolls sideways').toBeLessThanOrEqual(0);
      await shot(page, `videos_scheduled_${size.width}`);
    }
  } finally {
    await page.request.delete(`/api/weekly-videos/${id}`);
  }
});
