import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';

// The landing page's sections are built by issue 5; the anchors are part of the shell.
export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <section className="py-20 text-center">
        <h1 className="text-4xl font-bold text-white sm:text-5xl">Do you have natural trading talent?</h1>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={paths.quiz}>Take The Quiz</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.signals}>View Live Signals</Link>
          </Button>
        </div>
      </section>
      {(['quiz', 'signals', 'learn', 'pricing'] as const).map((id) => (
        <section key={id} id={id} className="min-h-[60vh] border-t py-16">
          <h2 className="text-2xl font-bold capitalize text-white">{id}</h2>
        </section>
      ))}
    </div>
  );
}
