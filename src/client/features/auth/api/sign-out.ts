import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/client/components/ui/use-toast';
import { authApi } from '@/core/api/auth';
import { callEndpoint } from '@/client/lib/endpoint-client';
import { CURRENT_USER_KEY } from '@/client/lib/current-user';

/** POST /api/logout. Success or failure: cached user cleared and back to /; only success toasts. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callEndpoint(authApi.logout),
    onSuccess: () => {
      toast({ title: 'Signed Out', description: 'You have been successfully signed out.' });
    },
    onError: (err) => {
      console.warn('Sign out failed', err);
    },
    onSettled: () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      void navigate('/');
    },
  });
}
