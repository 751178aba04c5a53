import { useNavigate } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { signOut } from './auth-store';

/** Signs out locally (the API has no logout call), drops cached data and goes to /login. */
export function useSignOut() {
  const navigate = useNavigate();
  return () => {
    signOut();
    queryClient.clear();
    void navigate('/login', { replace: true });
  };
}
