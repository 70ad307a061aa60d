import { Award, CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';
import { Progress } from '@/client/components/ui/progress';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';
import type { QuizResult } from '@/core/schemas/quiz';
import { quizTier } from '@/core/schemas/quiz';

/** Spec 01 §9: >= 80 green, >= 60 orange, below red. */
const TIERS = {
  excellent: {
    label: 'Excellent!',
    text: 'You think like a trend follower already.',
    color: 'text-green-400',
    bar: 'bg-green-500',
  },
  good: {
    label: 'Good job!',
    text: 'The right instincts, with a few gaps worth closing.',
    color: 'text-orange-400',
    bar: 'bg-orange-500',
  },
  'keep-studying': {
    label: 'Keep studying!',
    text: 'Read the explanations below: each one is a lesson.',
    color: 'text-red-400',
    bar: 'bg-red-500',
  },
} as const;

const tf = (b: boolean) => (b ? 'True' : 'False');

type QuizResultsProps = { result: QuizResult; email: string | null; onRetake: () => void };

/** The score, the tier's verdict and the ways on. */
function ScoreCard({ result, email, onRetake }: QuizResultsProps) {
  const tier = TIERS[quizTier(result.percentage)];
  return (
    <Card>
      <CardContent className="space-y-4 pt-6 text-center">
        <Award className={cn('mx-auto h-12 w-12', tier.color)} aria-hidden="true" />
        <p className={cn('text-5xl font-bold tabular-nums', tier.color)} data-testid="quiz-percentage">
          {result.percentage}%
        </p>
        <p className="text-lg text-white">
          You scored {result.score} out of {result.totalQuestions}
        </p>
        <p className={cn('text-xl font-semibold', tier.color)}>{tier.label}</p>
        <p className="text-slate-400">{tier.text}</p>
        <Progress
          value={result.percentage}
          indicatorClassName={tier.bar}
          aria-label="Score"
          className="mx-auto max-w-sm"
        />
        {result.emailSent && email ? (
          <p className="text-sm text-slate-400">Results have been emailed to {email}.</p>
        ) : null}
        <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row">
          <Button asChild>
            <Link to={paths.home}>Back to Home</Link>
          </Button>
          <Button variant="outline" onClick={onRetake}>
            <RotateCcw aria-hidden="true" />
            Take it again
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function AnswerReviewItem({ q, n }: { q: QuizResult['questions'][number]; n: number }) {
  return (
    <li
      className={cn(
        'rounded-lg border p-4',
        q.correct ? 'border-green-500/30 bg-green-500/5' : 'border-red-500/30 bg-red-500/5',
      )}
    >
      <div className="flex items-start gap-3">
        {q.correct ? (
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-400" aria-label="Correct" />
        ) : (
          <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-400" aria-label="Incorrect" />
        )}
        <div className="min-w-0 space-y-1">
          <p className="font-medium text-white">
            {n}. {q.question}
          </p>
          <p className="text-sm text-slate-300">
            Your answer: <span className="font-semibold">{tf(q.userAnswer)}</span>
            {q.correct ? null : (
              <>
                {' '}
                · Correct answer: <span className="font-semibold">{tf(q.correctAnswer)}</span>
              </>
            )}
          </p>
          {q.explanation ? <p className="text-sm text-slate-400">{q.explanation}</p> : null}
        </div>
      </div>
    </li>
  );
}

export function QuizResults({ result, email, onRetake }: QuizResultsProps) {
  return (
    <div className="space-y-6" data-testid="quiz-results">
      <ScoreCard result={result} email={email} onRetake={onRetake} />
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-none tracking-tight text-white">
            Review your answers
          </h2>
        </CardHeader>
        <CardContent>
          <ol className="space-y-4">
            {result.questions.map((q, i) => (
              <AnswerReviewItem key={i} q={q} n={i + 1} />
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
