import { REPORT_MESSAGES } from '@app/contracts';
import { isReportPeriodTooLong } from '@app/domain';
import { validationFailed } from '../../lib/app-error.ts';

/**
 * A report's period, after the query schema checked both days: `until` on or after `from`, and at
 * most three years, else a Dutch 422 on `until`.
 */
export const checkReportPeriod = (from: string, until: string): void => {
  if (until < from)
    throw validationFailed(REPORT_MESSAGES.untilBeforeFrom, { until: [REPORT_MESSAGES.untilBeforeFrom] });
  if (isReportPeriodTooLong(from, until))
    throw validationFailed(REPORT_MESSAGES.tooLong, { until: [REPORT_MESSAGES.tooLong] });
};
