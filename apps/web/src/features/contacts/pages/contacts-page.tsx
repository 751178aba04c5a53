import type { Contact } from '@app/contracts';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { Building2, Download, Plus, RotateCcw, Search, Upload, User, Users } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Button as AriaButton, Input, SearchField } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { MessageBar } from '../../../components/ui/message-bar';
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
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { contactsApi } from '../contacts-api';
import { displayNameOf } from '../display-name';
import { reportSaveError, useContactsList, useRestoreContact } from '../use-contacts';

const ImportDialog = lazy(() =>
  import('../components/import-dialog').then((m) => ({ default: m.ImportDialog })),
);

/** Spec §8: a failed search clears the result and shows the full list again; this says why. */
export const SEARCH_FAILED_TEXT = 'Zoeken is mislukt. Je ziet weer de volledige lijst.';

export const DEACTIVATED_ONLY_TEXT =
  'Je hebt geen actieve contacten in je lijst, maar er zijn gedeactiveerde contacten om weer te geven.';

const peopleNames = (contact: Contact) =>
  contact.people.map((p) => `${p.first_name} ${p.last_name}`.trim()).join(', ');

export function ContactsPage() {
  useFlashMessage();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const [showDeactivated, setShowDeactivated] = useState(false);
  const [importOpen, setImportOpenState] = useState(false);
  // The import dialog (file drop zone, modal) loads when first opened, not with the list.
  const [importOpened, setImportOpened] = useState(false);
  const setImportOpen = (open: boolean) => {
    if (open) setImportOpened(true);
    setImportOpenState(open);
  };

  const listParams = {
    sort: 'display_name' as const,
    direction: sort.direction === 'descending' ? ('desc' as const) : ('asc' as const),
    page,
    perPage: PAGE_SIZE,
    includeDeactivated: showDeactivated,
  };
  const searched = useContactsList({ ...listParams, q: term });
  // Spec §8: when a search fails its result is dropped and the full (unfiltered) list is shown.
  const searchFailed = term !== '' && searched.isError;
  const fullList = useContactsList({ ...listParams, q: '' }, { enabled: searchFailed });
  const list = searchFailed ? fullList : searched;
  const restore = useRestoreContact();
  const exportFile = useMutation({
    mutationFn: contactsApi.exportXlsx,
    onError: (error) => reportSaveError(error, 'Exporteren'),
  });

  // Rendered one step behind the query: its result reaches React as a blocking update, and the
  // rows in one pass were the page's longest task; deferred, they render interruptibly
  // (docs/decisions.md, "Rendering").
  const data = useDeferredValue(list.data);
  const rows = data?.results ?? [];
  const deactivatedCount = data?.meta.deactivated_count ?? 0;
  const activeTotal = data ? data.meta.total - (showDeactivated ? deactivatedCount : 0) : 0;
  // A broad search counts no further than a cap: "1.000+" means at least one more, so the page
  // after the counted ones exists and the next pages stay reachable.
  const moreThanTotal = data?.meta.total_is_lower_bound === true;
  const pageCount = data
    ? Math.max(1, Math.ceil((data.meta.total + (moreThanTotal ? 1 : 0)) / PAGE_SIZE))
    : 1;
  // The debounced term the shown data belongs to (placeholder data may lag a moment behind);
  // none when the search failed and the full list is shown instead.
  const shownTerm = searchFailed ? '' : term;

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  const emptyState = () => {
    if (shownTerm) {
      return (
        <EmptyState
          icon={<Search aria-hidden />}
          title={`Geen contacten gevonden voor "${shownTerm}"`}
          description="Controleer de spelling of zoek op een ander deel van de naam, het e-mailadres of de plaats."
        />
      );
    }
    if (deactivatedCount > 0 && activeTotal === 0) {
      return <EmptyState icon={<Users aria-hidden />} title={DEACTIVATED_ONLY_TEXT} />;
    }
    return (
      <EmptyState
        icon={<Users aria-hidden />}
        title="Je hebt nog geen contacten."
        description="Voeg je eerste contact toe, of importeer je klantenlijst uit een CSV-bestand."
        action={
          <Button
            icon={<Plus className="size-4" aria-hidden />}
            onPress={() => void navigate('/contacts/new')}
          >
            Eerste contact toevoegen
          </Button>
        }
      />
    );
  };

  return (
    <>
      <PageHeader
        title="Contacten"
        actions={
          <>
            <Button
              variant="secondary"
              icon={<Upload className="size-4" aria-hidden />}
              onPress={() => setImportOpen(true)}
            >
              Importeren
            </Button>
            <Button
              variant="secondary"
              icon={<Download className="size-4" aria-hidden />}
              isPending={exportFile.isPending}
              onPress={() => {
                exportFile.mutate(undefined, {
                  onSuccess: () => toast.success('De export is gedownload als contacts.xlsx.'),
                });
              }}
            >
              Exporteren
            </Button>
            <Button
              icon={<Plus className="size-4" aria-hidden />}
              onPress={() => void navigate('/contacts/new')}
            >
              Toevoegen
            </Button>
          </>
        }
      />

      <SearchField
        aria-label="Zoek naar bedrijven of personen"
        value={search}
        onChange={changeSearch}
        className="group relative mb-4 max-w-xl"
      >
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
        <Input
          placeholder="Zoek naar bedrijven of personen"
          className="min-h-11 w-full rounded-md border border-gray-300 bg-white py-2 pr-11 pl-9 sm:min-h-0 sm:pr-9 text-sm shadow-sm outline-none placeholder:text-gray-400 data-focused:border-brand-500 data-focused:ring-2 data-focused:ring-brand-500/30 [&::-webkit-search-cancel-button]:hidden"
        />
        <AriaButton
          aria-label="Zoekterm wissen"
          className="absolute top-1/2 right-0 flex size-11 -translate-y-1/2 items-center justify-center rounded text-gray-500 sm:right-2 sm:size-auto sm:px-1 outline-none group-data-empty:hidden data-focus-visible:ring-2 data-focus-visible:ring-brand-500"
        >
          ×
        </AriaButton>
      </SearchField>

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

      {deactivatedCount > 0 && (
        <MessageBar
          tone="info"
          className="mb-4"
          action={
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                setShowDeactivated((v) => !v);
                setPage(1);
              }}
            >
              {showDeactivated ? 'Verberg gedeactiveerde item(s)' : 'Toon gedeactiveerde item(s)'}
            </Button>
          }
        >
          {deactivatedCount === 1
            ? 'Er is 1 gedeactiveerd item.'
            : `Er zijn ${deactivatedCount} gedeactiveerde items.`}
        </MessageBar>
      )}

      {data === undefined && !list.isError ? (
        <LoadingState label="Contacten laden…" />
      ) : list.isError ? (
        <MessageBar tone="danger">{list.error.message}</MessageBar>
      ) : (
        <>
          <TableContainer resizable className={cn(list.isFetching && 'opacity-70 transition-opacity')}>
            <Table
              aria-label="Contacten"
              sortDescriptor={sort}
              onSortChange={(next) => {
                setSort(next);
                setPage(1);
              }}
              onRowAction={(key) => void navigate(`/contacts/${String(key)}`)}
            >
              <TableHeader>
                <Column id="icon" width={50} minWidth={50} aria-label="Soort">
                  <span className="sr-only">Soort</span>
                </Column>
                {/* Spec: icon 50 px, name 65 %, restore 10 %. Those leave a quarter of the card empty,
                    so the name column takes the rest (at least 65 %): the table fills its card. */}
                <Column id="name" isRowHeader allowsSorting allowsResizing defaultWidth="1fr" minWidth="65%">
                  Naam
                </Column>
                <Column id="restore" defaultWidth="10%" minWidth={140} aria-label="Herstellen">
                  <span className="sr-only">Herstellen</span>
                </Column>
              </TableHeader>
              <TableBody items={rows} renderEmptyState={emptyState}>
                {(contact) => {
                  const names = peopleNames(contact);
                  const deactivated = Boolean(contact.deleted_at);
                  return (
                    <Row
                      id={contact.uuid}
                      isDisabled={deactivated}
                      className={cn(deactivated && 'text-gray-400')}
                      data-deactivated={deactivated || undefined}
                    >
                      <Cell>
                        {contact.contact_type === 'business' ? (
                          <Building2 className="size-4 text-gray-500" aria-label="Bedrijf" />
                        ) : (
                          <User className="size-4 text-gray-500" aria-label="Particulier" />
                        )}
                      </Cell>
                      <Cell
                        className={cn(
                          'max-sm:min-w-0 max-sm:flex-1',
                          deactivated && 'text-gray-400 line-through',
                        )}
                      >
                        <span className="font-medium wrap-anywhere">{displayNameOf(contact)}</span>
                        {names && <span className="text-gray-500"> - {names}</span>}
                      </Cell>
                      <Cell mobile="end" className="text-right">
                        {deactivated && (
                          <Button
                            variant="secondary"
                            size="sm"
                            icon={<RotateCcw className="size-3.5" aria-hidden />}
                            aria-label={`${displayNameOf(contact)} herstellen`}
                            isPending={restore.isPending && restore.variables === contact.uuid}
                            onPress={() => restore.mutate(contact.uuid)}
                          >
                            Herstellen
                          </Button>
                        )}
                      </Cell>
                    </Row>
                  );
                }}
              </TableBody>
            </Table>
          </TableContainer>
          {data && data.meta.total > 0 && (
            <div className="mt-4 flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
              <p className="text-sm text-gray-600">
                {data.meta.total.toLocaleString('nl-NL')}
                {moreThanTotal ? '+' : ''} {data.meta.total === 1 && !moreThanTotal ? 'contact' : 'contacten'}
              </p>
              <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
            </div>
          )}
        </>
      )}

      {importOpened && (
        <Suspense fallback={null}>
          <ImportDialog isOpen={importOpen} onOpenChange={setImportOpen} />
        </Suspense>
      )}
    </>
  );
}
