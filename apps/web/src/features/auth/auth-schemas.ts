/**
 * The response schemas of the auth calls, loaded with the first call (see auth-api.ts). Their own
 * module: a dynamic import of the '@app/contracts' barrel would keep every schema of every feature
 * in one chunk that each logged-in page downloads.
 */
export {
  checkSessionResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  passwordResetResponseSchema,
  passwordUpdateResponseSchema,
  tokenVerifyResponseSchema,
} from '@app/contracts';
