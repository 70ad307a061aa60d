import { useState } from 'react';
import { useCaptchaChallenge, useVerifyCaptcha } from '../api/captcha';

/**
 * The captcha's question and answer: a wrong answer is marked and a new question is asked, since the
 * server lets each challenge be answered once.
 */
export function useCaptchaAnswer(round: number, onVerified: (token: string) => void) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState('');
  const [wrong, setWrong] = useState(false);
  const challenge = useCaptchaChallenge(round * 1000 + attempt);
  const verify = useVerifyCaptcha();

  const next = () => {
    setAnswer('');
    setAttempt((a) => a + 1);
  };

  function submit() {
    if (!challenge.data || answer.trim() === '') return;
    verify.mutate(
      { challenge: challenge.data.challenge, answer: Number(answer) },
      {
        onSuccess: (r) => {
          setWrong(false);
          onVerified(r.captchaToken);
        },
        onError: () => {
          setWrong(true);
          next();
        },
      },
    );
  }

  return { challenge, verify, answer, setAnswer, wrong, next, submit };
}
