import type { InvoiceListItem, InvoiceSort } from '@app/contracts';
import { formatInvoiceDate, PAGE_SIZE } from '@app/domain';
import { FileText, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { MessageBar } from '../../../components/ui/message-bar';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchField } from '../../../components/ui/search-field';
import { LoadingState } from '../../../components/ui/spinner';
import {
  Cell,
  Column,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { usePagedList, usePagedRows } from '../../../lib/use-paged-list';
import { InvoiceStatusBadge } from '../components/status-badge';
import { useInvoicesList } from '../invoices-api';

/** Concepts read "Concept #{concept_id}", also one set back to concept that keeps its number. */
export const invoiceLabel = (invoice: Pick<InvoiceListItem, 'invoice_id' | 'concept_id' | 'status'>) =>
  invoice.status === 'concept' || !invoice.invoice_id ? `Concept #${invoice.concept_id}` : invoice.invoice_id;

const SORT_COLUMNS: Record<string, InvoiceSort> = {
  number: 'invoice_id',
  date: 'invoice_date',
  contact: 'contact',
  amount: 'total',
  status: 'status',
  id: 'id',
};

export function InvoicesPage() {
  useFlashMessage();
  const navigate = useNavigate();
  const [sort, setSort] = useState<SortDescriptor>({ column: 'id', direction: 'descending' });
  const paged = usePagedList([sort]);
  const term = paged.term;
  const list = useInvoicesList({
    q: term,
    sort: SORT_COLUMNS[String(sort.column)] ?? 'id',
    direction: sort.direction === 'ascending' ? 'asc' : 'desc',
    page: paged.page,
    perPage: PAGE_SIZE,
  });
  const { data, rows, pageCount } = usePagedRows(list.data);

  const emptyState = () =>
    term ? (
      <EmptyState
        icon={<Search aria-hidden />}
        title={`Geen facturen gevonden voor "${term}"`}
        description="Zoek op factuurnummer, conceptnummer, contactnaam of kenmerk."
      />
    ) : (
      <EmptyState
        icon={<FileText aria-hidden />}
        title="Geen facturen gevonden"
        description="Maak je eerste factuur met de knop Toevoegen."
        action={
          <Button
            icon={<Plus className="size-4" aria-hidden />}
            onPress={() => void navigate('/sales_invoices/new')}
          >
            Toevoegen
          </Button>
        }
      />
    );

  return (
    <>
      <PageHeader
        title="Facturen"
        actions={
          <>
            <Button variant="secondary" onPress={() => void navigate('/sales_invoices/export')}>
              Export voor de boekhouder
            </Button>
            <Link className={buttonClassName('secondary')} to="/sales_invoices/outstanding">
              Te ontvangen
            </Link>
            <Button
              icon={<Plus className="size-4" aria-hidden />}
              onPress={() => void navigate('/sales_invoices/new')}
            >
              Toevoegen
            </Button>
          </>
        }
      />
      <SearchField
        label="Zoek facturen"
        hideLabel
        placeholder="Zoek op nummer, contact of kenmerk"
        value={paged.search}
        onChange={paged.setSearch}
        className="mb-4 max-w-xl"
      />
      {data === undefined && !list.isError ? (
        <LoadingState label="Facturen laden…" />
      ) : list.isError ? (
        <MessageBar tone="danger">{list.error.message}</MessageBar>
      ) : (
        <>
          <TableContainer className={cn(list.isFetching && 'opacity-70 transition-opacity')}>
            <Table
              aria-label="Facturen"
              sortDescriptor={sort}
              onSortChange={setSort}
              onRowAction={(key) => void navigate(`/sales_invoices/${String(key)}`)}
            >
              <TableHeader>
                <Column id="number" isRowHeader allowsSorting>
                  Factuurnummer
                </Column>
                <Column id="date" allowsSorting>
                  Factuurdatum
                </Column>
                <Column id="contact" allowsSorting>
                  Contact
                </Column>
                <Column id="amount" allowsSorting align="end">
                  Bedrag
                </Column>
                <Column id="status" allowsSorting>
                  Status
                </Column>
              </TableHeader>
              <TableBody items={rows} renderEmptyState={emptyState}>
                {(invoice) => (
                  <Row
                    id={invoice.uuid}
                    isDisabled={Boolean(invoice.deleted_at)}
                    className={cn(invoice.deleted_at && 'text-gray-400')}
                    data-deleted={invoice.deleted_at ? 'true' : undefined}
                  >
                    <Cell>
                      <span className={cn('font-medium', invoice.deleted_at && 'line-through')}>
                        {invoiceLabel(invoice)}
                      </span>
                      {invoice.kind === 'credit_note' ? (
                        <Badge tone="neutral" className="ml-2">
                          Creditfactuur
                        </Badge>
                      ) : null}
                      {invoice.status === 'concept' && invoice.invoice_id ? (
                        <span className="ml-2 text-xs text-gray-500">(nummer {invoice.invoice_id})</span>
                      ) : null}
                      {invoice.deleted_at ? <span className="ml-2 text-xs">(verwijderd)</span> : null}
                    </Cell>
                    <Cell className="tabular-nums max-sm:text-gray-500">
                      {formatInvoiceDate(invoice.invoice_date)}
                    </Cell>
                    {/* On a phone: number, date and status on one line, contact and amount below. */}
                    <Cell className="max-sm:order-2 max-sm:basis-3/5 max-sm:grow max-sm:break-words">
                      {invoice.contact?.display_name ?? '—'}
                    </Cell>
                    <Cell mobile="end" className="text-right whitespace-nowrap tabular-nums max-sm:order-3">
                      <Money cents={invoice.total_amount} />
                    </Cell>
                    <Cell mobile="end">
                      <span className="flex flex-wrap items-center gap-x-2">
                        <InvoiceStatusBadge status={invoice.status} kind={invoice.kind} />
                        {invoice.status === 'paid' && invoice.paid_at ? (
                          <span className="text-xs whitespace-nowrap text-gray-600">
                            op {formatInvoiceDate(invoice.paid_at)}
                          </span>
                        ) : null}
                      </span>
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {pageCount > 1 ? (
            <Pagination
              className="mt-4"
              page={paged.page}
              pageCount={pageCount}
              onPageChange={paged.setPage}
            />
          ) : null}
        </>
      )}
    </>
  );
}
