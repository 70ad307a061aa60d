import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/client/test/fake-api';
import { fill, renderApp } from '@/client/test/render-app';
import { readCodeStep, saveCodeStep } from '../lib/code-step-storage';
import type { CodeStep } from '../lib/code-step-storage';
import { CodeStepDialog } from './code-step-dialog';

const LOGIN = 'POST /api/login';
const STEP: CodeStep = {
  email: 'ada@example.com',
  password: 'Secret-123',
  riskLevel: 'high',
  reasons: ['Sign-in from a new device'],
};

function open() {
  saveCodeStep(STEP);
  const onClose = vi.fn();
  return { onClose, ...renderApp(<CodeStepDialog step={STEP} onClose={onClose} />, { path: '/login' }) };
}

beforeEach(() => sessionStorage.clear());

describe('CodeStepDialog (the code step inside /login)', () => {
  it('names the risk and its reasons; Verify waits for six digits and letters are dropped', async () => {
    fakeApi();
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'High Risk Activity Detected' })).toBeTruthy();
    expect(screen.getByTestId('risk-reasons').textContent).toBe('Sign-in from a new device');
    const code = screen.getByLabelText('Verification code') as HTMLInputElement;
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    await user.type(code, '12a34');
    expect(code.value).toBe('1234');
    expect(verify.disabled).toBe(true);
    await user.type(code, '56');
    expect(verify.disabled).toBe(false);
  });

  it('a refused code is toasted and shown under the field; typing clears it', async () => {
    fakeApi({ [LOGIN]: { status: 401, body: { code: 'MFA', message: 'Invalid or expired code' } } });
    const { user } = open();
    const code = screen.getByLabelText('Verification code');
    await fill(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await user.type(code, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the right code resends the stored credentials with it, forgets them and goes home', async () => {
    const api = fakeApi({ [LOGIN]: { body: { mfaRequired: false, riskLevel: 'low', reasons: [] } } });
    const { user, location } = open();
    await fill(user, screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Successfully verified! Welcome back.')).toBeTruthy();
    expect(api.sent(LOGIN).map((c) => c.body)).toEqual([
      { email: 'ada@example.com', password: 'Secret-123', mfaCode: '654321' },
    ]);
    expect(readCodeStep()).toBeNull();
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('Cancel forgets the stored credentials and closes', async () => {
    const api = fakeApi();
    const { user, onClose } = open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(readCodeStep()).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
