import { cn } from '@/client/lib/cn';

/**
 * One landing section: an anchorable band with an eyebrow, an h2 and an intro line. Every section is
 * below the first screen, so the browser skips its layout and paint until it nears the viewport
 * (content-visibility: auto; it stays in the accessibility tree and find-in-page). The estimated
 * height keeps the scrollbar steady; once laid out, the real height is remembered.
 */
export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'border-t border-border/60 py-16 [contain-intrinsic-size:auto_900px] [content-visibility:auto] sm:py-20',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow}</p>
          ) : null}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-base text-slate-400 sm:text-lg">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
