import type {
  TwoStepDisableRequest,
  twoStepConfirmResponseSchema,
  twoStepMessageResponseSchema,
  twoStepSetupResponseSchema,
  twoStepStatusResponseSchema,
} from '@app/contracts';
import { apiGet, apiPost, type ResponseOf } from '../../lib/api';

export const TWO_STEP_QUERY_KEY = ['account', 'two-step'] as const;

/** The signed-in person's own two-step sign-in (every role). */
export const twoStepApi = {
  status: (signal?: AbortSignal) =>
    apiGet<ResponseOf<typeof twoStepStatusResponseSchema>>('/two_step.view', signal ? { signal } : {}),
  setup: () => apiPost<ResponseOf<typeof twoStepSetupResponseSchema>>('/two_step.setup'),
  confirm: (code: string) =>
    apiPost<ResponseOf<typeof twoStepConfirmResponseSchema>>('/two_step.confirm', { code }),
  disable: (proof: TwoStepDisableRequest) =>
    apiPost<ResponseOf<typeof twoStepMessageResponseSchema>>('/two_step.disable', proof),
};
