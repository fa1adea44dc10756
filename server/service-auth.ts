import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { NextFunction, Request, Response } from 'express'
import type { Database } from './db'
import { accessTokens } from './db/schema'

export type ServiceName = 'booking' | 'panel'

/**
 * The machine key of an embedded service: the configured one, or one generated at first start
 * and kept in DATA_DIR with mode 600, so that restarts keep working (DESIGN §5).
 */
export function serviceKey(service: ServiceName, configured: string | undefined, dataDir: string) {
  if (configured) return configured
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
export function keysMatch(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false
  const a = createHash('sha256').update(presented).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** Issues an access token for a service; only its hash is stored. */
export async function issueAccessToken(
  db: Database,
  service: ServiceName,
  lifetimeSeconds: number,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url')
  await db.delete(accessTokens).where(lt(accessTokens.expiresAt, now))
  await db.insert(accessTokens).values({
    tokenHash: hashToken(token),
    service,
    expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
  })
  return { accessToken: token, expiresIn: lifetimeSeconds }
}

export async function isValidAccessToken(
  db: Database,
  service: ServiceName,
  token: string,
  now = new Date(),
) {
  const [found] = await db
    .select({ service: accessTokens.service })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        eq(accessTokens.service, service),
        gt(accessTokens.expiresAt, now),
      ),
    )
    .limit(1)
  return found !== undefined
}

/** Express middleware: a valid `Authorization: Bearer <token>` for this service, or 401 JSON. */
export function requireAccessToken(db: Database, service: ServiceName) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const token = /^Bearer (.+)$/.exec(request.get('authorization') ?? '')?.[1]
    if (token && (await isValidAccessToken(db, service, token))) return next()
    response.status(401).json({ message: 'Unauthenticated.' })
  }
}
