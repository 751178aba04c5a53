import type { Generated } from 'kysely';

/** Two-step sign-in; see migration 0600. */
export type TwoStepTables = {
  user_two_step: {
    user_id: number;
    /** The TOTP secret, AES-256-GCM encrypted (features/two-step/secret-box.ts). */
    secret_box: string;
    /** Null while the setup waits for its first code. */
    enabled_at: string | null;
    /** The TOTP time step of the last accepted code; that step and earlier ones are refused. */
    last_used_step: number | null;
    created_at: string;
  };
  user_recovery_codes: {
    id: Generated<number>;
    user_id: number;
    /** sha256 of the normalised code; the code itself is shown once. */
    code_hash: string;
    used_at: string | null;
    created_at: string;
  };
};
