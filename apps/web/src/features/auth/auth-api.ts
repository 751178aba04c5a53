import type { LoginRequest } from '@app/contracts';
import { apiGet, apiPost } from '../../lib/api';

/**
 * The response schemas load with the first call rather than with the page: this module is part of
 * the sign-in page's first download, and zod alone would be a sixth of it. Answers are still
 * checked against the contracts.
 */
const contracts = () => import('./auth-schemas');

/** Auth calls; those of the public screens send no bearer token and do no refresh-on-401. */
export const authApi = {
  login: async (body: LoginRequest) =>
    apiPost('/auth/login', body, { auth: false, schema: (await contracts()).loginResponseSchema }),
  requestPasswordReset: async (email_address: string) =>
    apiPost(
      '/password.reset',
      { email_address },
      { auth: false, schema: (await contracts()).passwordResetResponseSchema },
    ),
  verifyToken: async (token: string, signal?: AbortSignal) =>
    apiPost(
      '/token.verify',
      { token },
      { auth: false, schema: (await contracts()).tokenVerifyResponseSchema, ...(signal ? { signal } : {}) },
    ),
  updatePassword: async (token: string, password: string) =>
    apiPost(
      '/password.update',
      { token, password },
      { auth: false, schema: (await contracts()).passwordUpdateResponseSchema },
    ),
  /**
   * Ends this login on the server; its refresh and access tokens stop working. Named by the refresh
   * token, without bearer or refresh-on-401, so it also works when the access token has expired and
   * the stores are cleared while it is under way.
   */
  logout: async (refresh_token: string) =>
    apiPost(
      '/auth/logout',
      { refresh_token },
      { auth: false, schema: (await contracts()).logoutResponseSchema },
    ),
  checkSession: async (signal?: AbortSignal) =>
    apiGet('/auth/check-session', {
      schema: (await contracts()).checkSessionResponseSchema,
      ...(signal ? { signal } : {}),
    }),
};
