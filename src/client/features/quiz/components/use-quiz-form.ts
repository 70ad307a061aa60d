import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import type { QuizResult } from '@/core/schemas/quiz';
import { quizFormSchema } from '@/core/schemas/quiz';
import { useSubmitQuiz } from '../api/submit-quiz';

type QuizFormValues = z.input<typeof quizFormSchema>;

/** The quiz's form and its submission: a toast tells the score or the failure, then onDone takes the result. */
export function useQuizForm(total: number, onDone: (result: QuizResult, email: string | null) => void) {
  const submit = useSubmitQuiz();
  const form = useForm<QuizFormValues, unknown, z.output<typeof quizFormSchema>>({
    resolver: zodResolver(quizFormSchema),
    defaultValues: { email: '', answers: [], website: '' },
    // A message goes away while typing; the next submit checks again.
    reValidateMode: 'onSubmit',
  });

  const finish = form.handleSubmit(({ email, answers, website }) => {
    submit.mutate(
      { email, answers: answers.slice(0, total), website: website || undefined },
      {
        onSuccess: (result) => {
          const mailed = result.emailSent && email ? ` Results have been emailed to ${email}.` : '';
          toast({
            title: 'Quiz completed!',
            description: `You scored ${result.score} out of ${result.totalQuestions} (${result.percentage}%).${mailed}`,
          });
          onDone(result, email);
        },
        onError: (err) => {
          toast({
            title: 'Failed to submit quiz',
            description: (err instanceof ApiError && err.serverMessage) || 'Please try again',
            variant: 'destructive',
          });
        },
      },
    );
  });

  return { form, finish, isPending: submit.isPending };
}

export type QuizForm = ReturnType<typeof useQuizForm>['form'];
