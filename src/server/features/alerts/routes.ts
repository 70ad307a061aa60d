import type { FastifyInstance, FastifyReply } from 'fastify';
import { marketView } from '../../../core/access';
import { alertsApi as api } from '../../../core/api/alerts';
import { AppError } from '../../../core/errors';
import type { AlertSettings } from '../../../core/schemas/alerts';
import type { Deps, SessionUser } from '../../deps';
import { serve } from '../../lib/serve-endpoint';
import { noStore, requireUser } from '../../plugins/guards';
import { onInvalidate } from '../../lib/invalidation';
import { MAIL_QUEUED_TOPIC } from './fanout';
import { acceptOneClickForm, unsubscribeDocument } from '../../mail/one-click';
import { getAlertSettings, saveAlertSettings } from './repo';
import { markPublishedAsSeen, sendSignalAlerts } from './service';
import { smsSenderFromConfig } from './sms';
import type { SmsSender } from './sms';
import { readUnsubscribeToken, unsubscribe } from './unsubscribe';

/** Signal alerts: the settings of /settings, the unsubscribe page and one-click POST, and the send after each refresh. */
export default async function alertsRoutes(app: FastifyInstance) {
  const { deps } = app;
  const sms = smsSenderFromConfig(deps.config);
  sendAlertsInBackground(app, sms);
  const view = settingsView(deps, sms);
  await app.register(async (account) => settingsRoutes(app, account, view));
  await app.register(async (open) => unsubscribeRoutes(deps, open));
}

/** Alerts after each market refresh, and the queued mails another process left to send. */
function sendAlertsInBackground(app: FastifyInstance, sms: SmsSender | null) {
  const { deps } = app;
  app.markets.onRefreshed(async (e) => {
    const sent = await sendSignalAlerts(deps, app.markets, sms, e);
    if (sent.mails || sent.texts) deps.log.info({ market: e.market, ...sent }, 'signal alerts sent');
  });
  // Another process queued alert mails (fanout.ts): this one helps send them (each goes out once).
  const stopHelping = onInvalidate((topic) => {
    if (topic !== MAIL_QUEUED_TOPIC) return;
    void deps.mailer.deliverQueued().catch((err) => deps.log.error({ err }, 'queued mail delivery failed'));
  });
  app.addHook('onClose', async () => {
    stopHelping();
  });
}

type SettingsView = (user: SessionUser) => Promise<AlertSettings>;

const settingsView =
  (deps: Deps, sms: SmsSender | null): SettingsView =>
  async (user) => ({
    ...(await getAlertSettings(deps.db, user.id)),
    liveMarkets: {
      futures: marketView({ user }, 'futures').access === 'live',
      equities: marketView({ user }, 'equities').access === 'live',
      crypto: marketView({ user }, 'crypto').access === 'live',
    },
    smsAvailable: sms !== null,
    mobile: user.mobile,
  });

/** The signed-in user's alert settings. */
function settingsRoutes(app: FastifyInstance, account: FastifyInstance, view: SettingsView) {
  const { deps } = app;
  account.addHook('preHandler', noStore);
  account.addHook('preHandler', requireUser);
  serve(account, api.settings, async (req) => view(req.user!));
  serve(account, api.saveSettings, async (req) => {
    const user = req.user!;
    const current = await getAlertSettings(deps.db, user.id);
    const smsOn = req.body.sms ?? current.sms;
    if (smsOn && !user.mobile) {
      throw new AppError('BAD_REQUEST', 'Add a mobile number first', [
        { path: 'sms', message: 'Add a mobile number above to receive text alerts' },
      ]);
    }
    await saveAlertSettings(deps.db, user.id, { ...req.body, sms: smsOn }, deps.clock.now());
    await markPublishedAsSeen(deps, app.markets, user.id, current, await getAlertSettings(deps.db, user.id));
    return view(user);
  });
}

/** The unsubscribe page, its one-click POST and the JSON call: open to anyone with a valid token. */
function unsubscribeRoutes(deps: Deps, open: FastifyInstance) {
  open.addHook('preHandler', noStore);
  acceptOneClickForm(open);
  const settingsLink = { href: `${deps.config.PUBLIC_URL}/settings`, label: 'Alert settings' };
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.asDocument().status(status).type('text/html; charset=utf-8').send(html);
  // The link in every alert mail: a page with a button, no sign-in. The GET changes nothing, so a
  // mail scanner that opens it unsubscribes nobody; the button POSTs to the one-click endpoint.
  serve(open, api.unsubscribePage, async (req, reply) => {
    const token = req.query.token;
    if (readUnsubscribeToken(deps, token) === null) return page(reply, 400, invalidPage(settingsLink));
    return page(
      reply,
      200,
      unsubscribeDocument({
        title: 'Stop signal alerts?',
        paragraphs: ['Press the button to stop every signal alert mail to this account.'],
        confirm: {
          action: `${api.oneClick.path}?token=${encodeURIComponent(token)}`,
          label: 'Stop all alerts',
        },
        link: settingsLink,
      }),
    );
  });
  // RFC 8058: the mail's List-Unsubscribe-Post target (and the button above). Idempotent.
  serve(open, api.oneClick, async (req, reply) => {
    if (!(await unsubscribe(deps, req.query.token))) return page(reply, 400, invalidPage(settingsLink));
    return page(
      reply,
      200,
      unsubscribeDocument({
        title: 'Signal alerts are off',
        paragraphs: [
          'You will not receive signal alerts any more. You can turn them back on at any time in your settings.',
        ],
        link: settingsLink,
      }),
    );
  });
  serve(open, api.unsubscribe, async (req) => {
    if (!(await unsubscribe(deps, req.body.token)))
      throw new AppError('BAD_REQUEST', 'This unsubscribe link is not valid');
    return { ok: true as const };
  });
}

const invalidPage = (link: { href: string; label: string }) =>
  unsubscribeDocument({
    title: 'This link is not valid',
    paragraphs: [
      'The unsubscribe link is damaged or incomplete. Sign in and turn alerts off in your settings.',
    ],
    link,
  });
