import { useMutation } from '@tanstack/react-query';
import { labApi } from '@/core/api/lab';
import type { LabBacktestBody, LabBacktestResponse } from '@/core/schemas/lab';
import { callEndpoint } from '@/client/lib/endpoint-client';

/** POST /api/lab/backtest for each parameter set in turn (the server runs one at a time per request). */
export const useLabRuns = () =>
  useMutation({
    mutationFn: async (bodies: LabBacktestBody[]): Promise<LabBacktestResponse[]> => {
      const out: LabBacktestResponse[] = [];
      for (const body of bodies) out.push(await callEndpoint(labApi.backtest, { body }));
      return out;
    },
  });
