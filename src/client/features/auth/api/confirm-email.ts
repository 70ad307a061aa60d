import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/client/lib/api';

/** POST /api/confirm-email with the token from the mailed link's fragment. */
export const confirmEmail = (body: { token: string }) =>
  apiJson<{ ok: true; message: string }>('POST', '/api/confirm-email', body);

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
