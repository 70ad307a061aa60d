import { Check, Lock } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import type { ProfileDto } from '@/core/schemas/auth';

const date = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm sm:col-span-2">{children}</dd>
    </div>
  );
}

function Access({ label, open }: { label: string; open: boolean }) {
  return (
    <li className="flex items-center justify-between rounded-md border px-3 py-2 text-sm">
      <span>{label}</span>
      {open ? (
        <span className="flex items-center gap-1 text-emerald-400">
          <Check className="h-4 w-4" aria-hidden="true" /> Enabled
        </span>
      ) : (
        <span className="flex items-center gap-1 text-muted-foreground">
          <Lock className="h-4 w-4" aria-hidden="true" /> Not enabled
        </span>
      )}
    </li>
  );
}

/** The account and its market access, as the server derives them. */
export function ProfileDetails({ profile }: { profile: ProfileDto }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle as="h2">Account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-border">
            <Row label="Name">
              {profile.firstName} {profile.lastName}
            </Row>
            <Row label="Email">{profile.email}</Row>
            <Row label="Mobile">{profile.mobile ?? '—'}</Row>
            <Row label="Status">
              <Badge variant="outline" className="capitalize">
                {profile.status.replace(/_/g, ' ')}
              </Badge>
            </Row>
            <Row label="Describes self as">{profile.description}</Row>
            <Row label="Market interests">{profile.marketsInterested.join(', ') || '—'}</Row>
            <Row label="Accredited investor">{profile.accreditedInvestor ? 'Yes' : 'No'}</Row>
            <Row label="Member since">{date(profile.createdAt)}</Row>
            <Row label="Last sign-in">{date(profile.lastLoginAt)}</Row>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center justify-between gap-2">
            Market Access
            {profile.isPremium ? <Badge>Premium</Badge> : <Badge variant="secondary">Free</Badge>}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="space-y-2">
            <Access label="Futures" open={profile.canAccessFutures} />
            <Access label="Equities" open={profile.canAccessEquities} />
            <Access label="Cryptos" open={profile.canAccessCryptos} />
          </ul>
          {profile.isPremium ? null : (
            <p className="text-sm text-muted-foreground">
              Premium unlocks all position days, change indicators and charts.{' '}
              <Link to={paths.upgrade} className="text-primary underline underline-offset-4">
                Upgrade
              </Link>
            </p>
          )}
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.settings}>Account Settings</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
