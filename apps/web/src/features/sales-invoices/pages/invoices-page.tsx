import type { InvoiceListItem, InvoiceSort } from '@app/contracts';
import { formatInvoiceDate, PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@app/domain';
import { FileText, Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button as AriaButton, Input, SearchField } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { MessageBar } from '../../../components/ui/message-bar';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
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
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFlashMessage } from '../../../lib/use-flash-message';
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
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'id', direction: 'descending' });
  const [page, setPage] = useState(1);
  const list = useInvoicesList({
    q: term,
    sort: SORT_COLUMNS[String(sort.column)] ?? 'id',
    direction: sort.direction === 'ascending' ? 'asc' : 'desc',
    page,
    perPage: PAGE_SIZE,
  });
  // Rendered one step behind the query: its result reaches React as a blocking update, and the
  // rows in one pass were the page's longest task; deferred, they render interruptibly
  // (docs/decisions.md, "Rendering").
  const data = useDeferredValue(list.data);
  const rows = data?.results ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.meta.total / PAGE_SIZE)) : 1;

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
        aria-label="Zoek facturen"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        className="group relative mb-4 max-w-xl"
      >
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
        <Input
          placeholder="Zoek op nummer, contact of kenmerk"
          className="min-h-11 w-full rounded-md border border-gray-300 bg-white py-2 pr-11 pl-9 sm:min-h-0 sm:pr-9 text-sm shadow-sm outline-none placeholder:text-gray-400 data-focused:border-brand-500 data-focused:ring-2 data-focused:ring-brand-500/30 [&::-webkit-search-cancel-button]:hidden"
        />
        <AriaButton
          aria-label="Zoekterm wissen"
          className="absolute top-1/2 right-0 flex size-11 -translate-y-1/2 items-center justify-center rounded text-gray-500 sm:right-2 sm:size-auto sm:px-1 outline-none group-data-empty:hidden data-focus-visible:ring-2 data-focus-visible:ring-brand-500"
        >
          ×
        </AriaButton>
      </SearchField>
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
              onSortChange={(next) => {
                setSort(next);
                setPage(1);
              }}
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
            <Pagination className="mt-4" page={page} pageCount={pageCount} onPageChange={setPage} />
          ) : null}
        </>
      )}
    </>
  );
}
