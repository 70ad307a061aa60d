import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/client/test/fake-api';
import { fill, renderApp } from '@/client/test/render-app';
import { ContactForm } from './contact-form';

const SEND = 'POST /api/contact';

async function fillIn(user: ReturnType<typeof renderApp>['user'], over: Record<string, string> = {}) {
  const values = {
    Name: 'Ada Lovelace',
    Email: 'ada@example.com',
    Subject: 'About the signals',
    Message: 'How often are the futures signals updated?',
    ...over,
  };
  for (const [label, value] of Object.entries(values)) {
    await fill(user, screen.getByLabelText(label), value);
  }
}

describe('ContactForm', () => {
  it("shows the spec's message under each wrong field and sends nothing", async () => {
    const api = fakeApi();
    const { user } = renderApp(<ContactForm onSent={vi.fn()} />);
    await fillIn(user, { Name: 'A', Email: 'ada@', Subject: 'Hi', Message: 'Too short' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeTruthy();
    expect(screen.getByText('Message must be at least 20 characters')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('contact-email-error');
    expect(api.calls).toEqual([]);
  });

  it('sends the message with the chosen inquiry type, says so, and empties the form', async () => {
    const api = fakeApi({ [SEND]: { body: { ok: true, message: 'Thanks' } } });
    const onSent = vi.fn();
    const { user } = renderApp(<ContactForm onSent={onSent} inquiryType="subscription" />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent successfully')).toBeTruthy();
    expect(api.sent(SEND)).toEqual([
      {
        method: 'POST',
        path: '/api/contact',
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          subject: 'About the signals',
          message: 'How often are the futures signals updated?',
          inquiryType: 'subscription',
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    expect(onSent).toHaveBeenCalledOnce();
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    const inquiry = screen.getByRole('combobox', { name: 'Inquiry Type' }) as HTMLSelectElement;
    expect(inquiry.selectedOptions[0]?.textContent).toBe('Subscription');
  });

  it("puts the server's per-field message under its field and keeps what was typed", async () => {
    fakeApi({
      [SEND]: {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Invalid',
          issues: [{ path: 'email', message: 'Address refused' }],
        },
      },
    });
    const onSent = vi.fn();
    const { user } = renderApp(<ContactForm onSent={onSent} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Address refused')).toBeTruthy();
    expect(screen.getByText('Failed to send message')).toBeTruthy();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('About the signals');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('a retry after a 503 sends the same Idempotency-Key; a new message gets a new one', async () => {
    const api = fakeApi({
      [SEND]: [
        { status: 503, body: { code: 'UNAVAILABLE', message: 'Busy' } },
        { body: { ok: true, message: 'Thanks' } },
      ],
    });
    const { user } = renderApp(<ContactForm onSent={vi.fn()} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully', {}, { timeout: 5_000 })).toBeTruthy();
    const [first, retry] = api.sent(SEND);
    expect(retry.idempotencyKey).toBe(first.idempotencyKey);
    expect(retry.body).toEqual(first.body);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(api.sent(SEND)).toHaveLength(3));
    expect(api.sent(SEND)[2].idempotencyKey).not.toBe(first.idempotencyKey);
  });
});
