import { useCallback, useRef, useState } from 'react';

/**
 * One submission of a form at a time. `run(task)` ignores a press while an earlier one is still
 * running (checked on a ref, so the second click of a double click is dropped before React has
 * drawn the busy button), and `busy` stays true from the press (form checks included) until the
 * task has settled: let the task await the save and the navigation after it, so the button cannot
 * be pressed again between the answer and leaving the page.
 */
export function useSubmission() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
