import type { Page } from '@playwright/test';
import { formatLongDay } from '../src/client/lib/format';
import { DESKTOP, expect, MOBILE, test, useOwnClientAddress } from './support/fixtures';
import { linkFrom, waitForMail } from './support/mail';
import { fillAccountFields, submitRegistration } from './support/register-form';

/**
 * The landing's pricing cards as a signed-in member on a running trial sees them (docs/features/billing.md, spec
 * 01 §9): their plan marked 'Your plan' with the trial's end and 'Manage your plan', the plan above offered as an
 * upgrade through checkout, Institution still 'Contact Sales', and no 'Start Free Trial' anywhere (their one
 * trial is used). At 1280 and 390 px: aligned, no sideways overflow, screenshots of the cards.
 */
const PASSWORD = 'Pricing-Member-Pass-7';
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/pricing-shots';

/** A new member, confirmed by the mailed link and signed in through the API in the browser that confirmed. */
async function newMember(page: Page, email: string) {
  await page.goto('/register');
  await fillAccountFields(page, { email, password: PASSWORD, firstName: 'Mary', lastName: 'Somerville' });
  await submitRegistration(page);
  const confirmation = await waitForMail(
    (m) => m.to.includes(email) && m.subject === 'Confirm your email address',
  );
  await page.goto(linkFrom(confirmation, '/confirm-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Confirmed');
  // The browser that confirmed is known to the account: signed in without a code.
  const first = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(await first.json()).toMatchObject({ mfaRequired: false });
}

/** The three cards, each with what a person reads at its foot. */
function cards(page: Page) {
  const card = (name: string) => page.getByRole('article', { name: `${name} plan` });
  return {
    individual: card('Individual'),
    professional: card('Professional'),
    institution: card('Institution'),
  };
}

type Box = { x: number; y: number; width: number; height: number };
interface CardsLayout {
  cards: Box[];
  badge: Box;
  /** 'Manage your plan' on Individual and 'Contact Sales' on Institution. */
  feet: Box[];
}

/**
 * The cards, the badge and the card feet read in one pass, once two reads 100 ms apart agree: the
 * sections above the pricing fill in as their reads arrive and move the cards, so separate reads
 * taken mid-layout would compare boxes from two different layouts.
 */
async function settledLayout(page: Page): Promise<CardsLayout> {
  const read = () =>
    page.evaluate((): CardsLayout => {
      const rect = (el: Element | null | undefined): Box => {
        if (!el) throw new Error('not laid out');
        const { x, y, width, height } = el.getBoundingClientRect();
        return { x, y, width, height };
      };
      const card = (name: string) => document.querySelector(`article[aria-label="${name} plan"]`);
      const foot = (name: string, text: string) =>
        [...(card(name)?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.trim() === text);
      return {
        cards: ['Individual', 'Professional', 'Institution'].map((n) => rect(card(n))),
        badge: rect(card('Individual')?.querySelector('[data-testid="member-plan-status"]')),
        feet: [rect(foot('Individual', 'Manage your plan')), rect(foot('Institution', 'Contact Sales'))],
      };
    });
  let last = JSON.stringify(await read());
  await expect
    .poll(async () => {
      await page.waitForTimeout(100);
      const now = JSON.stringify(await read());
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return JSON.parse(last) as CardsLayout;
}

async function checkCards(page: Page, trialEndsAt: string, width: number) {
  await page.goto('/#pricing');
  const { individual, professional, institution } = cards(page);
  // The member's state appears once the billing status has come.
  await expect(individual.getByText('Your plan', { exact: true })).toBeVisible();
  await expect(individual.getByTestId('member-plan-status')).toHaveText(
    `Free trial ends ${formatLongDay(trialEndsAt)}`,
  );
  await expect(individual.getByRole('link', { name: 'Manage your plan' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expect(professional.getByRole('button', { name: 'Upgrade to Professional' })).toBeEnabled();
  await expect(professional.getByText('MOST POPULAR')).toBeVisible();
  await expect(institution.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact?inquiry=subscription&plan=institution',
  );
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
  await expect(professional.getByTestId('your-plan')).toHaveCount(0);

  // Nothing runs off the page or out of its card; the card's status badge stays inside the card.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page overflows sideways').toBeLessThanOrEqual(0);
  const {
    cards: [ind, pro, inst],
    badge,
    feet,
  } = await settledLayout(page);
  expect(badge.x + badge.width).toBeLessThanOrEqual(ind.x + ind.width);
  for (const c of [ind, pro, inst]) expect(c.x + c.width).toBeLessThanOrEqual(width);
  if (width >= 1024) {
    // One row of equal cards (Professional lifted 8 px as MOST POPULAR), their buttons on one line.
    expect(Math.abs(ind.y - inst.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(ind.height - inst.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(feet[0].y - feet[1].y)).toBeLessThanOrEqual(1);
  } else {
    // Stacked, full width, in order.
    expect(ind.y + ind.height).toBeLessThan(pro.y);
    expect(pro.y + pro.height).toBeLessThan(inst.y);
    expect(Math.abs(ind.width - inst.width)).toBeLessThanOrEqual(1);
  }
  await page.locator('#pricing').screenshot({ path: `${SHOTS}/pricing-member-trial-${width}.png` });
}

test('pricing cards for a member on a running trial, at 1280 and 390 px: their plan, the upgrade, no second trial', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await useOwnClientAddress(page);
  await page.setViewportSize(DESKTOP);
  const email = `mary.${Date.now()}@e2e.test`;
  await newMember(page, email);
  expect((await page.request.post('/api/account/trial', { data: { plan: 'individual' } })).ok()).toBe(true);
  const status = await (await page.request.get('/api/billing/status')).json();
  expect(status).toMatchObject({ plan: 'individual', status: 'trial', trialAvailable: false });

  await checkCards(page, status.trialEndsAt, DESKTOP.width);
  await page.setViewportSize(MOBILE);
  await checkCards(page, status.trialEndsAt, MOBILE.width);

  // The upgrade is the checkout that exists (the Stripe stand-in's page), the trial's rest carried over.
  await cards(page).professional.getByRole('button', { name: 'Upgrade to Professional' }).click();
  await expect(page.getByRole('heading', { name: 'Stripe stand-in checkout' })).toBeVisible();
  await expect(page.getByText('Subscribe: professional, $197.00 per month')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/profile\?checkout=cancel$/);
  // The stand-in's own page has no favicon (not this site's error).
  const standIn = consoleErrors.findIndex((e) => /127\.0\.0\.1:\d+\/favicon\.ico/.test(e));
  if (standIn >= 0) consoleErrors.splice(standIn, 1);

  // 'Manage your plan' is the plan card on Profile.
  await page.goto('/#pricing');
  await cards(page).individual.getByRole('link', { name: 'Manage your plan' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('plan-card').getByTestId('plan-status')).toHaveText('Free trial');
});
