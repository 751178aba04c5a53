import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Checkbox } from '../components/ui/checkbox';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { EmptyState } from '../components/ui/empty-state';
import { FileDropZone } from '../components/ui/file-drop-zone';
import { MessageBar } from '../components/ui/message-bar';
import { DialogTrigger, Modal } from '../components/ui/modal';
import { PageHeader } from '../components/ui/page-header';
import { Pagination } from '../components/ui/pagination';
import { PasswordField } from '../components/ui/password-field';
import { ProgressBar } from '../components/ui/progress-bar';
import { Select } from '../components/ui/select';
import { Spinner } from '../components/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableContainer, TableHeader } from '../components/ui/table';
import { QueryTabs } from '../components/ui/tabs';
import { TextField } from '../components/ui/text-field';
import { Tooltip } from '../components/ui/tooltip';

const rows = [
  { id: 'a', name: 'Springkasteel Jungle', type: 'Huur', stock: 3 },
  { id: 'b', name: 'Partytent 3x6', type: 'Huur', stock: 0 },
];

/** Development-only overview of the UI primitives (route /__ui in `vite dev`). */
export function UiGallery() {
  const [page, setPage] = useState(5);
  const [confirm, setConfirm] = useState(false);
  const [country, setCountry] = useState<string | null>('nl');
  const [files, setFiles] = useState<string[]>([]);
  return (
    <div className="mx-auto max-w-5xl space-y-6 p-8">
      <PageHeader
        title="UI-primitieven"
        description="Alleen in ontwikkelmodus."
        actions={<Button icon={<Plus className="size-4" aria-hidden />}>Toevoegen</Button>}
      />
      <Card title="Knoppen">
        <div className="flex flex-wrap gap-2">
          <Button>Primair</Button>
          <Button variant="secondary">Secundair</Button>
          <Button variant="danger" icon={<Trash2 className="size-4" aria-hidden />}>
            Verwijder
          </Button>
          <Button variant="ghost">Ghost</Button>
          <Button isPending>Opslaan</Button>
          <Button isDisabled>Uit</Button>
          <Spinner />
          <Tooltip content="Uitleg bij de knop">
            <span role="img" aria-label="Info" className="rounded-full bg-gray-200 px-2 text-sm">
              i
            </span>
          </Tooltip>
        </div>
      </Card>
      <Card title="Velden">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Naam" description="Zoals op de factuur." />
          <TextField label="E-mailadres" errorMessage="Geef een e-mailadres op" />
          <PasswordField label="Wachtwoord" />
          <Select
            label="Land"
            value={country}
            onChange={setCountry}
            options={[
              { id: 'nl', label: 'Nederland' },
              { id: 'be', label: 'België' },
              { id: 'de', label: 'Duitsland' },
            ]}
          />
          <Checkbox defaultSelected>Verstuur orderbevestiging</Checkbox>
          <TextField label="Omschrijving" multiline />
        </div>
      </Card>
      <Card title="Meldingen">
        <div className="space-y-2">
          <MessageBar tone="info" live="none">
            De gegevens worden gebruikt op je facturen.
          </MessageBar>
          <MessageBar tone="warning" action={<Button variant="ghost">Toon</Button>}>
            2 gedeactiveerde item(s)
          </MessageBar>
          <MessageBar tone="danger">Er ging iets mis.</MessageBar>
          <div className="flex gap-2">
            <Badge>Concept</Badge>
            <Badge tone="success">Betaald</Badge>
            <Badge tone="warning">Openstaand</Badge>
            <Badge tone="danger">Verlopen</Badge>
            <Badge tone="info">Bevestigd</Badge>
            <Badge tone="brand">Actief</Badge>
          </div>
          <ProgressBar label="Uploaden" value={40} showValue />
          <ProgressBar label="Laden" />
        </div>
      </Card>
      <Card title="Tabel" flush>
        <TableContainer resizable className="rounded-none border-0">
          <Table aria-label="Artikelen" onRowAction={() => undefined}>
            <TableHeader>
              <Column id="name" isRowHeader allowsSorting allowsResizing defaultWidth="60%">
                Naam
              </Column>
              <Column id="type">Type</Column>
              <Column id="stock">Voorraad</Column>
            </TableHeader>
            <TableBody items={rows} renderEmptyState={() => <EmptyState title="Geen artikelen gevonden" />}>
              {(row) => (
                <Row id={row.id}>
                  <Cell>{row.name}</Cell>
                  <Cell>{row.type}</Cell>
                  <Cell>
                    <Tooltip content={`Op voorraad: ${row.stock}`}>
                      <span role="img" aria-label={`Op voorraad: ${row.stock}`}>
                        <Badge tone={row.stock > 0 ? 'success' : 'danger'}>{row.stock}</Badge>
                      </span>
                    </Tooltip>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Pagination page={page} pageCount={12} onPageChange={setPage} className="py-3" />
      </Card>
      <Card title="Tabs, dialogen, upload">
        <QueryTabs
          aria-label="Voorbeeld"
          defaultTab="overview"
          tabs={[
            { id: 'overview', label: 'Overzicht', content: <p>Overzicht</p> },
            { id: 'stock', label: 'Voorraad (2)', content: <p>Voorraad</p> },
          ]}
        />
        <div className="mt-4 flex gap-2">
          <DialogTrigger>
            <Button variant="secondary">Galerij</Button>
            <Modal title="Galerij" footer={(close) => <Button onPress={close}>Selectie bewaren</Button>}>
              <p>Inhoud</p>
            </Modal>
          </DialogTrigger>
          <Button variant="danger" onPress={() => setConfirm(true)}>
            Verwijder contact
          </Button>
          <ConfirmDialog
            isOpen={confirm}
            onOpenChange={setConfirm}
            title="Contact verwijderen"
            confirmLabel="Verwijderen"
            onConfirm={() => setConfirm(false)}
          >
            Weet je zeker dat je Jansen wilt verwijderen? Je kunt dit niet ongedaan maken.
          </ConfirmDialog>
        </div>
        <FileDropZone
          className="mt-4"
          label="Importeer contacten"
          accept={['.csv', 'text/csv']}
          onFiles={(f) => setFiles(f.map((x) => x.name))}
        />
        {files.length > 0 && <p className="mt-2 text-sm">{files.join(', ')}</p>}
      </Card>
    </div>
  );
}
