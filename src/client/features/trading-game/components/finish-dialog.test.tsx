import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FinishDialog } from './finish-dialog';

const open = (onConfirm = vi.fn(), onOpenChange = vi.fn()) => {
  render(<FinishDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} pending={false} />);
  return { onConfirm, onOpenChange, user: userEvent.setup() };
};

describe('FinishDialog', () => {
  it('finishes without an email: both fields are optional', async () => {
    const { onConfirm, user } = open();
    await user.click(screen.getByRole('button', { name: 'Finish Game' }));
    expect(onConfirm).toHaveBeenCalledWith({ emailAddress: '', nickname: '' });
  });

  it('shows the message under the email field and sends nothing while the address is wrong', async () => {
    const { onConfirm, user } = open();
    const email = screen.getByLabelText('Email for your report card (optional)');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Finish Game' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toContain('finish-email-error');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, '  ada@example.com ');
    await user.type(screen.getByLabelText('Nickname for the leaderboard (optional)'), ' Turtle ');
    await user.click(screen.getByRole('button', { name: 'Finish Game' }));
    expect(onConfirm).toHaveBeenCalledWith({ emailAddress: 'ada@example.com', nickname: 'Turtle' });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('Cancel closes without finishing', async () => {
    const { onConfirm, onOpenChange, user } = open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
