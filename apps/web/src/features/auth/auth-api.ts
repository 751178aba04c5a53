import {
  checkSessionResponseSchema,
  type LoginRequest,
  loginResponseSchema,
  logoutResponseSchema,
  passwordResetResponseSchema,
  passwordUpdateResponseSchema,
  tokenVerifyResponseSchema,
} from '@app/contracts';
import { apiGet, apiPost } from '../../lib/api';

/** Auth calls; those of the public screens send no bearer token and do no refresh-on-401. */
export const authApi = {
  login: (body: LoginRequest) => apiPost('/auth/login', body, { auth: false, schema: loginResponseSchema }),
  requestPasswordReset: (email_address: string) =>
    apiPost('/password.reset', { email_address }, { auth: false, schema: passwordResetResponseSchema }),
  verifyToken: (token: string, signal?: AbortSignal) =>
    apiPost(
      '/token.verify',
      { token },
      { auth: false, schema: tokenVerifyResponseSchema, ...(signal ? { signal } : {}) },
    ),
  updatePassword: (token: string, password: string) =>
    apiPost('/password.update', { token, password }, { auth: false, schema: passwordUpdateResponseSchema }),
  /**
   * Ends this login on the server; its refresh and access tokens stop working. Named by the refresh
   * token, without bearer or refresh-on-401, so it also works when the access token has expired and
   * the stores are cleared while it is under way.
   */
  logout: (refresh_token: string) =>
    apiPost('/auth/logout', { refresh_token }, { auth: false, schema: logoutResponseSchema }),
  checkSession: (signal?: AbortSignal) =>
    apiGet('/auth/check-session', { schema: checkSessionResponseSchema, ...(signal ? { signal } : {}) }),
};
