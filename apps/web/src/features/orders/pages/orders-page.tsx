import { ORDER_MESSAGES, ORDER_STATUSES } from '@app/contracts';
import { formatDisplayDate, formatDisplayPeriod, formatMoney, ORDER_STATUS_LABELS } from '@app/domain';
import { Plus, Search, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { MessageBar } from '../../../components/ui/message-bar';
import { MultiSelect } from '../../../components/ui/multi-select';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchField } from '../../../components/ui/search-field';
import { LoadingState } from '../../../components/ui/spinner';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { usePagedList, usePagedRows } from '../../../lib/use-paged-list';
import { OrderStatusBadge } from '../components/order-status-badge';
import { useOrderStatusFilter } from '../order-filters';
import { useOrdersList } from '../orders-api';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ id: status, label: ORDER_STATUS_LABELS[status] }));

export function OrdersPage() {
  useFlashMessage();
  const navigate = useNavigate();
  const [statuses, setStatuses] = useOrderStatusFilter();
  const paged = usePagedList([statuses]);
  const q = paged.term;
  const list = useOrdersList({ q, statuses, page: paged.page });
  const { data, rows, pageCount } = usePagedRows(list.data);
  const toNew = () => void navigate('/orders/new');

  const emptyState = () =>
    q ? (
      <EmptyState icon={<Search aria-hidden />} title={`Geen orders gevonden voor "${q}"`} />
    ) : (
      <EmptyState
        icon={<ShoppingCart aria-hidden />}
        title={ORDER_MESSAGES.emptyList}
        description={
          statuses.length < ORDER_STATUSES.length
            ? 'Met de gekozen statussen zijn er geen orders.'
            : undefined
        }
      />
    );

  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          <Button icon={<Plus className="size-4" aria-hidden />} onPress={toNew}>
            Toevoegen
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label="Zoek orders"
          placeholder="Zoek op ordernummer, contact, plaats of product"
          value={paged.search}
          onChange={paged.setSearch}
          className="w-full sm:max-w-sm"
        />
        <MultiSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={statuses}
          onChange={setStatuses}
          placeholder="Geen status gekozen"
          className="w-full sm:w-72"
        />
      </div>
      {list.isError && (
        <MessageBar tone="danger" className="mb-4">
          {list.error.message}
        </MessageBar>
      )}
      {data === undefined && !list.isError ? (
        <LoadingState label="Orders laden…" />
      ) : (
        <TableContainer className={cn(list.isFetching && 'opacity-70 transition-opacity')}>
          <Table aria-label="Orders" onRowAction={(key) => void navigate(`/orders/${String(key)}`)}>
            <TableHeader>
              <Column isRowHeader className="sm:w-24">
                Order
              </Column>
              <Column>Contact</Column>
              <Column>Huurperiode</Column>
              <Column>Plaats</Column>
              <Column>Orderdatum</Column>
              <Column align="end">Bedrag</Column>
              <Column>Status</Column>
            </TableHeader>
            <TableBody items={rows} renderEmptyState={emptyState}>
              {(order) => (
                <Row id={order.uuid}>
                  <Cell>
                    <span className="font-medium tabular-nums">#{order.id}</span>
                  </Cell>
                  {/* On a phone: number, date and status on one line, contact and amount below. */}
                  <Cell className="max-sm:order-2 max-sm:basis-3/5 max-sm:grow max-sm:break-words">
                    {order.contact.display_name}
                  </Cell>
                  <Cell className="tabular-nums max-sm:order-2 max-sm:basis-full">
                    {order.rental_period
                      ? formatDisplayPeriod(order.rental_period.from, order.rental_period.until)
                      : '—'}
                  </Cell>
                  <Cell className="max-sm:order-2 max-sm:text-gray-500 max-sm:break-words">
                    {order.delivery_city ?? '—'}
                  </Cell>
                  <Cell className="tabular-nums max-sm:text-gray-500">
                    {formatDisplayDate(order.created_at)}
                  </Cell>
                  <Cell mobile="end" className="text-right whitespace-nowrap tabular-nums max-sm:order-3">
                    {formatMoney(order.total_amount)}
                  </Cell>
                  <Cell mobile="end">
                    <OrderStatusBadge status={order.status} />
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Pagination className="mt-4" page={paged.page} pageCount={pageCount} onPageChange={paged.setPage} />
    </>
  );
}
