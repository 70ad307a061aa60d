import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';
import { PageShell } from '@/client/components/ui/page-shell';
import { useCurrentUser } from '@/client/lib/current-user';
import { ContactForm } from '@/client/features/contact/components/contact-form';
import { ContactSuccess } from '@/client/features/contact/components/contact-success';
import { INQUIRY_TYPES } from '@/core/schemas/contact';
import {
  ExpertTeamPanel,
  GetSupportPanel,
  HowWeSupportYou,
} from '@/client/features/contact/components/support-panels';

const PLAN_SUBJECTS: Record<string, string | undefined> = {
  individual: 'Individual plan subscription',
  professional: 'Professional plan subscription',
  institution: 'Institution plan',
};

/** /contact (spec 01 §2 Contact page). */
export function Component() {
  const [sent, setSent] = useState(false);
  const { user } = useCurrentUser();
  const asked = useSearchParams()[0].get('inquiry');
  const inquiryType = INQUIRY_TYPES.find((t) => t === asked);
  // '?plan=' from 'Contact Sales' and the pay-by-contact links names the plan in the subject.
  const plan = PLAN_SUBJECTS[useSearchParams()[0].get('plan') ?? ''];
  const initial = {
    ...(user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email ?? '' } : {}),
    ...(plan ? { subject: plan } : {}),
  };
  return (
    <PageShell
      title="Get In Touch"
      subtitle="Questions about trend following, the signals or your plan? We reply by email within 24 hours."
    >
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-none tracking-tight text-white">
              {sent ? 'Thank you' : 'Send us a message'}
            </h2>
          </CardHeader>
          <CardContent>
            {sent ? (
              <ContactSuccess onAnother={() => setSent(false)} />
            ) : (
              <ContactForm
                key={user ? 'user' : 'visitor'}
                initial={initial}
                inquiryType={inquiryType}
                onSent={() => setSent(true)}
              />
            )}
          </CardContent>
        </Card>
        <div className="space-y-6">
          <GetSupportPanel />
          <ExpertTeamPanel />
        </div>
      </div>
      <HowWeSupportYou />
    </PageShell>
  );
}
