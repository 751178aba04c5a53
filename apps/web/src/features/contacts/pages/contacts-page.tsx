import type { Contact } from '@app/contracts';
import { PAGE_SIZE } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { Building2, Download, Plus, RotateCcw, Search, Upload, User, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
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
  type SortDescriptor,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { usePagedList, usePagedRows } from '../../../lib/use-paged-list';
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
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [showDeactivated, setShowDeactivated] = useState(false);
  const paged = usePagedList([sort, showDeactivated]);
  const { term, page } = paged;
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

  // A broad search counts no further than a cap: "1.000+" means at least one more, so the page
  // after the counted ones exists and the next pages stay reachable.
  const { data, rows, pageCount } = usePagedRows(list.data, (meta) => (meta.total_is_lower_bound ? 1 : 0));
  const moreThanTotal = data?.meta.total_is_lower_bound === true;
  const deactivatedCount = data?.meta.deactivated_count ?? 0;
  const activeTotal = data ? data.meta.total - (showDeactivated ? deactivatedCount : 0) : 0;
  // The debounced term the shown data belongs to (placeholder data may lag a moment behind);
  // none when the search failed and the full list is shown instead.
  const shownTerm = searchFailed ? '' : term;

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
        label="Zoek naar bedrijven of personen"
        hideLabel
        placeholder="Zoek naar bedrijven of personen"
        value={paged.search}
        onChange={paged.setSearch}
        className="mb-4 max-w-xl"
      />

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
            <Button variant="ghost" size="sm" onPress={() => setShowDeactivated((v) => !v)}>
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
              onSortChange={setSort}
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
              <Pagination page={page} pageCount={pageCount} onPageChange={paged.setPage} />
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
