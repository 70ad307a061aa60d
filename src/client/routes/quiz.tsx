import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { PageShell } from '@/client/components/ui/page-shell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { quizQuestionsQueryOptions, useQuizQuestions } from '@/client/features/quiz/api/get-quiz-questions';
import { QuizResults } from '@/client/features/quiz/components/quiz-results';
import { QuizRunner } from '@/client/features/quiz/components/quiz-runner';
import type { QuizResult } from '@/core/schemas/quiz';

/** /quiz (spec 01 §2, §4): loading, questions one at a time, then the results view. */
export function Component() {
  const queryClient = useQueryClient();
  const { data, isLoading, isError, dataUpdatedAt } = useQuizQuestions();
  const [done, setDone] = useState<{ result: QuizResult; email: string | null } | null>(null);

  function retake() {
    setDone(null);
    void queryClient.refetchQueries({ queryKey: quizQuestionsQueryOptions().queryKey });
    window.scrollTo({ top: 0 });
  }

  return (
    <PageShell
      title={done ? 'Your Quiz Results' : 'Trader Entrance Exam'}
      subtitle={
        done
          ? undefined
          : 'True or false? Answer from your own instincts about trends and risk. It takes 2-5 minutes.'
      }
      className="max-w-3xl"
    >
      {done ? (
        <QuizResults result={done.result} email={done.email} onRetake={retake} />
      ) : isLoading ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading questions">
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : isError || !data ? (
        <Alert variant="destructive">
          The quiz could not be loaded.{' '}
          <Button variant="link" className="h-auto p-0 text-red-200" onClick={retake}>
            Try again
          </Button>
        </Alert>
      ) : (
        // A new sample remounts the runner with fresh state.
        <QuizRunner key={dataUpdatedAt} quiz={data} onDone={(result, email) => setDone({ result, email })} />
      )}
    </PageShell>
  );
}
