import type { InvoiceModel } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '../../lib/api';
import { toast } from '../../lib/toast';
import { errorText } from './invoices-api';

/** "factuur-F2026-0001.xml" when the server names none. */
const ublFileName = (invoice: Pick<InvoiceModel, 'invoice_id' | 'concept_id'>) =>
  `factuur-${(invoice.invoice_id ?? String(invoice.concept_id)).replace(/[^A-Za-z0-9._-]+/g, '_')}.xml`;

/**
 * Downloads the UBL e-invoice of a published invoice or credit note. A refusal (a Dutch business
 * without KvK number) shows the server's message, which names what is missing.
 */
export function useUblDownload() {
  return useMutation({
    mutationFn: async (invoice: InvoiceModel) => {
      const { blob, filename } = await apiDownload(`/invoice.ubl/${invoice.uuid}`);
      saveBlob(blob, filename ?? ublFileName(invoice));
    },
    onError: (error) => {
      toast.error(errorText(error, 'De e-factuur (UBL) kon niet worden gedownload.'));
    },
  });
}
