import { screen, waitFor } from '@testing-library/react';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/client/test/fake-api';
import { fill, renderApp } from '@/client/test/render-app';
import { readCodeStep } from '../lib/code-step-storage';
import { LoginForm } from './login-form';

const LOGIN = 'POST /api/login';
const CHECK = 'POST /api/login/check';
const SIGNED_IN = { body: { mfaRequired: false, riskLevel: 'low', reasons: [] } };
const refused = (status: number, message: string, issues?: unknown) => ({
  status,
  body: { code: 'X', message, ...(issues ? { issues } : {}) },
});

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await fill(user, screen.getByLabelText(/^Email/), email);
  if (password) await fill(user, screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('LoginForm', () => {
  it("an empty field is told by the 'Missing Fields' toast, nothing is sent", async () => {
    const api = fakeApi();
    const { user } = renderApp(<LoginForm />, { path: '/login' });
    await signIn(user, 'ada@example.com', '');
    expect(await screen.findByText('Missing Fields')).toBeTruthy();
    expect(screen.getByText('Please enter both email and password')).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('false');
    expect(api.calls).toEqual([]);
  });

  it('a wrong password shows the inline alert and the server message; any other refusal only the toast', async () => {
    const api = fakeApi({
      [LOGIN]: [refused(401, 'Invalid email or password'), refused(403, 'Please confirm your email first')],
    });
    const { user, location } = renderApp(<LoginForm />, { path: '/login' });
    await signIn(user, 'ada@example.com', 'wrong');
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeTruthy();
    expect(api.sent(LOGIN)[0].body).toEqual({ email: 'ada@example.com', password: 'wrong' });

    await user.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));
    expect(await screen.findByText('Please confirm your email first')).toBeTruthy();
    expect(screen.queryByText('Invalid email or password. Please try again.')).toBeNull();
    expect(location().pathname).toBe('/login');
  });

  it('a code step keeps the credentials for this tab and goes to the code screen', async () => {
    fakeApi({ [LOGIN]: { body: { mfaRequired: true, riskLevel: 'high', reasons: ['New device'] } } });
    const { user, location } = renderApp(<LoginForm />, { path: '/login' });
    await signIn(user, 'ada@example.com', 'Secret-123');
    await waitFor(() => expect(location().pathname).toBe('/mfa-verification'));
    expect(location().search).toBe('?email=ada%40example.com&riskLevel=high');
    expect(readCodeStep()).toEqual({
      email: 'ada@example.com',
      password: 'Secret-123',
      riskLevel: 'high',
      reasons: ['New device'],
    });
  });

  it('past the failure budget the browser solves the check, says so meanwhile, and tries again with the proof', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      data: { account: 'ab', exp: Date.now() + 60_000 },
      hmacSignatureSecret: 'test-secret',
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      [LOGIN]: [refused(429, 'Too many failed sign-ins', [{ path: 'proof', message: 'check' }]), SIGNED_IN],
      // Held back until the test has seen the waiting state.
      [CHECK]: async () => {
        await held;
        return { body: challenge };
      },
    });
    const { user, location } = renderApp(<LoginForm />, { path: '/login' });
    await signIn(user, 'ada@example.com', 'Secret-123');
    expect((await screen.findByTestId('sign-in-check')).textContent).toMatch(/short security check/);
    const button = screen.getByRole('button', { name: 'Checking your browser...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    release();

    expect(await screen.findByText('Successfully signed in!')).toBeTruthy();
    const [first, second] = api.sent(LOGIN);
    expect(first.body).toEqual({ email: 'ada@example.com', password: 'Secret-123' });
    expect(api.sent(CHECK).map((c) => c.body)).toEqual([{ email: 'ada@example.com' }]);
    const proof = (second.body as { proof: { challenge: unknown; solution: { counter: number } } }).proof;
    expect(proof.challenge).toEqual(challenge);
    expect(proof.solution.counter).toBe(3);
    expect(location().pathname).toBe('/');
    expect(screen.queryByTestId('sign-in-check')).toBeNull();
  });
});
