import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Picks one option of a (native) select found by its label, and checks the select now shows it. */
export async function pick(page: Page, label: string, option: string) {
  const select = page.getByLabel(label);
  await select.selectOption({ label: option });
  await expect(select.locator('option:checked')).toHaveText(option);
}

/** Answers the registration form's sum question and verifies it. */
export async function solveCaptcha(page: Page) {
  const question = page.getByTestId('captcha-question');
  await expect(question).toHaveText(/^\d+ \+ \d+$/);
  const [a, b] = (await question.innerText()).split('+').map((s) => Number(s.trim()));
  await page.getByLabel(/Security check/).fill(String(a + b));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Security verification complete')).toBeVisible();
}

export interface Registrant {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Fills the name, email and password fields and the two questions of /register (spec 01 §5). */
export async function fillAccountFields(page: Page, r: Registrant) {
  await page.getByLabel('First Name').fill(r.firstName);
  await page.getByLabel('Last Name').fill(r.lastName);
  await page.getByLabel('Email Address').fill(r.email);
  await page.getByLabel(/^Password\s*\*?$/).fill(r.password);
  await page.getByLabel('Confirm Password').fill(r.password);
  await pick(page, 'Which best describes you?', 'Prop Trader');
  await pick(page, 'How did you hear about us?', 'YouTube');
  await page.getByRole('button', { name: 'FX', exact: true }).click();
}

/** Solves the check, agrees and creates the account; waits for 'Registration Successful'. */
export async function submitRegistration(page: Page) {
  await solveCaptcha(page);
  await page.getByRole('checkbox', { name: /I agree/ }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration Successful', { exact: true })).toBeVisible();
}
