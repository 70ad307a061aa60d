import { ArrowRight, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { FieldError as FormFieldError } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { Progress } from '@/client/components/ui/progress';
import { cn } from '@/client/lib/cn';
import type { QuizQuestionsResponse, QuizResult } from '@/core/schemas/quiz';
import { HoneypotInput } from '@/client/components/ui/honeypot-input';
import type { QuizForm } from './use-quiz-form';
import { useQuizForm } from './use-quiz-form';

function TrueFalse({ value, onChange }: { value: boolean | null; onChange: (v: boolean) => void }) {
  return (
    <div role="radiogroup" aria-label="Your answer" className="grid grid-cols-2 gap-3">
      {[true, false].map((v) => (
        <button
          key={String(v)}
          type="button"
          role="radio"
          aria-checked={value === v}
          onClick={() => onChange(v)}
          className={cn(
            'h-14 rounded-lg border text-base font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            // Neutral 'selected' look: green/red would read as a score before the quiz is scored.
            value === v ? 'border-primary bg-primary/15 text-white' : 'hover:bg-accent',
          )}
        >
          {v ? 'True' : 'False'}
        </button>
      ))}
    </div>
  );
}

function QuizProgress({ index, total }: { index: number; total: number }) {
  return (
    <div className="space-y-2">
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>
          Question {index + 1} of {total}
        </span>
        <span>{Math.round((index / total) * 100)}% complete</span>
      </div>
      <Progress value={(index / total) * 100} aria-label="Quiz progress" />
    </div>
  );
}

/** The optional email on the last question, with the honeypot bots fill in. */
function EmailSection({
  id,
  form,
  error,
}: {
  id: string;
  form: QuizForm;
  error: FormFieldError | undefined;
}) {
  return (
    <div className="space-y-2 rounded-lg border bg-background/40 p-4">
      <Label htmlFor={`${id}-email`}>Email (optional)</Label>
      <Input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        aria-invalid={Boolean(error)}
        {...form.register('email', { onChange: () => form.clearErrors('email') })}
      />
      <FieldError message={error?.message} />
      <p className="text-xs text-muted-foreground">
        Get your results and the explanations by email. By providing your email you agree to receive marketing
        emails from us, including our weekly newsletter; you can unsubscribe at any time.
      </p>
      <Controller
        control={form.control}
        name="website"
        render={({ field }) => <HoneypotInput value={field.value ?? ''} onChange={field.onChange} />}
      />
    </div>
  );
}

function StepButton({ isLast, answered, pending }: { isLast: boolean; answered: boolean; pending: boolean }) {
  return isLast ? (
    <Button type="submit" disabled={!answered || pending}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      Submit Quiz
    </Button>
  ) : (
    <Button type="submit" disabled={!answered}>
      Next
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}

/** One question at a time (spec 01 §4 Quiz): Next disabled until answered; email + 'Submit Quiz' on the last. */
export function QuizRunner({
  quiz,
  onDone,
}: {
  quiz: QuizQuestionsResponse;
  onDone: (result: QuizResult, email: string | null) => void;
}) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const total = quiz.length;
  const { form, finish, isPending } = useQuizForm(total, onDone);
  const e = form.formState.errors;

  const isLast = index === total - 1;
  const question = quiz[index];
  const selected: boolean | null = form.watch(`answers.${index}`) ?? null;

  function next() {
    if (selected === null) return;
    setIndex((i) => i + 1);
  }

  return (
    <Card>
      <CardContent className="space-y-6 pt-6">
        <QuizProgress index={index} total={total} />
        <form
          onSubmit={(ev) => {
            ev.preventDefault();
            if (selected === null) return;
            if (isLast) void finish(ev);
            else next();
          }}
          noValidate
          className="relative space-y-6"
        >
          <fieldset className="space-y-5">
            <legend
              className="text-lg font-medium leading-relaxed text-white sm:text-xl"
              data-testid="quiz-question"
            >
              {question.question}
            </legend>
            <TrueFalse
              value={selected}
              onChange={(v) => form.setValue(`answers.${index}`, v, { shouldDirty: true })}
            />
          </fieldset>
          <FieldError message={e.answers?.message ?? e.answers?.[index]?.message} />
          {isLast ? <EmailSection id={id} form={form} error={e.email} /> : null}
          <div className="flex justify-end">
            <StepButton isLast={isLast} answered={selected !== null} pending={isPending} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
