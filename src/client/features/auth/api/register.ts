import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/client/lib/api';
import type { registerSchema } from '@/core/schemas/auth';

export type RegisterPayload = z.output<typeof registerSchema>;

/** POST /api/register (spec 01 §7): the answer is not read beyond success or failure. */
export const register = (body: RegisterPayload) =>
  apiJson<{ ok: true; message: string }>('POST', '/api/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
