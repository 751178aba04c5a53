// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../src/app/error-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Crashing(): never {
  throw new Error('Kapotte weergave in test');
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('shows "Something went wrong" with the error text when a page crashes while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', Component: Crashing, ErrorBoundary: RouteErrorBoundary },
    ]);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<RouterProvider router={router} />);
    });
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(alert?.textContent).toContain('Kapotte weergave in test');
  });
});
