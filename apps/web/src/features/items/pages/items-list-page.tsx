import { ImageOff, Package, Plus, Search } from 'lucide-react';
import { Link } from 'react-aria-components';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { MessageBar } from '../../../components/ui/message-bar';
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
import { Tooltip } from '../../../components/ui/tooltip';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { usePagedList, usePagedRows } from '../../../lib/use-paged-list';
import { useItemTypeFilter } from '../item-filters';
import { itemStatusLabel, itemTypeShort, STATUS_TONES } from '../item-labels';
import { type ItemTypeFilter, useItemsList } from '../items-api';

/** Spec §8, the same words as the contacts list: why the full list shows after a search. */
export const SEARCH_FAILED_TEXT = 'Zoeken is mislukt. Je ziet weer de volledige lijst.';

const TYPE_OPTIONS: ReadonlyArray<{ id: ItemTypeFilter; label: string }> = [
  { id: 'rentable', label: 'Huur' },
  { id: 'sellable', label: 'Koop' },
];

export function ItemsListPage() {
  useFlashMessage();
  const [types, setTypes] = useItemTypeFilter();
  const paged = usePagedList([types]);
  const { term: q, page } = paged;
  const searched = useItemsList({ q, types, page });
  // Spec §8: when a search fails its result is dropped and the full list is shown again (with the
  // type filter kept); keepPreviousData holds nothing after an error, so it is asked for anew.
  const searchFailed = q !== '' && searched.isError;
  const fullList = useItemsList({ q: '', types, page }, { enabled: searchFailed });
  const list = searchFailed ? fullList : searched;
  // The term the shown rows belong to: none when the full list stands in for a failed search.
  const shownQ = searchFailed ? '' : q;
  const { data, rows, pageCount } = usePagedRows(list.data);

  const toggleType = (type: ItemTypeFilter, on: boolean) =>
    setTypes(on ? [...types, type] : types.filter((t) => t !== type));

  const emptyState = () =>
    shownQ || types.length < 2 ? (
      <EmptyState icon={<Search aria-hidden />} title="Geen artikelen gevonden" />
    ) : (
      <EmptyState
        icon={<Package aria-hidden />}
        title="Je hebt geen artikelen"
        description="Je hebt nog geen artikelen toegevoegd."
      />
    );

  return (
    <div>
      <PageHeader
        title="Artikelen"
        actions={
          <>
            <Link href="/items/inspections" className={buttonClassName('secondary')}>
              Keuringen
            </Link>
            <Link href="/items/categories/new" className={buttonClassName('secondary')}>
              Categorie toevoegen
            </Link>
            <Link href="/items/new" className={buttonClassName('primary')}>
              <Plus className="size-4" aria-hidden />
              Toevoegen
            </Link>
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label="Zoek naar artikelen"
          placeholder="Zoek naar artikelen"
          value={paged.search}
          onChange={paged.setSearch}
          className="w-full sm:max-w-sm"
        />
        <fieldset className="flex items-center gap-4">
          <legend className="sr-only">Type</legend>
          {TYPE_OPTIONS.map((option) => (
            <Checkbox
              key={option.id}
              isSelected={types.includes(option.id)}
              onChange={(on) => toggleType(option.id, on)}
            >
              {option.label}
            </Checkbox>
          ))}
        </fieldset>
      </div>
      {searchFailed && (
        <MessageBar
          tone="warning"
          className="mb-4"
          action={
            <Button variant="ghost" size="sm" onPress={() => void searched.refetch()}>
              Opnieuw zoeken
            </Button>
          }
        >
          {SEARCH_FAILED_TEXT}
        </MessageBar>
      )}
      {list.isError && (
        <MessageBar tone="danger" className="mb-4">
          {list.error.message}
        </MessageBar>
      )}
      {data === undefined && !list.isError ? (
        <LoadingState />
      ) : (
        <TableContainer>
          <Table aria-label="Artikelen">
            <TableHeader>
              <Column className="w-16">
                <span className="sr-only">Afbeelding</span>
              </Column>
              <Column isRowHeader>Naam</Column>
              <Column>Type</Column>
              <Column className="w-32">Voorraad</Column>
            </TableHeader>
            <TableBody items={rows} renderEmptyState={emptyState}>
              {(row) => (
                <Row id={row.id} href={`/items/${row.id}`}>
                  <Cell>
                    {row.thumbnail_url ? (
                      <img
                        src={row.thumbnail_url}
                        alt=""
                        className="size-10 rounded-md border border-gray-200 object-cover"
                      />
                    ) : (
                      <span className="flex size-10 items-center justify-center rounded-md bg-gray-100 text-gray-400">
                        <ImageOff className="size-5" aria-hidden />
                      </span>
                    )}
                  </Cell>
                  <Cell className="max-sm:min-w-0 max-sm:flex-1">
                    <div className="flex flex-col gap-1">
                      <span className="font-medium break-words text-gray-900">
                        {row.name || 'Naamloos artikel'}
                      </span>
                      <span>
                        <Badge tone={STATUS_TONES[row.status]}>{itemStatusLabel(row.status)}</Badge>
                      </span>
                    </div>
                  </Cell>
                  <Cell className="max-sm:text-gray-600">{itemTypeShort(row.type)}</Cell>
                  <Cell>
                    <Tooltip content={`Op voorraad: ${row.stock_count}`}>
                      {/* Not a tab stop of its own: the row is one, and reads the count out. */}
                      <span
                        role="img"
                        tabIndex={-1}
                        aria-label={`Op voorraad: ${row.stock_count}`}
                        data-testid="stock-indicator"
                        className="inline-flex items-center gap-2"
                      >
                        <span
                          aria-hidden="true"
                          className={`size-2.5 rounded-full ${row.stock_count > 0 ? 'bg-green-500' : 'bg-red-500'}`}
                        />
                        <span aria-hidden="true">{row.stock_count}</span>
                      </span>
                    </Tooltip>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Pagination className="mt-4" page={page} pageCount={pageCount} onPageChange={paged.setPage} />
    </div>
  );
}
