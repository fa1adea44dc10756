import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq, gt, lt } from 'drizzle-orm'
import {
  index,
  type PgDatabase,
  type PgQueryResultHKT,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import express, { type NextFunction, type Request, type Response } from 'express'
import type { Logger } from 'pino'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { addressPrefix } from './client-address'
import type { SignInAnswer } from '../../contracts/sign-in'

export type ServiceName = 'booking' | 'panel'
/**
 * A key a service keeps: each service's own, the booking service's write key, and the panel's
 * secret (its back office's CSRF tokens and package links), which no other service holds.
 */
export type KeyName = ServiceName | 'booking-write' | 'panel-secret'

/** Keys whose configured value must be at least `minimumKeyLength` characters, by setting. */
const longKeys: Partial<Record<KeyName, string>> = { 'panel-secret': 'PANEL_SECRET' }
export const minimumKeyLength = 32

/** A service's table of the machine tokens it handed out; only their hashes are kept. */
export function accessTokenTable(name: string) {
  return pgTable(
    name,
    {
      tokenHash: text('token_hash').primaryKey(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    },
    (table) => [index(`${name}_expiry_idx`).on(table.expiresAt)],
  )
}

/** A service's database and its tokens' table: the table is all this module touches. */
type AccessTokens<Schema extends Record<string, unknown>> = {
  db: PgDatabase<PgQueryResultHKT, Schema>
  table: ReturnType<typeof accessTokenTable>
}

/**
 * The machine key of an embedded service: the configured one, or one generated at first start
 * and kept in the data folder (mode 600), so restarts keep working.
 */
export function serviceKey(service: KeyName, configured: string | undefined, dataDir: string) {
  if (configured) {
    const setting = longKeys[service]
    if (setting && configured.length < minimumKeyLength) {
      throw new RangeError(
        `${setting} has ${configured.length} characters: it needs at least ${minimumKeyLength}. Set a longer one, or unset it to have one generated in the data folder's keys/.`,
      )
    }
    return configured
  }
  const folder = path.resolve(dataDir, 'keys')
  const file = path.join(folder, `${service}.key`)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const key = randomBytes(32).toString('base64url')
  writeFileSync(file, `${key}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return key
}

/** Compares a presented key with the real one in constant time, whatever their lengths. */
function keysMatch(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false
  const a = createHash('sha256').update(presented).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** Issues an access token; only its hash is stored, and expired ones are cleared on the way. */
async function issueAccessToken<Schema extends Record<string, unknown>>(
  { db, table }: AccessTokens<Schema>,
  lifetimeSeconds: number,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url')
  await db.delete(table).where(lt(table.expiresAt, now))
  await db.insert(table).values({
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
  })
  return { accessToken: token, expiresIn: lifetimeSeconds }
}

async function isValidAccessToken<Schema extends Record<string, unknown>>(
  { db, table }: AccessTokens<Schema>,
  token: string,
  now = new Date(),
) {
  const [found] = await db
    .select({ tokenHash: table.tokenHash })
    .from(table)
    .where(and(eq(table.tokenHash, hashToken(token)), gt(table.expiresAt, now)))
    .limit(1)
  return found !== undefined
}

/** Express middleware: a valid `Authorization: Bearer <token>` for this service, or 401 JSON. */
export function requireAccessToken<Schema extends Record<string, unknown>>(
  tokens: AccessTokens<Schema>,
) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const token = /^Bearer (.+)$/.exec(request.get('authorization') ?? '')?.[1]
    if (token && (await isValidAccessToken(tokens, token))) return next()
    response.status(401).json({ message: 'Unauthenticated.' })
  }
}

type SignInOptions<Schema extends Record<string, unknown>> = {
  tokens: AccessTokens<Schema>
  /** The machine key, and the body field it comes in (`api_key` or `api_token`). */
  secret: string
  keyField: 'api_key' | 'api_token'
  tokenLifetimeSeconds: number
}

/**
 * Wrong keys an address (an IPv6 one by its /64) may send in 15 minutes; then every sign-in from
 * it, even with the right key, waits (429). Counted in each process: the keys are long and
 * random, so this only keeps a guesser slow, and a client signs in about once an hour.
 */
export const machineSignInFailures = 10
const machineSignInWindowSeconds = 15 * 60

/**
 * The sign-in both services share (`contracts/sign-in.ts`): `{salt, <keyField>}` as JSON (or a
 * plain form, as the Laravel services accept), answered with a bearer token, or 401.
 */
export function signInHandler<Schema extends Record<string, unknown>>({
  tokens,
  secret,
  keyField,
  tokenLifetimeSeconds,
}: SignInOptions<Schema>) {
  const failures = new RateLimiterMemory({
    points: machineSignInFailures,
    duration: machineSignInWindowSeconds,
  })
  return [
    express.json({ limit: '8kb' }),
    express.urlencoded({ limit: '8kb' }),
    async (request: Request, response: Response) => {
      const address = addressPrefix(request.ip ?? 'unknown')
      const held = await failures.get(address)
      if (held && held.consumedPoints >= machineSignInFailures) {
        response.set('Retry-After', String(Math.max(1, Math.ceil(held.msBeforeNext / 1000))))
        response.status(429).json({ message: 'Too many attempts.' })
        return
      }
      const body: Record<string, unknown> = request.body ?? {}
      const salted = typeof body.salt === 'string' && body.salt.length > 0
      if (!salted || !keysMatch(body[keyField], secret)) {
        await failures.penalty(address, 1)
        response.status(401).json({ message: 'Invalid credentials.' })
        return
      }
      const { accessToken, expiresIn } = await issueAccessToken(tokens, tokenLifetimeSeconds)
      response.set('Cache-Control', 'no-store')
      response.json({
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: expiresIn,
      } satisfies SignInAnswer & { token_type: string })
    },
  ]
}

/** The services' last resort: a JSON error with Express's own status (bad JSON is 400), else 500. */
export function jsonErrors(service: ServiceName, logger?: Logger) {
  return (error: unknown, request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error)
    let status = 500
    if (typeof error === 'object' && error !== null && 'status' in error) {
      const { status: given } = error
      if (typeof given === 'number' && given >= 400 && given < 600) status = given
    }
    if (status >= 500) logger?.error({ err: error, url: request.originalUrl }, `${service} error`)
    const exposed = error instanceof Error && 'expose' in error && error.expose
    response
      .status(status)
      .json({ message: status >= 500 ? 'Server error.' : exposed ? error.message : 'Bad request.' })
  }
}
