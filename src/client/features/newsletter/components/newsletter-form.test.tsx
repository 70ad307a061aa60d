import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/client/test/fake-api';
import { fill, renderApp } from '@/client/test/render-app';
import { NewsletterForm } from './newsletter-form';

const SUBSCRIBE = 'POST /api/newsletter/subscribe';

function form(onSubscribed = vi.fn()) {
  const view = renderApp(<NewsletterForm source="landing" onSubscribed={onSubscribed} />);
  const email = screen.getByLabelText('Email address') as HTMLInputElement;
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Subscribe to Newsletter' }));
  return { ...view, email, submit, onSubscribed };
}

describe('NewsletterForm', () => {
  it("an empty address is told by the 'Email required' toast, a wrong one under the field", async () => {
    const api = fakeApi();
    const { user, email, submit } = form();
    await submit();
    expect(await screen.findByText('Email required')).toBeTruthy();
    expect(screen.getAllByText('Please enter your email address.').length).toBeGreaterThan(0);

    await fill(user, email, 'ada@');
    await submit();
    const message = await screen.findByText('Please enter a valid email address');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    // The message goes away while typing.
    await user.type(email, 'x');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("subscribes with the form's source, says so and empties the field", async () => {
    const api = fakeApi({
      [SUBSCRIBE]: { body: { ok: true, confirmationRequired: true, message: 'Check your inbox' } },
    });
    const { user, email, submit, onSubscribed } = form();
    await fill(user, email, ' ada@example.com ');
    await submit();
    expect(await screen.findByText('Successfully subscribed!')).toBeTruthy();
    expect(api.sent(SUBSCRIBE).map((c) => c.body)).toEqual([{ email: 'ada@example.com', source: 'landing' }]);
    expect(onSubscribed).toHaveBeenCalledWith('ada@example.com');
    await waitFor(() => expect(email.value).toBe(''));
  });

  it("a refusal shows the server's words in a toast and an alert, and keeps the address", async () => {
    fakeApi({ [SUBSCRIBE]: { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many sign-ups' } } });
    const { user, email, submit, onSubscribed } = form();
    await fill(user, email, 'ada@example.com');
    await submit();
    expect(await screen.findByText('Subscription failed')).toBeTruthy();
    expect(screen.getAllByText('Too many sign-ups')).toHaveLength(2);
    expect(email.value).toBe('ada@example.com');
    expect(onSubscribed).not.toHaveBeenCalled();
  });
});
