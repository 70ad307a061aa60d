import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/client/lib/api';
import type { captchaChallengeSchema } from '@/core/schemas/auth';

export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** GET /api/captcha: a fresh sum from the server each time (never cached). */
export const captchaQueryOptions = (round: number) =>
  queryOptions({
    queryKey: ['/api/captcha', round],
    queryFn: () => apiJson<CaptchaChallenge>('GET', '/api/captcha'),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useCaptchaChallenge = (round: number) => useQuery(captchaQueryOptions(round));

/** POST /api/captcha/verify: a right answer yields the captchaToken for the registration payload. */
export const verifyCaptcha = (body: { challenge: string; answer: number }) =>
  apiJson<{ captchaToken: string }>('POST', '/api/captcha/verify', body);

export const useVerifyCaptcha = () => useMutation({ mutationFn: verifyCaptcha });
