import { BadgeCheck, Star } from 'lucide-react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import type { Testimonial } from '@/core/schemas/testimonials';
import { TESTIMONIALS_SHOWN, useTestimonials } from '../api/get-testimonials';
import { LandingSection } from './section';

function Stars({ rating }: { rating: number }) {
  const r = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <div className="flex gap-0.5" role="img" aria-label={`Rated ${r} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          className={cn('h-4 w-4', i <= r ? 'fill-amber-400 text-amber-400' : 'text-slate-600')}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

function TestimonialCard({ t, sample }: { t: Testimonial; sample: boolean }) {
  return (
    <figure className="flex h-full flex-col rounded-lg border bg-card p-6" data-testid="testimonial">
      <Stars rating={t.rating} />
      <blockquote className="mt-4 flex-1 text-sm leading-relaxed text-slate-300">“{t.content}”</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-bold text-primary"
          aria-hidden="true"
        >
          {t.initials}
        </span>
        <span className="min-w-0">
          <span className="flex items-center gap-1.5 font-semibold text-white">
            {t.name}
            {/* Only the operator marks one Verified, and never a seeded sample. */}
            {t.verified ? (
              <span className="inline-flex items-center gap-0.5 text-xs font-medium text-primary">
                <BadgeCheck className="h-4 w-4" aria-hidden="true" />
                Verified
              </span>
            ) : sample ? (
              <span className="rounded bg-slate-500/20 px-1.5 py-0.5 text-[10px] font-medium uppercase tracking-wide text-slate-300">
                Sample
              </span>
            ) : null}
          </span>
          <span className="block truncate text-xs text-slate-400">{t.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** `sample`: the site runs on demo data, so the seeded testimonials say they are invented. */
export function TestimonialsSection({ sample }: { sample: boolean }) {
  const { data, isLoading, isError } = useTestimonials();
  return (
    <LandingSection
      eyebrow="Testimonials"
      title="What members say"
      intro={
        sample
          ? 'Sample testimonials: this site runs on demo data, and these show where members’ words will appear.'
          : 'Traders and investors who use the rules, the lessons and the signals.'
      }
    >
      {/* Reserve the loaded height so the sections below do not jump. */}
      <div className="grid min-h-[36rem] auto-rows-min gap-4 md:grid-cols-2 lg:min-h-[28rem] lg:grid-cols-3">
        {isLoading
          ? Array.from({ length: TESTIMONIALS_SHOWN }, (_, i) => <Skeleton key={i} className="h-52 w-full" />)
          : (data ?? []).map((t) => <TestimonialCard key={t.id} t={t} sample={sample} />)}
        {isError ? (
          <p className="text-sm text-muted-foreground md:col-span-2 lg:col-span-3">
            Testimonials are unavailable right now.
          </p>
        ) : null}
      </div>
    </LandingSection>
  );
}
