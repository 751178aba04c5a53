import {
  AUDIT_BOOKING_ACTOR,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  AUDIT_SYSTEM_ACTOR,
  type AuditEntity,
  type TeamMember,
} from '@app/contracts';
import { isValidCalendarDate } from '@app/domain';
import { useState } from 'react';
import { Card } from '../../components/ui/card';
import { DatePickerField } from '../../components/ui/date-picker-field';
import { MessageBar } from '../../components/ui/message-bar';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Select } from '../../components/ui/select';
import { LoadingState } from '../../components/ui/spinner';
import { useTeam } from '../settings';
import { type AuditLogFilter, useAuditLog } from './audit-api';
import { AuditEventItem } from './audit-event-item';

const ENTITY_OPTIONS = [
  { id: 'all', label: 'Alles' },
  ...AUDIT_ENTITIES.map((entity) => ({ id: entity, label: AUDIT_ENTITY_LABELS[entity] })),
];

/** Who: everyone, a colleague (also a former one), or the system and online customers. */
const actorOptions = (team: readonly TeamMember[]) => [
  { id: 'all', label: 'Iedereen' },
  ...[...team]
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'nl'))
    .map((member) => ({ id: `user:${member.id}`, label: nameOf(member) })),
  { id: `name:${AUDIT_SYSTEM_ACTOR}`, label: 'Systeem (automatisch)' },
  { id: `name:${AUDIT_BOOKING_ACTOR}`, label: 'Klant (online boeken)' },
];
const nameOf = (member: TeamMember) => `${member.given_name} ${member.family_name}`.trim() || member.email;
const actorOf = (choice: string): AuditLogFilter['actor'] =>
  choice.startsWith('user:')
    ? { id: Number(choice.slice(5)) }
    : choice.startsWith('name:')
      ? { name: choice.slice(5) }
      : undefined;

const dayOrEmpty = (value: string) => (isValidCalendarDate(value) ? value : '');

/** /settings/history: the owner's whole audit trail, filtered by kind, colleague and days (Amsterdam). */
export function AuditLogPage() {
  const [entity, setEntity] = useState<string>('all');
  const [actor, setActor] = useState('all');
  const team = useTeam();
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({
    entity: entity === 'all' ? undefined : (entity as AuditEntity),
    actor: actorOf(actor),
    from: dayOrEmpty(from),
    until: dayOrEmpty(until),
    page,
  });
  const meta = log.data?.meta;
  return (
    <>
      <PageHeader title="Geschiedenis" description="Wie wat wanneer heeft gewijzigd, nieuwste eerst." />
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label="Soort"
          options={ENTITY_OPTIONS}
          value={entity}
          onChange={(value) => {
            setEntity(value ?? 'all');
            setPage(1);
          }}
        />
        <Select
          label="Door"
          options={actorOptions(team.data ?? [])}
          value={actor}
          onChange={(value) => {
            setActor(value ?? 'all');
            setPage(1);
          }}
        />
        <DatePickerField
          label="Vanaf"
          value={from}
          onChange={(value) => {
            setFrom(value ?? '');
            setPage(1);
          }}
          clearLabel="Vanaf-datum wissen"
          testId="audit-from"
        />
        <DatePickerField
          label="Tot en met"
          value={until}
          onChange={(value) => {
            setUntil(value ?? '');
            setPage(1);
          }}
          clearLabel="Tot-en-met-datum wissen"
          testId="audit-until"
        />
      </div>
      {log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <MessageBar tone="danger">{log.error.message}</MessageBar>
      ) : (
        <Card>
          {log.data.results.length === 0 ? (
            <p className="text-sm text-gray-600">Niets gevonden.</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="audit-log">
              {log.data.results.map((event) => (
                <AuditEventItem key={event.id} event={event} showEntity />
              ))}
            </ul>
          )}
        </Card>
      )}
      {meta ? (
        <Pagination
          className="mt-4"
          page={meta.page}
          pageCount={Math.max(1, Math.ceil(meta.total / meta.per_page))}
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
