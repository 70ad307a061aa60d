import { Clock, ListChecks, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { LandingSection } from './section';

const FACTS = [
  {
    icon: ListChecks,
    title: 'True or false',
    text: 'A fresh sample of statements from our bank about trends, risk and discipline.',
  },
  {
    icon: Clock,
    title: '2-5 minutes',
    text: 'One question at a time; your score and every explanation at the end.',
  },
  {
    icon: Users,
    title: 'A famous experiment',
    text: 'In 1983 thousands applied to learn trading from scratch; only 13 were chosen.',
  },
];

/** #quiz: the entrance-exam teaser (spec 01 §2 Landing page). */
export function QuizTeaser() {
  return (
    <LandingSection
      id="quiz"
      eyebrow="Entrance exam"
      title="Could you have made the cut?"
      intro="A famous experiment picked novice traders with a written exam of true-or-false questions. Ours is shorter, written by us, and tells you why each answer is right."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {FACTS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-lg border bg-card p-5">
            <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-white">{title}</h3>
            <p className="mt-1 text-sm text-slate-400">{text}</p>
          </div>
        ))}
      </div>
      <div className="mt-8 text-center">
        <Button asChild size="lg">
          <Link to={paths.quiz}>Start Quiz (2-5 minutes)</Link>
        </Button>
      </div>
    </LandingSection>
  );
}
