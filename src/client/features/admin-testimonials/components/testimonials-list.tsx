import { Star } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { Switch } from '@/client/components/ui/switch';
import type { AdminTestimonial } from '@/core/schemas/testimonials';
import { useAllTestimonials, useSetVerified } from '../api/testimonials';

/**
 * Every testimonial with its 'Verified' switch. Seeded samples are invented people: they
 * say so and their switch stays off (the server refuses it too).
 */
export function TestimonialsList() {
  const list = useAllTestimonials();
  if (list.isLoading) return <p className="py-8 text-center text-muted-foreground">Loading...</p>;
  if (list.isError)
    return (
      <p role="alert" className="py-8 text-center text-red-400">
        Failed to fetch testimonials
      </p>
    );
  if (!list.data?.length)
    return (
      <Card>
        <CardContent className="py-10 text-center text-muted-foreground">No testimonials yet</CardContent>
      </Card>
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Testimonials">
      {list.data.map((t) => (
        <li key={t.id}>
          <TestimonialCard testimonial={t} />
        </li>
      ))}
    </ul>
  );
}

function TestimonialCard({ testimonial: t }: { testimonial: AdminTestimonial }) {
  const setVerified = useSetVerified();
  const switchId = `verified-${t.id}`;
  return (
    <Card data-testid="testimonial-card" className={t.isActive ? 'h-full' : 'h-full opacity-70'}>
      <CardHeader className="space-y-1 pb-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-base">{t.name}</CardTitle>
          {t.verified ? <Badge variant="green">Verified</Badge> : null}
          {t.sample ? <Badge variant="grey">Sample</Badge> : null}
          {t.isActive ? null : <Badge variant="grey">Inactive</Badge>}
        </div>
        <p className="text-xs text-muted-foreground">
          {t.role} ·{' '}
          <span aria-label={`${t.rating} of 5 stars`}>
            {Array.from({ length: t.rating }, (_, i) => (
              <Star key={i} aria-hidden="true" className="inline h-3 w-3 fill-yellow-400 text-yellow-400" />
            ))}
          </span>
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">{t.content}</p>
        <div className="flex items-center gap-3">
          <Switch
            id={switchId}
            checked={t.verified}
            disabled={t.sample || setVerified.isPending}
            onCheckedChange={(verified) => setVerified.mutate({ id: t.id, verified })}
          />
          <Label htmlFor={switchId}>Verified</Label>
        </div>
        {t.sample ? (
          <p className="text-xs text-muted-foreground">
            A sample text shipped with the demo data: it cannot be marked Verified.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
