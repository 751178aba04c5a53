/**
 * The layers and their one-way arrows, checked by `npm run lint` (and so by `npm test`).
 * docs/architecture.md, "Layers and the rules that hold them", says what each rule is for.
 *
 * Type-only imports count like any other: a cycle through `import type` is still two files that
 * cannot be understood apart. An exception would be a line in a rule's `pathNot` below, with its
 * reason beside it; there is none.
 */
const SERVER = '^apps/server/src/';
const SERVER_FEATURES = `${SERVER}features/`;
const WEB = '^apps/web/src/';
const WEB_FEATURES = `${WEB}features/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycle in any workspace, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-base-imports-no-feature',
      comment:
        'db/, plugins/ and context.ts are what features stand on: they import no feature. Start code ' +
        '(app.ts, start/, cli/) puts the features together and hands them what they need.',
      severity: 'error',
      from: { path: [`${SERVER}db/`, `${SERVER}plugins/`, `${SERVER}context\\.ts$`, `${SERVER}lib/`] },
      to: { path: [SERVER_FEATURES, `${SERVER}(app|main)\\.ts$`, `${SERVER}(start|cli)/`] },
    },
    {
      name: 'server-feature-public-entry',
      comment:
        "A server feature uses another only through that feature's index.ts (its public entry), " +
        'never its repository or any other file of it.',
      severity: 'error',
      from: { path: `${SERVER_FEATURES}([^/]+)/` },
      to: {
        path: SERVER_FEATURES,
        pathNot: [`${SERVER_FEATURES}$1/`, `${SERVER_FEATURES}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'server-start-code-public-entry',
      comment: 'Start code (app.ts, main.ts, start/, cli/) also reaches a feature only through its index.ts.',
      severity: 'error',
      from: { path: SERVER, pathNot: SERVER_FEATURES },
      to: { path: SERVER_FEATURES, pathNot: `${SERVER_FEATURES}[^/]+/index\\.ts$` },
    },
    {
      name: 'web-feature-public-entry',
      comment:
        "A web feature uses another only through that feature's index.ts (its public entry), never its " +
        'pages, components or api files directly.',
      severity: 'error',
      from: { path: `${WEB_FEATURES}([^/]+)/` },
      to: {
        path: WEB_FEATURES,
        pathNot: [`${WEB_FEATURES}$1/`, `${WEB_FEATURES}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'web-shell-public-entry',
      comment:
        "The shell (src/app) mounts a feature's routes.tsx and otherwise uses its index.ts, like another feature.",
      severity: 'error',
      from: { path: `${WEB}app/` },
      to: { path: WEB_FEATURES, pathNot: `${WEB_FEATURES}[^/]+/(index\\.ts|routes\\.tsx)$` },
    },
    {
      name: 'web-base-imports-no-feature',
      comment:
        'UI primitives (src/components/ui), shared components (src/components) and src/lib are below ' +
        'every feature and the shell.',
      severity: 'error',
      from: { path: [`${WEB}components/`, `${WEB}lib/`] },
      to: { path: [WEB_FEATURES, `${WEB}app/`, `${WEB}booking/`] },
    },
    {
      name: 'web-features-import-no-shell',
      comment: 'The shell (src/app) mounts the features; a feature does not reach back into it.',
      severity: 'error',
      from: { path: WEB_FEATURES },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-booking-bundle-apart',
      comment:
        'The public booking page is its own bundle and trust zone: nothing of the back office (shell, ' +
        'features, React primitives) gets into it.',
      severity: 'error',
      from: { path: `${WEB}booking/` },
      to: { path: [WEB_FEATURES, `${WEB}app/`, `${WEB}components/`] },
    },
    {
      name: 'packages-import-no-app',
      comment: 'The shared packages (domain, contracts, booking-view) are below both apps.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'apps-import-no-tests',
      comment: 'Shipped code does not lean on test helpers.',
      severity: 'error',
      from: { path: ['^apps/[^/]+/src/', '^packages/[^/]+/src/'] },
      to: { path: ['^apps/[^/]+/test/', '^packages/[^/]+/test/', '^e2e/', '^bench/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|test-results|playwright-report)/' },
    // `import type` counts: see the comment at the top.
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
