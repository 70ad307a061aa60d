import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authApi } from '@/core/api/auth';
import type { registerSchema } from '@/core/schemas/auth';
import { callEndpoint } from '@/client/lib/endpoint-client';

export type RegisterPayload = z.output<typeof registerSchema>;

/** POST /api/register (spec 01 §7): the answer is not read beyond success or failure. */
export const register = (body: RegisterPayload) => callEndpoint(authApi.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
