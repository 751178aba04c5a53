import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { ReportPeriod } from '../report-period';
import { downloadReport } from '../reports-api';

/** "Exporteren": the report's tables of the period as one XLSX file. */
export function ExportButton({ period }: { period: ReportPeriod }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      toast.success(`${await downloadReport(period)} is gedownload.`);
    } catch (caught) {
      toast.error(isApiError(caught) ? caught.message : 'Exporteren is mislukt. Probeer het opnieuw.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      icon={<Download className="size-4" aria-hidden />}
      isPending={busy}
      isDisabled={period.problem !== null}
      onPress={() => void run()}
    >
      Exporteren
    </Button>
  );
}
