import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A random token for a cookie or a link: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, so a copy of the tables grants nothing. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

export function hmac(key: string, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url')
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
