import type {
  checkSessionResponseSchema,
  LoginRequest,
  LoginSecondStepRequest,
  loginAnswerSchema,
  loginResponseSchema,
  logoutResponseSchema,
  passwordResetResponseSchema,
  passwordUpdateResponseSchema,
  tokenVerifyResponseSchema,
} from '@app/contracts';
import { apiGet, apiPost, type ResponseOf } from '../../lib/api';

/** The query key of the session's user (the layout's refresh and the boot prefetch share it). */
export const CHECK_SESSION_QUERY_KEY = ['auth', 'check-session'] as const;

/** Auth calls; those of the public screens send no bearer token and do no refresh-on-401. */
export const authApi = {
  /** The session, or (two-step sign-in on) a challenge for `loginSecondStep`. */
  login: (body: LoginRequest) =>
    apiPost<ResponseOf<typeof loginAnswerSchema>>('/auth/login', body, { auth: false }),
  loginSecondStep: (body: LoginSecondStepRequest) =>
    apiPost<ResponseOf<typeof loginResponseSchema>>('/auth/login.second_step', body, { auth: false }),
  requestPasswordReset: (email_address: string) =>
    apiPost<ResponseOf<typeof passwordResetResponseSchema>>(
      '/password.reset',
      { email_address },
      { auth: false },
    ),
  verifyToken: (token: string, signal?: AbortSignal) =>
    apiPost<ResponseOf<typeof tokenVerifyResponseSchema>>(
      '/token.verify',
      { token },
      { auth: false, ...(signal ? { signal } : {}) },
    ),
  updatePassword: (token: string, password: string) =>
    apiPost<ResponseOf<typeof passwordUpdateResponseSchema>>(
      '/password.update',
      { token, password },
      { auth: false },
    ),
  /**
   * Ends this login on the server; its refresh and access tokens stop working. Named by the refresh
   * token, without bearer or refresh-on-401, so it also works when the access token has expired and
   * the stores are cleared while it is under way.
   */
  logout: (refresh_token: string) =>
    apiPost<ResponseOf<typeof logoutResponseSchema>>('/auth/logout', { refresh_token }, { auth: false }),
  checkSession: (signal?: AbortSignal) =>
    apiGet<ResponseOf<typeof checkSessionResponseSchema>>('/auth/check-session', signal ? { signal } : {}),
};
