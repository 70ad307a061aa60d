import { describe, expect, it } from 'vitest';
import { subscriberInputSchema } from './admin';
import { loginSchema, registerSchema } from './auth';
import { contactMessageSchema } from './contact';
import { LINE_BREAK_MESSAGE } from './single-line';

const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('singleLine', () => {
  const contact = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'A question',
    message: 'Hello there,\nthis is a long enough message.',
    inquiryType: 'general',
  };

  it('refuses CR, LF and Unicode line separators in one-line fields', () => {
    for (const brk of ['\r\n', '\n', '\r', '\u2028']) {
      const r = contactMessageSchema.safeParse({ ...contact, subject: `Hi${brk}Bcc: victim@example.com` });
      expect(issuesOf(r)).toEqual([['subject', LINE_BREAK_MESSAGE]]);
    }
    expect(issuesOf(loginSchema.safeParse({ email: 'a@b.co\nX: y', password: 'x' }))).toContainEqual([
      'email',
      LINE_BREAK_MESSAGE,
    ]);
    const reg = registerSchema.safeParse({ firstName: 'Ada\nBob' });
    expect(issuesOf(reg)).toContainEqual(['firstName', LINE_BREAK_MESSAGE]);
  });

  it('keeps line breaks in multi-line fields', () => {
    expect(contactMessageSchema.safeParse(contact).success).toBe(true);
    expect(subscriberInputSchema.safeParse({ email: 'a@b.co', notes: 'one\ntwo' }).success).toBe(true);
  });
});
