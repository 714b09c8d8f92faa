import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNavigate } from 'react-admin';
import type { AppAuthProvider, SignInOutcome } from '../providers/authProvider';
import { HOME_PATH } from './publicRoutes';

/** The authProvider with its account calls (password reset, first connection, account link). */
export function useAccount(): AppAuthProvider {
  return useAuthProvider() as AppAuthProvider;
}

/**
 * After a session starts on a public page: refresh react-admin's cached auth state (else the admin
 * routes still see the visitor as signed out), then go where the sign-in leads.
 */
export function useEnterConsole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (outcome: SignInOutcome) => {
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    navigate(outcome?.redirectTo ?? HOME_PATH);
  };
}
