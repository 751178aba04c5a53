// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingState, Spinner } from '../src/components/ui/spinner';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const render = async (node: React.ReactNode) => {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(node);
  });
  return container;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Spinner', () => {
  it('is an image named by its label', async () => {
    const svg = (await render(<Spinner label="Bezig…" />)).querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('Bezig…');
  });

  it('without a label (a visible text says it) is hidden, never a nameless image', async () => {
    const container = await render(<LoadingState label="Orders laden…" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('role')).toBeNull();
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Orders laden…');
  });
});
