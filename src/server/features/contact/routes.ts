import type { FastifyInstance } from 'fastify';
import { contactApi } from '../../../core/api/contact';
import { serve } from '../../lib/serve-endpoint';
import { limitRoute } from '../../plugins/rate-limit';
import { isHoneypotHit } from '../../abuse/honeypot';
import { sendContactAcknowledgement, sendOperatorNotice } from './mails';
import { insertContactMessage } from './repo';

const ANSWER = { ok: true as const, message: "We'll get back to you within 24 hours." };

/** POST /api/contact (spec 01 §2 Contact, §7): stored as 'new' for the admin, operator mailed. */
export default async function contactRoutes(app: FastifyInstance) {
  serve(
    app,
    contactApi.send,
    async (req) => {
      if (await isHoneypotHit(app.deps, req, req.body)) return ANSWER;
      const { name, email, subject, message, inquiryType } = req.body;
      const id = await insertContactMessage(app.deps.db, {
        name,
        email,
        subject,
        message,
        inquiryType,
        status: 'new',
        submittedAt: app.deps.clock.now(),
        ipAddress: req.ip,
      });
      await sendOperatorNotice(app.deps, { id, name, email, subject, message, inquiryType });
      await sendContactAcknowledgement(app.deps, { id, email });
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
