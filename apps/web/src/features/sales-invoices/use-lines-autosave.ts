import type { InvoiceModel } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { isStaleVersion, STALE_VERSION_MESSAGE } from '../../lib/stale-version';
import { errorText, INVOICES_KEY, invoicesApi } from './invoices-api';
import {
  contentKeyOf,
  type DraftLine,
  draftOf,
  evaluateDraft,
  invalidLinesMessage,
  type LinesDraft,
} from './lines-draft';

/** Changes are saved this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 700;

export type LinesEditorHandle = {
  /**
   * Saves what is typed now and waits for it. Resolves null when everything is saved, else the
   * Dutch reason it could not be (a line that cannot be read, a refused or failed save).
   */
  flush: () => Promise<string | null>;
};

/**
 * The line editor's draft, saved on its own: every change is saved shortly after typing stops (the
 * whole set of lines at once, as the API takes them); a refused save waits for the next change or
 * a retry. `flush()` (through `ref`) saves at once. A save carries the version the draft is based
 * on, so lines changed by someone else meanwhile are refused (`onStale`) rather than overwritten.
 */
export function useLinesAutosave(options: {
  invoice: InvoiceModel;
  ref: Ref<LinesEditorHandle> | undefined;
  onStale: (() => void) | undefined;
}) {
  const { invoice, onStale } = options;
  const client = useQueryClient();
  const [draft, setDraft] = useState<LinesDraft>(() => draftOf(invoice));
  const state = useMemo(() => evaluateDraft(draft), [draft]);
  const contentKey = state.body ? contentKeyOf(state.body) : null;
  const [savedKey, setSavedKey] = useState(() => {
    const initial = evaluateDraft(draftOf(invoice)).body;
    return initial ? contentKeyOf(initial) : '';
  });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  // The async save reads the newest values through refs, not the render it was scheduled in.
  const latest = useRef({ state, savedKey });
  latest.current = { state, savedKey };
  const inFlight = useRef<Promise<string | null> | null>(null);

  // The version the draft is based on: the one the editor opened on, then the answer of each own
  // save. A newer version from elsewhere (the header saved on this page, a reload on focus) is
  // taken over only while its lines are the ones this editor last saved; lines changed by someone
  // else keep the old base, so the next save is refused instead of overwriting them.
  const baseVersion = useRef(invoice.version);
  useEffect(() => {
    if (invoice.version <= baseVersion.current) return;
    const server = evaluateDraft(draftOf(invoice)).body;
    if (server && contentKeyOf(server) === latest.current.savedKey) baseVersion.current = invoice.version;
  }, [invoice]);

  const save = useCallback(async (): Promise<string | null> => {
    while (inFlight.current) await inFlight.current;
    const { state: current, savedKey: saved } = latest.current;
    if (!current.body) return invalidLinesMessage(current.invalid);
    const key = contentKeyOf(current.body);
    if (key === saved) return null;
    const keys = current.savedKeys;
    const body = current.body;
    const run = (async () => {
      setSaving(true);
      try {
        const model = await invoicesApi.update(invoice.id, { ...body, version: baseVersion.current });
        baseVersion.current = model.version;
        // New lines get their uuid from the server; keep it so the next save updates them.
        setDraft((d) => ({
          ...d,
          lines: d.lines.map((line) => {
            const uuid = model.items[keys.indexOf(line.key)]?.uuid;
            return uuid && line.uuid !== uuid ? { ...line, uuid } : line;
          }),
        }));
        latest.current = { ...latest.current, savedKey: key };
        setSavedKey(key);
        setSaveError(null);
        client.setQueryData([...INVOICES_KEY, 'view', model.uuid], model);
        void client.invalidateQueries({ queryKey: [...INVOICES_KEY, 'list'] });
        return null;
      } catch (error) {
        if (isStaleVersion(error)) {
          // Reload the invoice; the page closes the editor and shows the current lines.
          void client.invalidateQueries({ queryKey: INVOICES_KEY });
          onStale?.();
          return STALE_VERSION_MESSAGE;
        }
        const message = errorText(error, 'De regels konden niet worden opgeslagen.');
        setSaveError(message);
        return message;
      } finally {
        setSaving(false);
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [client, invoice.id, onStale]);

  // Save a while after the last change; a refused save waits for the next change or a retry.
  useEffect(() => {
    if (contentKey === null || contentKey === savedKey || saveError) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [contentKey, savedKey, saveError, save]);

  useImperativeHandle(options.ref, () => ({ flush: save }), [save]);

  const edit = (patch: Partial<LinesDraft>) => {
    setSaveError(null);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const editLines = (update: (lines: DraftLine[]) => DraftLine[]) => {
    setSaveError(null);
    setDraft((current) => ({ ...current, lines: update(current.lines) }));
  };

  return {
    draft,
    state,
    save,
    saving,
    saveError,
    pending: contentKey !== savedKey,
    unsaved: contentKey === null || contentKey !== savedKey || saving || saveError !== null,
    edit,
    editLines,
    change: (key: string, patch: Partial<DraftLine>) =>
      editLines((lines) => lines.map((line) => (line.key === key ? { ...line, ...patch } : line))),
  };
}
