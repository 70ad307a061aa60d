import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquitiesContentResponse, FuturesResponse } from '../../../core/schemas/markets';
import { users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';

// The per-market flags narrow premium: a paid subscriber sees full data only for the markets enabled.
const clock = manualClock(new Date('2026-11-20T02:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
});
afterAll(() => t.close());

describe('per-market access flags', () => {
  it('a premium subscriber with futures only sees full futures and locked equities', async () => {
    const { cookie } = await signInAs(t.app, 'premium', {
      enableFutures: true,
      enableEquities: false,
      enableCryptos: false,
      status: 'approved',
    });
    const futures = (await call(t.app, { method: 'GET', url: '/api/futures', cookie }))
      .json as unknown as FuturesResponse;
    expect(futures.isPremium).toBe(true);
    expect(JSON.stringify(futures)).not.toContain('LOCKED');

    const equities = (await call(t.app, { method: 'GET', url: '/api/equities-content', cookie }))
      .json as unknown as EquitiesContentResponse;
    expect(equities.isPremium).toBe(false);
    expect(equities.lists).toBeNull();
    expect(equities.rows.find((r) => r.symbol === 'MSFT')?.change).toBe('LOCKED');
  });

  it('the admin enabling a market changes what the user sees at once', async () => {
    const { cookie, user } = await signInAs(t.app, 'premium', {
      enableFutures: true,
      enableEquities: true,
      enableCryptos: false,
    });
    const before = (await call(t.app, { method: 'GET', url: '/api/crypto-content', cookie }))
      .json as unknown as { isPremium: boolean };
    expect(before.isPremium).toBe(false);
    const admin = await adminCookie(t.app);
    const patch = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/registrations/${user.id}`,
      cookie: admin,
      payload: {
        status: 'approved',
        enableFutures: true,
        enableEquities: true,
        enableCryptos: true,
        isPaidSubscriber: true,
      },
    });
    expect(patch.status).toBe(200);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.enableCryptos).toBe(true);
    const after = (await call(t.app, { method: 'GET', url: '/api/crypto-content', cookie }))
      .json as unknown as { isPremium: boolean; rows: unknown[] };
    expect(after.isPremium).toBe(true);
    expect(JSON.stringify(after.rows)).not.toContain('LOCKED');
  });
});
