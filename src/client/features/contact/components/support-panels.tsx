import { Clock, Headphones, Mail, Radio, ShieldCheck, Users } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';

/** The 'Get Support' side panel. */
export function GetSupportPanel() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight flex items-center gap-2 text-white">
          <Headphones className="h-5 w-5 text-primary" aria-hidden="true" />
          Get Support
        </h2>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-300">
        <p>
          Questions about signals, your subscription or the platform? Send us a message and we reply by email
          within 24 hours.
        </p>
        <p className="flex items-start gap-2">
          <Mail className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          Choose the inquiry type that fits best so the right person picks it up.
        </p>
      </CardContent>
    </Card>
  );
}

/** The expert-team panel. */
export function ExpertTeamPanel() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight flex items-center gap-2 text-white">
          <Users className="h-5 w-5 text-primary" aria-hidden="true" />
          Our Expert Team
        </h2>
      </CardHeader>
      <CardContent className="text-sm text-slate-300">
        <p>
          Professional traders with 50+ years of combined experience in futures, equities and crypto answer
          your questions, not a script.
        </p>
      </CardContent>
    </Card>
  );
}

const SUPPORT_CARDS = [
  {
    icon: Clock,
    title: 'Support Hours',
    lines: ['Monday - Friday: 8:00 AM - 6:00 PM EST', 'Saturday - Sunday: Closed'],
  },
  {
    icon: Radio,
    title: 'Signal Coverage',
    lines: ['Automated updates 24/7', 'Real-time, in some cases delayed 10 minutes'],
  },
  {
    icon: ShieldCheck,
    title: 'Our Promise',
    lines: ['100% Best Efforts', 'A reply by email within 24 hours'],
  },
];

/** 'How We Support You': three cards. */
export function HowWeSupportYou() {
  return (
    <section aria-labelledby="support-heading" className="mt-12">
      <h2 id="support-heading" className="text-center text-2xl font-bold text-white">
        How We Support You
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {SUPPORT_CARDS.map(({ icon: Icon, title, lines }) => (
          <Card key={title}>
            <CardContent className="space-y-2 pt-5 text-center">
              <Icon className="mx-auto h-7 w-7 text-primary" aria-hidden="true" />
              <h3 className="font-semibold text-white">{title}</h3>
              {lines.map((l) => (
                <p key={l} className="text-sm text-slate-400">
                  {l}
                </p>
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
