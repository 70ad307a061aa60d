import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { PageShell } from '@/client/components/ui/page-shell';
import { paths } from '@/client/config/paths';
import { tokenFromHash } from '@/client/lib/url-token';
import { ApiError } from '@/client/lib/api';
import type { NewsletterLinkAction } from '../api/newsletter-link';
import { useNewsletterLink } from '../api/newsletter-link';

const TEXT = {
  confirm: {
    title: 'Newsletter Confirmation',
    busy: 'Confirming your subscription...',
    done: (email: string) =>
      `Thanks! ${email} is now subscribed. You'll receive our weekly market insights and trading tips.`,
  },
  unsubscribe: {
    title: 'Unsubscribe',
    ask: 'Stop receiving the TrendLab newsletter?',
    busy: 'Unsubscribing...',
    done: (email: string) => `${email} has been unsubscribed. You will not receive the newsletter any more.`,
  },
} as const;

/**
 * The page a mailed link opens. The POST happens from the page (not on the GET of the link) so
 * mail scanners that prefetch links do not confirm or unsubscribe anybody; unsubscribing also
 * waits for the person's click, since some scanners run the page's script (mail clients use the
 * List-Unsubscribe one-click POST instead, RFC 8058).
 */
export function NewsletterLinkResult({ action }: { action: NewsletterLinkAction }) {
  // Links are mailed with the token in the fragment (#token=, docs/features/public-site.md); `?token=` still opens links in mails sent before.
  const [token] = useState(
    () =>
      tokenFromHash(window.location.hash) || new URLSearchParams(window.location.search).get('token') || '',
  );
  const link = useNewsletterLink(action);
  const started = useRef(false);
  const { mutate } = link;
  const [asked, setAsked] = useState(action === 'confirm');
  useEffect(() => {
    if (started.current || !token || !asked) return;
    started.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    mutate(token);
  }, [token, mutate, asked]);

  const t = TEXT[action];
  const failed = !token || link.isError;
  const error = link.error instanceof ApiError ? link.error.serverMessage : undefined;
  return (
    <PageShell title={t.title} className="max-w-2xl">
      <Card>
        <CardContent className="space-y-4 pt-6 text-center" aria-live="polite">
          {failed ? (
            <>
              <XCircle className="mx-auto h-12 w-12 text-red-400" aria-hidden="true" />
              <p className="text-slate-200">
                {error ?? 'This link is invalid or has expired. Please subscribe again.'}
              </p>
              <Button asChild>
                <Link to={paths.newsletter}>Subscribe to Newsletter</Link>
              </Button>
            </>
          ) : link.isSuccess ? (
            <>
              <CheckCircle2 className="mx-auto h-12 w-12 text-primary" aria-hidden="true" />
              <p className="text-slate-200">{t.done(link.data.email)}</p>
              <Button asChild variant="outline">
                <Link to={paths.home}>Explore the Platform</Link>
              </Button>
            </>
          ) : !asked ? (
            <>
              <p className="text-slate-200">{TEXT.unsubscribe.ask}</p>
              <Button onClick={() => setAsked(true)}>Unsubscribe</Button>
            </>
          ) : (
            <p className="flex items-center justify-center gap-2 text-slate-300">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              {t.busy}
            </p>
          )}
        </CardContent>
      </Card>
    </PageShell>
  );
}
