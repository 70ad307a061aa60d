import { generate } from 'otplib';
import type { FastifyInstance } from 'fastify';
import { call } from '../../test/harness';

/** Test helpers: an operator invited, enrolled and signed in through the real routes. */
export const OPERATOR_PASSWORD = 'Opera7or!Quartz';

export const codeAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

export function cookieOf(res: { headers: Record<string, unknown> }, name = 'admin_sid'): string {
  const raw = [res.headers['set-cookie'] ?? []].flat() as string[];
  const c = raw.find((x) => x.startsWith(`${name}=`));
  if (!c) throw new Error(`no ${name} cookie`);
  return c.split(';')[0];
}

/**
 * Invites `email` with the inviting admin's cookie, enrols and accepts. The sign-in code is the next
 * time step's (the enrolment used this one, and a step works once), which the one-step tolerance accepts.
 */
export async function createOperator(
  app: FastifyInstance,
  inviter: string,
  o: { email: string; role: 'owner' | 'staff' },
) {
  const invite = await call(app, {
    method: 'POST',
    url: '/api/admin/operators',
    cookie: inviter,
    payload: o,
  });
  if (invite.status !== 201) throw new Error(`invite: ${invite.status} ${invite.res.body}`);
  const token = new URL(invite.json.inviteUrl as string).searchParams.get('token')!;
  const enrol = await call(app, {
    method: 'POST',
    url: '/api/admin/operators/invite/enrol',
    payload: { token },
  });
  const secret = enrol.json.secret as string;
  const now = app.deps.clock.now();
  const accept = await call(app, {
    method: 'POST',
    url: '/api/admin/operators/invite/accept',
    payload: {
      token,
      password: OPERATOR_PASSWORD,
      confirmPassword: OPERATOR_PASSWORD,
      code: await codeAt(secret, now),
    },
  });
  if (accept.status !== 200) throw new Error(`accept: ${accept.status} ${accept.res.body}`);
  const signIn = async (ip = '203.0.113.50') => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/admin/operator-login',
      remoteAddress: ip,
      payload: {
        email: o.email,
        password: OPERATOR_PASSWORD,
        code: await codeAt(secret, new Date(app.deps.clock.now().getTime() + 30_000)),
      },
    });
    if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${res.res.body}`);
    return cookieOf(res.res);
  };
  return {
    id: (invite.json.operator as { id: number }).id,
    token,
    secret,
    recoveryCodes: accept.json.recoveryCodes as string[],
    signIn,
  };
}
