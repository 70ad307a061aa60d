import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { authApi } from '@/core/api/auth';
import type { AnswerOf, BodyOf } from '@/core/api/endpoint';
import { callEndpoint, endpointUrl } from '@/client/lib/endpoint-client';

export type CaptchaChallenge = AnswerOf<typeof authApi.captcha>;

/** GET /api/captcha: a fresh sum from the server each time (never cached). */
export const captchaQueryOptions = (round: number) =>
  queryOptions({
    queryKey: [endpointUrl(authApi.captcha), round],
    queryFn: () => callEndpoint(authApi.captcha),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useCaptchaChallenge = (round: number) => useQuery(captchaQueryOptions(round));

/** POST /api/captcha/verify: a right answer yields the captchaToken for the registration payload. */
export const verifyCaptcha = (body: BodyOf<typeof authApi.verifyCaptcha>) =>
  callEndpoint(authApi.verifyCaptcha, { body });

export const useVerifyCaptcha = () => useMutation({ mutationFn: verifyCaptcha });
