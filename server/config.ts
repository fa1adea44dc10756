import { z } from 'zod'
import { backupSettings, retentionSettings } from '../app/config/privacy-policy'

const optionalUrl = z.url({ protocol: /^https?$/ }).optional()

/** Everything has a working default; nothing is required to start (docs/configuration.md). */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // Unset: this machine at the port the site listens on (`loadConfig`).
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  // Which proxies' X-Forwarded-For/-Proto are believed (Express's "trust proxy"): a hop count,
  // or comma-separated addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/, -]+$/, 'a hop count, or addresses, ranges and names separated by commas')
    .default('loopback')
    .transform((value) => (/^\d+$/.test(value.trim()) ? Number(value) : value)),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  BOOKING_URL: optionalUrl,
  BOOKING_API_KEY: z.string().min(1).optional(),
  // The back office's key to the embedded booking service's write API; generated if unset.
  BOOKING_WRITE_KEY: z.string().min(1).optional(),
  BOOKING_MEDIA_URL: optionalUrl,
  PANEL_URL: optionalUrl,
  PANEL_API_TOKEN: z.string().min(1).optional(),
  // The embedded panel's own secret (its back office's CSRF tokens, package links), at least 32
  // characters; generated in DATA_DIR/keys when unset.
  PANEL_SECRET: z.string().min(32, 'needs at least 32 characters').optional(),
  PANEL_MEDIA_URL: optionalUrl,
  SLIDE_VIDEO_BASE: optionalUrl,
  // How long the site keeps the panel's social links, slides and posts before asking again.
  PANEL_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // How long a rendered page serves every visitor who asks for it (0: each page is rendered
  // for its visitor), then how long more it is served while it renders again, and what the
  // cached pages may take in memory (server/page-cache.ts).
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4_096).default(64),
  // Where the embedded panel keeps the visitors' files: DATA_DIR/uploads unless an S3-compatible
  // bucket is named (s3://bucket/prefix), which several nodes can share. Credentials come from
  // the standard AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION).
  STORAGE_URL: z.url({ protocol: /^s3$/ }).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  // How long a node stopping on SIGTERM keeps answering (readyz 503, connections closed after
  // each answer) before it stops listening: by default the keep-alive idle time, 5.5 s.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  // Megabytes the image endpoint's encoded files may take on this node's disk.
  IMAGE_CACHE_MB: z.coerce.number().int().min(16).max(1_000_000).default(512),
  // Further places the image endpoint may fetch from, e.g. the CDN where an agency's booking
  // software keeps its covers: comma-separated URLs, each allowing its folder.
  IMAGE_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .default([]),
  // Form posts that reach the panel, per visitor address and form, in any ten minutes.
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  AGENCY_EMAIL: z.email().optional(),
  ...retentionSettings,
  ...backupSettings,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type Config = z.infer<typeof environmentSchema> & { PUBLIC_URL: string }

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Reads the environment once at start. A bad value stops the server with a message that
 * names the variable, rather than failing later somewhere far from the cause.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PORT=`) means "use the default", as in most twelve-factor apps.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = environmentSchema.safeParse(present)
  if (result.success) {
    const PUBLIC_URL = result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`
    return { ...result.data, PUBLIC_URL }
  }
  const problems = result.error.issues.map(
    (issue) =>
      `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
  )
  throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`)
}

/** Names that reach this machine, which no proxy in front of the site is likely to answer. */
const localHostnames = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])

/**
 * A warning for a `PUBLIC_URL` on this machine that names another port than the one the site
 * listens on: its links (canonical, sitemap, packages, accounts) would lead nowhere, or to
 * another site. Undefined when nothing is wrong, or the address is not local (a proxy's).
 */
export function publicUrlWarning(publicUrl: string, port: number): string | undefined {
  const url = new URL(publicUrl)
  if (!localHostnames.has(url.hostname)) return undefined
  const named = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  if (named === port) return undefined
  return `PUBLIC_URL (${publicUrl}) names port ${named}, but the site listens on port ${port}: its links (canonical, sitemap, packages, the back office's accounts) lead there. Unset PUBLIC_URL, or set it to http://localhost:${port}.`
}

/** Where a person finds the site and, when it serves it, the back office (the start's line). */
export function whereToFind(config: Config): { site: string; backOffice: string } {
  return {
    site: config.PUBLIC_URL,
    // With PANEL_URL the back office is that panel's own, not this site's.
    backOffice: config.PANEL_URL
      ? `${config.PANEL_URL.replace(/\/+$/, '')}/admin`
      : `${config.PUBLIC_URL}/panel/admin`,
  }
}
