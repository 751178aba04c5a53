import type { Generated } from 'kysely';

export type AuthTables = {
  users: {
    id: Generated<number>;
    given_name: string;
    family_name: string;
    /** The login name: always the lower-cased e-mail address. */
    username: string;
    email: string;
    password_hash: string;
    /** 'owner' | 'office' | 'driver' (see features/team/roles.ts). */
    role: Generated<string>;
    /** Set while the person may not sign in. */
    deactivated_at: string | null;
    last_sign_in_at: string | null;
    /** When the last invitation mail was queued; null for accounts made on the command line. */
    invited_at: string | null;
    created_at: string;
    updated_at: string;
  };
  /** One row per login; revoking it ends that login (refresh and access tokens alike). */
  auth_sessions: {
    id: string;
    user_id: number;
    created_at: string;
    revoked_at: string | null;
  };
  refresh_tokens: {
    token_hash: string;
    session_id: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  password_reset_tokens: {
    token_hash: string;
    user_id: number;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
};
