import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/client/test/fake-api';
import { fill, renderApp } from '@/client/test/render-app';
import { OperatorsScreen } from './operators-screen';

const INVITE = 'POST /api/admin/operators';
const LIST = 'GET /api/admin/operators';
const at = '2026-11-20T10:00:00.000Z';
const invited = (id: number, email: string, role: 'owner' | 'staff') => ({
  id,
  email,
  role,
  status: 'invited',
  invitedBy: 'owner@example.com',
  createdAt: at,
  activatedAt: null,
  inviteExpiresAt: at,
});

/** An admin back office signed in as `role`, with no other operator yet. */
function backOffice(role: 'owner' | 'staff') {
  return fakeApi({
    'GET /api/admin/me': { body: { operator: 'me@example.com', email: 'me@example.com', role, named: true } },
    [LIST]: { body: { operators: [] } },
    'GET /api/admin/sessions': { body: { sessions: [] } },
    'GET /api/admin/shared-password': { body: { enabled: true, namedOwners: 1 } },
  });
}

describe('OperatorsScreen: the invite form', () => {
  it('staff see who they are but no invite form', async () => {
    backOffice('staff');
    renderApp(<OperatorsScreen />);
    expect((await screen.findByTestId('signed-in-as')).textContent).toBe('me@example.com · Staff');
    expect(screen.queryByRole('form', { name: 'Invite an operator' })).toBeNull();
  });

  it('a wrong address is told under the field, tied to it, and nothing is sent', async () => {
    const api = backOffice('owner');
    const { user } = renderApp(<OperatorsScreen />);
    const email = await screen.findByLabelText('Email');
    await fill(user, email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const message = await screen.findByText('Please enter a valid email address');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(api.sent(INVITE)).toEqual([]);
  });

  it('invites with the chosen role, shows the link once, keeps the role and refreshes the list', async () => {
    const api = backOffice('owner');
    api.on(INVITE, {
      status: 201,
      body: { operator: invited(7, 'bob@example.com', 'owner'), inviteUrl: 'https://x.test/invite?token=t1' },
    });
    const { user } = renderApp(<OperatorsScreen />);
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    await fill(user, email, 'bob@example.com');
    // The role picked from the keyboard, as on a closed native select.
    screen.getByRole('combobox', { name: 'Role' }).focus();
    await user.keyboard('Ow');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role' }).textContent).toBe('Owner'));
    // The list answers with the new operator once asked again.
    api.on(LIST, { body: { operators: [invited(7, 'bob@example.com', 'owner')] } });
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect((await screen.findByTestId('invite-link')).textContent).toBe('https://x.test/invite?token=t1');
    expect(screen.getByText('Invite sent')).toBeTruthy();
    expect(api.sent(INVITE).map((c) => c.body)).toEqual([{ email: 'bob@example.com', role: 'owner' }]);
    expect(email.value).toBe('');
    expect(screen.getByRole('combobox', { name: 'Role' }).textContent).toContain('Owner');
    await waitFor(() => expect(screen.getAllByTestId('operator-row')).toHaveLength(1));
  });

  it("a refusal is toasted with the server's words and shows no link", async () => {
    const api = backOffice('owner');
    api.on(INVITE, { status: 409, body: { code: 'CONFLICT', message: 'This operator already exists' } });
    const { user } = renderApp(<OperatorsScreen />);
    await fill(user, await screen.findByLabelText('Email'), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('This operator already exists')).toBeTruthy();
    expect(screen.queryByTestId('invite-link')).toBeNull();
  });
});
