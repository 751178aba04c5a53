import { useCallback, useEffect, useRef, useState } from 'react';

type ActionState<TData> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: TData; error: null }
  | { status: 'error'; data: undefined; error: Error };

const IDLE = { status: 'idle', data: undefined, error: null } as const;

/**
 * One asynchronous action of a screen (send a form), with its state: the few fields of TanStack
 * Query's useMutation the sign-in screens use. Those screens are part of the first download, which
 * then needs no query client; everything behind the sign-in uses TanStack Query as usual. A run
 * started before `reset` (or before the screen went away) no longer changes the state.
 */
export function useAction<TInput, TData>(options: {
  run: (input: TInput) => Promise<TData>;
  onSuccess?: (data: TData) => void;
}) {
  const [state, setState] = useState<ActionState<TData>>(IDLE);
  const latest = useRef(0);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  useEffect(
    () => () => {
      latest.current++;
    },
    [],
  );

  // The input is optional for actions that take none (`run: () => …`).
  const mutate = useCallback((...[input]: undefined extends TInput ? [TInput?] : [TInput]) => {
    const run = ++latest.current;
    setState({ status: 'pending', data: undefined, error: null });
    optionsRef.current.run(input as TInput).then(
      (data) => {
        if (run !== latest.current) return;
        setState({ status: 'success', data, error: null });
        optionsRef.current.onSuccess?.(data);
      },
      (error: unknown) => {
        if (run !== latest.current) return;
        setState({
          status: 'error',
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        });
      },
    );
  }, []);

  const reset = useCallback(() => {
    latest.current++;
    setState(IDLE);
  }, []);

  return {
    mutate,
    reset,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
  };
}
