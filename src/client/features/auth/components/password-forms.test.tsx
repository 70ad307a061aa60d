import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/client/test/fake-api';
import { fill, renderApp } from '@/client/test/render-app';
import { GUESSABLE_PASSWORD } from '@/core/passwords/guessability';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { ChangePasswordForm } from './settings-forms';

const FORGOT = 'POST /api/forgot-password';
const RESET = 'POST /api/reset-password';
const CHANGE = 'POST /api/account/password';
const TOKEN = 'a-mailed-token-0123456789';

describe('ForgotPasswordForm', () => {
  it('a wrong address is told under the field; a right one shows where the link went, and can start over', async () => {
    const api = fakeApi({ [FORGOT]: { body: { ok: true, message: 'Sent' } } });
    const { user } = renderApp(<ForgotPasswordForm />);
    const email = screen.getByLabelText(/^Email/);
    await fill(user, email, 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.calls).toEqual([]);

    await fill(user, email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect((await screen.findByTestId('reset-sent')).textContent).toContain('ada@example.com');
    expect(api.sent(FORGOT).map((c) => c.body)).toEqual([{ email: 'ada@example.com' }]);
    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
  });
});

describe('ResetPasswordForm', () => {
  it('checks the strength rules and the confirmation before sending; the strength meter follows', async () => {
    const api = fakeApi();
    const { user } = renderApp(<ResetPasswordForm token={TOKEN} />);
    const password = screen.getByLabelText(/^New Password/);
    await fill(user, password, 'short');
    expect(screen.getByTestId('password-strength').textContent).toBe('Weak');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await fill(user, password, 'Better-pass1');
    expect(screen.getByTestId('password-strength').textContent).toBe('Strong');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'Better-pass2');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('a guessable password (the site name and a year) is told under the field and not sent', async () => {
    const api = fakeApi();
    const { user } = renderApp(<ResetPasswordForm token={TOKEN} />);
    await fill(user, screen.getByLabelText(/^New Password/), 'TrendLab2026!');
    expect(screen.getByTestId('password-strength').textContent).toBe('Strong'); // the five rules are met
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'TrendLab2026!');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    // Scored in the browser: the first check waits for the scorer's chunk.
    expect(await screen.findByText(GUESSABLE_PASSWORD, {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sets the password with the token and offers to sign in', async () => {
    const api = fakeApi({ [RESET]: { body: { ok: true, message: 'Your password has been reset.' } } });
    const { user } = renderApp(<ResetPasswordForm token={TOKEN} />);
    await fill(user, screen.getByLabelText(/^New Password/), 'Better-pass1');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'Better-pass1');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect((await screen.findByTestId('reset-done')).textContent).toContain('Your password has been reset.');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(api.sent(RESET).map((c) => c.body)).toEqual([
      { token: TOKEN, password: 'Better-pass1', confirmPassword: 'Better-pass1' },
    ]);
  });

  it('a used link says so with a way to ask for a new one; a field issue goes under its field', async () => {
    fakeApi({
      [RESET]: [
        { status: 400, body: { code: 'TOKEN', message: 'This reset link is invalid or has expired.' } },
        {
          status: 400,
          body: {
            code: 'VALIDATION',
            message: 'x',
            issues: [{ path: 'password', message: 'Choose another' }],
          },
        },
      ],
    });
    const { user } = renderApp(<ResetPasswordForm token={TOKEN} />);
    await fill(user, screen.getByLabelText(/^New Password/), 'Better-pass1');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'Better-pass1');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(/This reset link is invalid or has expired\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );

    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Choose another')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Request a new link' })).toBeNull();
  });
});

describe('ChangePasswordForm', () => {
  it('refuses a new password equal to the current one, then changes it and empties the fields', async () => {
    const api = fakeApi({ [CHANGE]: { body: { ok: true, message: 'Other devices were signed out.' } } });
    const { user } = renderApp(<ChangePasswordForm />);
    const current = screen.getByLabelText(/^Current Password/) as HTMLInputElement;
    await fill(user, current, 'Same-pass1');
    await fill(user, screen.getByLabelText(/^New Password/), 'Same-pass1');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'Same-pass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Your new password must be different from your current password'),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);

    await fill(user, screen.getByLabelText(/^New Password/), 'Other-pass2');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'Other-pass2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Other devices were signed out.')).toBeTruthy();
    expect(api.sent(CHANGE).map((c) => c.body)).toEqual([
      { currentPassword: 'Same-pass1', password: 'Other-pass2', confirmPassword: 'Other-pass2' },
    ]);
    await waitFor(() => expect(current.value).toBe(''));
  });

  it("the server's refusal of the new password goes under the New Password field", async () => {
    const message = 'This password is too common. Please choose a less predictable one.';
    fakeApi({
      [CHANGE]: {
        status: 400,
        body: { code: 'VALIDATION', message, issues: [{ path: 'password', message }] },
      },
    });
    const { user } = renderApp(<ChangePasswordForm />);
    await fill(user, screen.getByLabelText(/^Current Password/), 'Same-pass1');
    await fill(user, screen.getByLabelText(/^New Password/), 'Other-pass2');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'Other-pass2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Change Failed')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText(/^New Password/).getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('a guessable new password is refused before sending', async () => {
    const api = fakeApi();
    const { user } = renderApp(<ChangePasswordForm />);
    await fill(user, screen.getByLabelText(/^Current Password/), 'Same-pass1');
    await fill(user, screen.getByLabelText(/^New Password/), 'Trading2026!');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'Trading2026!');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    // Scored in the browser: the first check waits for the scorer's chunk.
    expect(await screen.findByText(GUESSABLE_PASSWORD, {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('a wrong current password is told under that field and in the toast', async () => {
    fakeApi({
      [CHANGE]: {
        status: 400,
        body: {
          code: 'WRONG_PASSWORD',
          message: 'Current password is incorrect',
          issues: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
        },
      },
    });
    const { user } = renderApp(<ChangePasswordForm />);
    await fill(user, screen.getByLabelText(/^Current Password/), 'Wrong-pass1');
    await fill(user, screen.getByLabelText(/^New Password/), 'Other-pass2');
    await fill(user, screen.getByLabelText(/^Confirm New Password/), 'Other-pass2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Change Failed')).toBeTruthy();
    expect(screen.getAllByText('Current password is incorrect')).toHaveLength(2);
    expect(screen.getByLabelText(/^Current Password/).getAttribute('aria-invalid')).toBe('true');
  });
});
