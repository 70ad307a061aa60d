import type { Locator, Page } from '@playwright/test';
import { signInAdminAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

// Dialogs as a person sees them: a toast never lies over a dialog's buttons, and an admin
// edit dialog stays inside the screen (1280 and 390 px) whatever its values.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** The part of `a` inside `clip` (a button scrolled out of its dialog is not seen). */
const within = (a: Box, clip: Box): Box => {
  const x = Math.max(a.x, clip.x);
  const y = Math.max(a.y, clip.y);
  return {
    x,
    y,
    width: Math.max(0, Math.min(a.x + a.width, clip.x + clip.width) - x),
    height: Math.max(0, Math.min(a.y + a.height, clip.y + clip.height) - y),
  };
};

/** The dialog lies inside the screen's width and nothing in it is wider than the dialog. */
async function expectDialogFits(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  const fit = await dialog.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const outside = [
      ...el.querySelectorAll<HTMLElement>('button, input, textarea, p, span, code, li, h2, h3'),
    ]
      // What is seen: not the hidden form inputs Radix keeps beside a switch or a select.
      .filter((c) => c.getClientRects().length > 0 && !c.closest('.sr-only, [aria-hidden="true"]'))
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
      })
      .map((c) => `${c.tagName} "${(c.textContent ?? '').slice(0, 30)}"`);
    return { left: box.left, right: box.right, inner: el.scrollWidth - el.clientWidth, outside };
  });
  expect(fit.left).toBeGreaterThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(width);
  expect(fit.inner, 'content wider than the dialog (px)').toBeLessThanOrEqual(0);
  expect(fit.outside, 'parts past the dialog edge').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal page overflow in px').toBeLessThanOrEqual(0);
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`a toast shown over an open dialog leaves its buttons uncovered at ${viewport.width}px`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.setViewportSize(viewport);
    await signInAdminAs(context);
    const email = `toast.clear.${viewport.width}@example.com`;
    // A subscriber with this address exists, so creating it again fails and the dialog stays open.
    const made = await page.request.post('/api/admin/subscribers', { data: { email } });
    expect([201, 409]).toContain(made.status());
    await page.goto('/subscribers');
    await page.getByRole('button', { name: 'Add Subscriber' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Subscriber' });
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByRole('button', { name: 'Create Subscriber' }).click();
    // By CSS: while a modal dialog is open the rest of the page (the toast region too) is aria-hidden.
    const toast = page.locator('[data-toast-viewport] li');
    await expect(toast).toContainText('Failed to create subscriber');
    await expect(dialog).toBeVisible();
    // The refusal is an HTTP 409, which Chromium logs: expected here, and only this one.
    const refused = consoleErrors.findIndex((e) => /status of 409 .*\/api\/admin\/subscribers$/.test(e));
    expect(refused).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refused, 1);
    const toastBox = await toast.boundingBox();
    expect(toastBox).not.toBeNull();
    const dialogBox = (await dialog.boundingBox())!;
    const buttons = dialog.getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(3); // Create, Cancel, Close at least
    for (let i = 0; i < count; i += 1) {
      const box = await buttons.nth(i).boundingBox();
      if (!box) continue;
      const name = await buttons.nth(i).innerText();
      const seen = within(box, dialogBox);
      if (seen.width === 0 || seen.height === 0) continue;
      expect(overlaps(seen, toastBox!), `toast covers the dialog's "${name}" button`).toBe(false);
    }
    // And the button under where the toast used to sit still takes a click.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    if (process.env.SHOT_DIR)
      await page.screenshot({ path: `${process.env.SHOT_DIR}/dialog-toast-${viewport.width}.png` });
  });
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`admin edit dialogs stay inside the screen at ${viewport.width}px, long values included`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signInAdminAs(context);
    const unbroken = 'Supercalifragilisticexpialidociouscapitalmanagementpartnersinternational';
    const email = `longvalues.${viewport.width}.${Date.now()}@averyveryverylongdomainnamewithoutanybreaks.example.com`;
    const made = await page.request.post('/api/admin/subscribers', {
      data: { email, firstName: unbroken.slice(0, 40), company: unbroken, paymentMethod: unbroken },
    });
    expect(made.status()).toBe(201);

    await page.goto('/subscribers');
    await page.getByLabel('Search subscribers').fill('longvalues.');
    await page.getByRole('button', { name: `Edit ${email}` }).click();
    await expectDialogFits(page, page.getByRole('dialog', { name: 'Edit Subscriber' }));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Delete ${email}` }).click();
    await expectDialogFits(page, page.getByRole('dialog', { name: 'Delete Subscriber' }));
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Subscriber deleted successfully', { exact: true })).toBeVisible();

    // The registration dialog with a key whose label has no break in it.
    await page.goto('/admin-registrations');
    await page.getByRole('button', { name: 'Edit premium.user@e2e.test' }).click();
    const registration = page.getByRole('dialog', { name: 'Edit Registration' });
    await registration.getByPlaceholder(/Label/).fill(unbroken.slice(0, 60));
    await registration.getByRole('button', { name: 'Issue API Key' }).click();
    await expect(registration.getByTestId('issued-api-key')).toBeVisible();
    await expectDialogFits(page, registration);
    await page.keyboard.press('Escape');

    for (const [path, button, name] of [
      ['/admin-newsletter', /^Edit /, 'Edit Subscriber'],
      ['/admin/dashboard-content', /^Edit /, /^Edit /],
      ['/admin/weekly-videos', /^Edit/, 'Edit Video'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: button }).first().click();
      await expectDialogFits(page, page.getByRole('dialog', { name }));
      await page.keyboard.press('Escape');
    }
  });
}
