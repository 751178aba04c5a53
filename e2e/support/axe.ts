import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's rules for WCAG success criteria that it still calls experimental, so a tag filter alone
 * leaves them out: among them label-content-name-mismatch (2.5.3, a button's name must contain its
 * visible text), which the agenda's week buttons failed unseen (docs/decisions.md,
 * "Layout, phone and accessibility").
 */
const EXPERIMENTAL_WCAG_RULES = [
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
  'css-orientation-lock',
];

/**
 * Runs axe (WCAG 2.0, 2.1 and 2.2 A/AA rules, including the experimental ones above) on the
 * current page and fails on serious or critical violations.
 * `exclude` takes CSS selectors to skip (e.g. third-party widgets).
 */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []): Promise<void> {
  // Judge the page as it settles: a toast sliding in (sonner sets data-mounted a frame after
  // adding it, then fades it in over 0.4 s) is, for a moment, text of any contrast. Endless
  // animations (spinners) are not waited for.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).every(
          (toast) =>
            toast.dataset.removed === 'true' ||
            (toast.dataset.mounted === 'true' && getComputedStyle(toast).opacity === '1'),
        ) &&
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {});
  let builder = new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']);
  // React Aria's live announcer is no part of the page: an off-screen region that keeps a past
  // announcement for 7 s as a role="img" node labelled by the element announced (a pending button,
  // a dialog). Once that element is gone, the node has no name until the announcer clears it, and it
  // appears 100 ms after the announcement, so waiting for it races. Everything else is judged.
  for (const selector of ['[data-live-announcer]', ...exclude]) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join('\n  ')}`,
  );
  expect(report, 'serious/critical accessibility violations').toEqual([]);
}
