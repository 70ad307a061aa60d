import { useMutation } from '@tanstack/react-query';
import { authApi } from '@/core/api/auth';
import { callEndpoint } from '@/client/lib/endpoint-client';

/** POST /api/confirm-email with the token from the mailed link's fragment. */
export const confirmEmail = (body: { token: string }) => callEndpoint(authApi.confirmEmail, { body });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
