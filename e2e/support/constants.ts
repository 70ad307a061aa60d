/** Fixture accounts created by global-setup in the e2e database. */
export const E2E_PASSWORD = 'E2e-Password-1!';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

export const E2E_USERS = {
  free: {
    email: 'free.user@e2e.test',
    firstName: 'Fran',
    lastName: 'Free',
    status: 'confirmed',
    isPaidSubscriber: false,
    enableFutures: true,
    enableEquities: false,
    enableCryptos: true,
  },
  premium: {
    email: 'premium.user@e2e.test',
    firstName: 'Pat',
    lastName: 'Premium',
    status: 'approved',
    isPaidSubscriber: true,
    // The Institution plan: every market live, and API keys (which only Institution carries).
    plan: 'institution',
    planStatus: 'active',
    enableFutures: true,
    enableEquities: true,
    enableCryptos: true,
  },
} as const;

export type E2EUserKind = keyof typeof E2E_USERS;
