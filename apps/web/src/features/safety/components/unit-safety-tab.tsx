import {
  INJURY_LABELS,
  LOG_KIND_LABELS,
  LOG_RESULT_LABELS,
  NVWA_REPORTING_ROUTE,
  SAFETY_KIND_LABELS,
  type UnitDetail,
} from '@app/contracts';
import { formatDateTime, formatDisplayDate } from '@app/domain';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { isApiError } from '../../../lib/api';
import { saveFailed, saveSucceeded } from '../../../lib/save-toast';
import { downloadPdf, useLiftBlock } from '../safety-api';
import { BlockForm } from './block-form';
import { CertificateForm } from './certificate-form';
import { IncidentForm } from './incident-form';
import { LogEntryForm } from './log-entry-form';

const author = (entry: { created_by: { name: string } | null; created_at: string }) =>
  `Vastgelegd door ${entry.created_by?.name ?? 'onbekend'} op ${formatDateTime(entry.created_at)}`;

const period = (from: string, until: string | null) =>
  until
    ? `${formatDisplayDate(from)} t/m ${formatDisplayDate(until)}`
    : `vanaf ${formatDisplayDate(from)} (onbepaald)`;

/** The tab "Veiligheid" of a unit: its certificate, logbook, incidents and out-of-service periods. */
export function UnitSafetyTab({ unit }: { unit: UnitDetail }) {
  const lift = useLiftBlock();
  const [downloading, setDownloading] = useState(false);
  const { safety } = unit;
  const openReports = unit.incidents.filter((i) => i.needs_nvwa_report);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="neutral">{SAFETY_KIND_LABELS[safety.safety_kind]}</Badge>
          {safety.blocked_today && <Badge tone="danger">Buiten gebruik</Badge>}
          {safety.inspection_failed ? (
            // A failed inspection voids the due date of the one before: it needs a new keuring first.
            <Badge tone="danger">Afgekeurd: eerst herkeuren</Badge>
          ) : (
            safety.next_due && (
              <Badge
                tone={
                  safety.due_state === 'overdue'
                    ? 'danger'
                    : safety.due_state === 'due_soon'
                      ? 'warning'
                      : 'success'
                }
              >
                {safety.due_state === 'overdue' ? 'Keuring verlopen' : 'Volgende keuring'}{' '}
                {formatDisplayDate(safety.next_due)}
              </Badge>
            )
          )}
          <Button
            variant="secondary"
            size="sm"
            className="ms-auto"
            isPending={downloading}
            onPress={async () => {
              setDownloading(true);
              try {
                await downloadPdf(`/unit.file/${unit.id}`, `logboek-${unit.id}.pdf`);
              } catch (error) {
                saveFailed(isApiError(error) ? error.message : 'Downloaden is mislukt.');
              } finally {
                setDownloading(false);
              }
            }}
          >
            Logboek downloaden (PDF)
          </Button>
        </div>
      </Card>

      {openReports.map((incident) => (
        <MessageBar key={incident.id} tone="danger">
          Ernstig ongeval op {formatDateTime(incident.occurred_at)} is nog niet bij de NVWA gemeld.{' '}
          {NVWA_REPORTING_ROUTE} Leg de meldingsdatum daarna vast met een correctie op dit incident (incident{' '}
          {incident.id}).
        </MessageBar>
      ))}

      <Card title="Certificaat">
        {unit.certificates.length === 0 ? (
          <p className="text-sm text-gray-600">Nog geen certificaat van goedkeuring vastgelegd.</p>
        ) : (
          <ul className="mb-4 divide-y divide-gray-100" aria-label="Certificaten">
            {unit.certificates.map((c) => (
              <li key={c.id} className="py-2 text-sm">
                <span className="font-medium">{c.number}</span> · {c.approving_body} ·{' '}
                {formatDisplayDate(c.issued_on)}
                {c.valid_until && ` · geldig tot ${formatDisplayDate(c.valid_until)}`} ·{' '}
                {c.scope === 'type' ? 'typecertificaat' : 'per stuk'}
                {c.document && (
                  <>
                    {' · '}
                    <a
                      href={c.document.url}
                      download={c.document.file_name}
                      className="text-brand-700 hover:underline"
                    >
                      {c.document.file_name}
                    </a>
                  </>
                )}
                <span className="block text-xs text-gray-500">{author(c)}</span>
              </li>
            ))}
          </ul>
        )}
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">
            Certificaat toevoegen
          </summary>
          <div className="mt-3">
            <CertificateForm unit={unit} />
          </div>
        </details>
      </Card>

      <Card title="Buiten gebruik">
        {unit.blocks.length === 0 ? (
          <p className="text-sm text-gray-600">Dit toestel is niet buiten gebruik gesteld.</p>
        ) : (
          <ul className="mb-4 divide-y divide-gray-100" aria-label="Buiten gebruik">
            {unit.blocks.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium">{period(b.from, b.until)}</span> · {b.reason}
                  <span className="block text-xs text-gray-500">{author(b)}</span>
                </span>
                {b.source === 'manual' ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    isPending={lift.isPending}
                    onPress={() =>
                      lift.mutate(b.id, {
                        onSuccess: () => saveSucceeded('Het toestel is weer in gebruik.'),
                        onError: (error) =>
                          saveFailed(isApiError(error) ? error.message : 'Opheffen is mislukt.'),
                      })
                    }
                  >
                    Weer in gebruik
                  </Button>
                ) : (
                  <Badge tone="warning">Tot een goedgekeurde keuring</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
        <BlockForm unit={unit} />
      </Card>

      <Card title="Logboek">
        {unit.log.length === 0 ? (
          <p className="text-sm text-gray-600">
            Nog geen keuringen, inspecties, onderhoud of reparaties vastgelegd.
          </p>
        ) : (
          <ul className="mb-4 divide-y divide-gray-100" aria-label="Logboek">
            {unit.log.map((e) => (
              <li key={e.id} className="py-2 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">
                    {formatDisplayDate(e.date)} · {LOG_KIND_LABELS[e.kind]}
                  </span>
                  {e.result && (
                    <Badge
                      tone={
                        e.result === 'afgekeurd'
                          ? 'danger'
                          : e.result === 'goedgekeurd'
                            ? 'success'
                            : 'warning'
                      }
                    >
                      {LOG_RESULT_LABELS[e.result]}
                    </Badge>
                  )}
                  {e.corrects_id && <Badge tone="info">Correctie op regel {e.corrects_id}</Badge>}
                </span>
                <span className="block">Door {e.performed_by}</span>
                {e.findings && <span className="block whitespace-pre-line text-gray-700">{e.findings}</span>}
                {e.parts_replaced && (
                  <span className="block text-gray-700">Vervangen: {e.parts_replaced}</span>
                )}
                {e.next_due && (
                  <span className="block text-gray-700">
                    Volgende keuring: {formatDisplayDate(e.next_due)}
                  </span>
                )}
                {e.attachments.map((a) => (
                  <a
                    key={a.id}
                    href={a.url}
                    download={a.file_name}
                    className="me-3 text-brand-700 hover:underline"
                  >
                    {a.file_name}
                  </a>
                ))}
                <span className="block text-xs text-gray-500">
                  Regel {e.id}. {author(e)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mb-3 text-xs text-gray-600">
          Het logboek kan niet worden gewijzigd. Een vergissing herstel je met een nieuwe regel.
        </p>
        <LogEntryForm unit={unit} />
      </Card>

      <Card title="Incidenten">
        {unit.incidents.length === 0 ? (
          <p className="text-sm text-gray-600">Geen incidenten vastgelegd.</p>
        ) : (
          <ul className="mb-4 divide-y divide-gray-100" aria-label="Incidenten">
            {unit.incidents.map((i) => (
              <li key={i.id} className="py-2 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{formatDateTime(i.occurred_at)}</span>
                  <Badge
                    tone={i.injury === 'ernstig' ? 'danger' : i.injury === 'licht' ? 'warning' : 'neutral'}
                  >
                    {INJURY_LABELS[i.injury]}
                  </Badge>
                  {i.order_id && <span>order {i.order_id}</span>}
                  {i.corrects_id && <Badge tone="info">Correctie op incident {i.corrects_id}</Badge>}
                </span>
                <span className="block whitespace-pre-line">{i.description}</span>
                {i.measures && <span className="block text-gray-700">Maatregelen: {i.measures}</span>}
                {i.nvwa_reported_on && (
                  <span className="block text-gray-700">
                    Gemeld bij NVWA op {formatDisplayDate(i.nvwa_reported_on)}
                  </span>
                )}
                <span className="block text-xs text-gray-500">
                  Incident {i.id}. {author(i)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <IncidentForm unit={unit} />
      </Card>
    </div>
  );
}
