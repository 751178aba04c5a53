import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Either a postgres:// URL or a path to the SQLite file. */
  databaseUrl: string;
  databaseKind: 'sqlite' | 'postgres';
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailSender: string | undefined;
  jwtSecret: Uint8Array;
  webDist: string;
  rateLimitDisabled: boolean;
  logLevel: string;
  /** Upload limit for one asset, in bytes. */
  maxUploadBytes: number;
  storage: StorageConfig;
  /** Which proxies may set X-Forwarded-For (Fastify's trustProxy); none by default. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  geo: GeoConfig;
  backup: BackupConfig;
  /** How often the scheduler (features/scheduler) looks for due jobs; tests make it short. */
  schedulerIntervalMs: number;
  /** The period of automatic payment reminders (REMINDER_INTERVAL_S, default 900). */
  reminderIntervalSeconds: number;
  /** iDEAL through Mollie (features/ideal): off without MOLLIE_API_KEY. */
  mollie: MollieConfig;
};

/**
 * MOLLIE_API_KEY ('test_…' or 'live_…'): iDEAL payment links on; unset, iDEAL stays unavailable.
 * MOLLIE_API_URL: the Mollie API root (default Mollie's own); tests point it at a loopback fake.
 */
export type MollieConfig = { apiKey: string | undefined; apiUrl: string | undefined };

/** The nightly backup (features/backup): BACKUP_TIME ('HH:mm' Amsterdam time, or 'off') and BACKUP_KEEP. */
export type BackupConfig = {
  /** Local time of day from which the day's backup is made; null: no automatic backups. */
  time: string | null;
  /** How many backups are kept (the newest). */
  keep: number;
};

/** Distances (features/geo): offline by default; PDOK and an OSRM router only when configured. */
export type GeoConfig = {
  /** 'offline': the bundled postcode table; 'pdok': PDOK Locatieserver first (GEOCODER=pdok). */
  geocoder: 'offline' | 'pdok';
  /** PDOK Locatieserver search v3_1 base URL, without a trailing slash. */
  pdokUrl: string;
  /** Base URL of an OSRM-compatible router; unset: distances are estimated. */
  routingUrl: string | undefined;
  /** Time limit of each call to PDOK or the router. */
  timeoutMs: number;
};

export const DEFAULT_PDOK_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1';

export type StorageConfig = {
  defaultDisk: 'local' | 's3';
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
};

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');

/** Reads the environment; every setting has a working default so `npm start` needs nothing. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  const rawDbUrl = env.DATABASE_URL?.trim();
  const isPostgres = !!rawDbUrl && /^postgres(ql)?:\/\//.test(rawDbUrl);
  const databaseUrl = isPostgres ? rawDbUrl : path.resolve(dataDir, rawDbUrl || 'app.sqlite');
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databaseKind: isPostgres ? 'postgres' : 'sqlite',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Verhuur Backoffice <no-reply@localhost>',
    /** Set only with MAIL_FROM: then the technical sender of mails sent in the company's name. */
    mailSender: env.MAIL_FROM || undefined,
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET || readOrCreateSecret(dataDir)),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    rateLimitDisabled: env.RATE_LIMIT_DISABLED === '1' || env.RATE_LIMIT_DISABLED === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 10 * 1024 * 1024),
    storage: readStorageConfig(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    geo: readGeoConfig(env),
    backup: readBackupConfig(env),
    schedulerIntervalMs: positiveInteger(env.SCHEDULER_INTERVAL_MS, 60_000),
    reminderIntervalSeconds: positiveInteger(env.REMINDER_INTERVAL_S, 900),
    mollie: {
      apiKey: env.MOLLIE_API_KEY?.trim() || undefined,
      apiUrl: env.MOLLIE_API_URL?.trim() || undefined,
    },
  };
};

const positiveInteger = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return raw?.trim() && Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * BACKUP_TIME: 'HH:mm' (default 03:00, Europe/Amsterdam) or off/false/0 to switch the nightly
 * backup off; an unreadable time keeps the default rather than silently making no backups.
 * BACKUP_KEEP: how many to keep, default 14.
 */
export const readBackupConfig = (env: NodeJS.ProcessEnv): BackupConfig => {
  const raw = env.BACKUP_TIME?.trim().toLowerCase() ?? '';
  const off = raw === 'off' || raw === 'false' || raw === '0' || raw === 'uit';
  const time = /^([01]\d|2[0-3]):[0-5]\d$/.test(raw) ? raw : '03:00';
  return { time: off ? null : time, keep: positiveInteger(env.BACKUP_KEEP, 14) };
};

/** GEOCODER, PDOK_URL, ROUTING_URL, GEO_TIMEOUT_MS; an unknown GEOCODER stays offline (no address leaves). */
export const readGeoConfig = (env: NodeJS.ProcessEnv): GeoConfig => {
  const timeout = Number(env.GEO_TIMEOUT_MS);
  const withoutSlash = (url: string) => url.trim().replace(/\/+$/, '');
  return {
    geocoder: env.GEOCODER?.trim().toLowerCase() === 'pdok' ? 'pdok' : 'offline',
    pdokUrl: withoutSlash(env.PDOK_URL || DEFAULT_PDOK_URL),
    routingUrl: env.ROUTING_URL?.trim() ? withoutSlash(env.ROUTING_URL) : undefined,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 && timeout <= 60_000 ? timeout : 2000,
  };
};

/**
 * TRUST_PROXY: unset or false trusts nobody (the client IP is the socket's, so nobody can dodge
 * the per-IP rate limit with a forged X-Forwarded-For); `true` trusts every hop; a number the
 * given count of hops; otherwise a comma list of proxy addresses or CIDR ranges.
 */
export const readTrustProxy = (raw: string | undefined): Config['trustProxy'] => {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
};

const readStorageConfig = (env: NodeJS.ProcessEnv): StorageConfig => {
  if (!env.S3_BUCKET) return { defaultDisk: 'local' };
  return {
    defaultDisk: env.STORAGE_DISK === 'local' ? 'local' : 's3',
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
    },
  };
};

/** A secret generated once and kept in DATA_DIR, so tokens survive restarts without configuration. */
const readOrCreateSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};
