import type { Page } from '@playwright/test';
import type { Testimonial } from '../src/core/schemas/testimonials';
import { signInAdminAs } from './support/auth';
import { DESKTOP, expect, MOBILE, test } from './support/fixtures';

/**
 * docs/features/public-site.md: the operator marks a real member's testimonial Verified in
 * the back office; seeded samples cannot be. The global setup stores one real testimonial (Rita Member).
 */
const shot = (page: Page, name: string) =>
  process.env.SHOT_DIR
    ? page.screenshot({ path: `${process.env.SHOT_DIR}/${name}.png`, fullPage: true })
    : Promise.resolve();

async function publicRita(page: Page): Promise<Testimonial | undefined> {
  const list = (await (await page.request.get('/api/testimonials')).json()) as Testimonial[];
  return list.find((t) => t.name === 'Rita Member');
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`the operator marks a real testimonial Verified and takes it back at ${viewport.width} px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await signInAdminAs(context);
    await page.goto('/admin');
    await page.getByRole('link', { name: /Testimonials/ }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testimonials');

    const cards = page.getByTestId('testimonial-card');
    const rita = cards.filter({ hasText: 'Rita Member' });
    const sample = cards.filter({ hasText: 'Maria Kowalski' });
    await expect(sample.getByText('Sample', { exact: true })).toBeVisible();
    await expect(sample.getByRole('switch', { name: 'Verified' })).toBeDisabled();
    await expect(rita.getByText('Sample', { exact: true })).toHaveCount(0);

    const mark = rita.getByRole('switch', { name: 'Verified' });
    await expect(mark).not.toBeChecked();
    await mark.click();
    await expect(page.getByText('Testimonial updated successfully').first()).toBeVisible();
    await expect(mark).toBeChecked();
    await expect(rita.getByText('Verified', { exact: true }).first()).toBeVisible();
    expect((await publicRita(page))?.verified).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'testimonials screen overflows').toBeLessThanOrEqual(0);
    await shot(page, `admin-testimonials-${viewport.width}`);

    await mark.click();
    await expect(mark).not.toBeChecked();
    expect((await publicRita(page))?.verified).toBe(false);
  });
}
