import { CalendarCheck, CheckCircle2, MailCheck, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { PageShell } from '@/client/components/ui/page-shell';
import { paths } from '@/client/config/paths';
import { NewsletterForm } from '@/client/features/newsletter/components/newsletter-form';
import { joinMembersText, useMemberCount } from '@/client/features/landing/api/get-member-count';

const PROMISES = [
  {
    icon: CalendarCheck,
    text: 'Weekly updates: market insights, a lesson and the notable signals of the week.',
  },
  { icon: ShieldCheck, text: 'No spam, never shared. Unsubscribe with one click from any issue.' },
  { icon: MailCheck, text: 'Double opt-in: nothing arrives until you confirm your address.' },
];

/** /newsletter (spec 01 §2): form view, then the 'Welcome to the Community!' view. */
export function Component() {
  const join = joinMembersText(useMemberCount());
  const [subscribed, setSubscribed] = useState<string | null>(null);
  if (subscribed) {
    return (
      <PageShell title="Welcome to the Community!" className="max-w-2xl">
        <Card>
          <CardContent className="space-y-4 pt-6 text-center">
            <CheckCircle2 className="mx-auto h-12 w-12 text-primary" aria-hidden="true" />
            <p className="text-lg text-slate-200">
              Welcome to our community! You'll receive our weekly market insights and trading tips.
            </p>
            <p className="text-sm text-slate-400">
              We sent a confirmation link to <span className="font-medium text-white">{subscribed}</span>.
              Open it to activate your subscription.
            </p>
            <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row">
              <Button asChild>
                <Link to={paths.home}>Explore the Platform</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.login}>Sign In to Dashboard</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </PageShell>
    );
  }
  return (
    <PageShell
      title="Weekly Newsletter"
      subtitle={
        join
          ? `${join} who learn to think for themselves about trading.`
          : 'Learn to think for yourself about trading.'
      }
      className="max-w-2xl"
    >
      <Card>
        <CardContent className="space-y-6 pt-6">
          <ul className="space-y-3">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm text-slate-300">
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
          <NewsletterForm source="website" onSubscribed={setSubscribed} />
        </CardContent>
      </Card>
    </PageShell>
  );
}
