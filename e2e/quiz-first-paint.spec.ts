import type { Page } from '@playwright/test';
import { QUIZ_QUESTION_PLACEHOLDER, QUIZ_SAMPLE_ELEMENT_ID } from '../src/core/schemas/quiz';
import { expect, test } from './support/fixtures';

/**
 * The quiz's first question is its largest paint, and it must not wait for a round trip.
 * GET /quiz carries the visit's sample (src/server/features/quiz/quiz-page.ts): the first question
 * in the HTML, the list in a JSON script, the attempt in the HttpOnly cookie the API would set.
 */
type Sample = Array<{ id: number; question: string }>;

function sampleIn(html: string): Sample {
  const m = new RegExp(`<script type="application/json" id="${QUIZ_SAMPLE_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  if (!m) throw new Error('the /quiz page carries no sample');
  return JSON.parse(m[1]) as Sample;
}

/** Every quiz API request the page makes, as 'METHOD /path'. */
function quizRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/quiz')) seen.push(`${r.method()} ${path}`);
  });
  return seen;
}

test('the first question is visible with no quiz API request before it, and its attempt is scored', async ({
  page,
}) => {
  const requests = quizRequests(page);
  const response = await page.goto('/quiz');
  const sample = sampleIn(await response!.text());
  const question = page.getByTestId('quiz-question');
  await expect(question).toHaveText(sample[0].question);
  await expect(page.getByText(/^Question \d+ of \d+$/)).toHaveText(`Question 1 of ${sample.length}`);
  expect(requests).toEqual([]);
  // Read once: a later visit in this tab asks the API for a sample of its own.
  await expect(page.locator(`#${QUIZ_SAMPLE_ELEMENT_ID}`)).toHaveCount(0);

  // The attempt the page set is this browser's: the submit scores exactly the questions shown.
  for (const [i, q] of sample.entries()) {
    await expect(question).toHaveText(q.question);
    await page.getByRole('radio', { name: 'True' }).click();
    await page.getByRole('button', { name: i === sample.length - 1 ? 'Submit Quiz' : 'Next' }).click();
  }
  const results = page.getByTestId('quiz-results');
  await expect(results.getByRole('listitem')).toHaveCount(sample.length);
  for (const [i, q] of sample.entries())
    await expect(results.getByRole('listitem').nth(i)).toContainText(q.question);
  expect(requests).toEqual(['POST /api/quiz/submit']);

  // Taking it again draws a new sample from the API.
  await page.getByRole('button', { name: 'Take it again' }).click();
  await expect(page.getByText(/^Question \d+ of \d+$/)).toHaveText(/^Question 1 of \d+$/);
  await expect.poll(() => requests).toEqual(['POST /api/quiz/submit', 'GET /api/quiz/questions']);
});

test('without JavaScript the first question is already on the page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/quiz');
    const sample = JSON.parse(
      (await page.locator(`#${QUIZ_SAMPLE_ELEMENT_ID}`).textContent()) ?? 'null',
    ) as Sample;
    await expect(page.getByTestId('quiz-question')).toHaveText(sample[0].question);
    await expect(page.getByTestId('quiz-question')).not.toHaveText(QUIZ_QUESTION_PLACEHOLDER);
    await expect(page.getByText(/^Question \d+ of \d+$/)).toHaveText(`Question 1 of ${sample.length}`);
  } finally {
    await context.close();
  }
});
