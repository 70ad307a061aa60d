import type { FastifyInstance } from 'fastify';
import { contactApi } from '../../../core/api/contact';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { serve } from '../../lib/serve-endpoint';
import { limitRoute } from '../../plugins/rate-limit';
import { isHoneypotHit } from '../../abuse/honeypot';
import { receiveContactMessage } from './service';

const ANSWER = { ok: true as const, message: "We'll get back to you within 24 hours." };

/** POST /api/contact (spec 01 §2 Contact, §7): stored as 'new' for the admin, operator mailed. */
export default async function contactRoutes(app: FastifyInstance) {
  serve(
    app,
    contactApi.send,
    async (req) => {
      const key = idempotencyKeyOf(req);
      if (await isHoneypotHit(app.deps, req, req.body)) return ANSWER;
      const { name, email, subject, message, inquiryType } = req.body;
      await receiveContactMessage(
        app.deps,
        { name, email, subject, message, inquiryType },
        { ip: req.ip, key },
      );
      return ANSWER;
    },
    {
      config: limitRoute(app, {
        eventType: 'contact_flood',
        severity: 'medium',
        max: 5,
        windowMs: 10 * 60_000,
        description: 'More than 5 contact messages from one IP in 10 minutes',
      }),
    },
  );
}
