import { randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import { sameText, tokenHash } from './tokens'

/**
 * The optional second factor: a TOTP (RFC 6238: 6 digits, 30 s, SHA-1, what every
 * authenticator app reads) and ten single-use recovery codes for a lost phone.
 */

const issuer = 'Passarela'

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totp(secret: string, email: string) {
  return new TOTP({ issuer, label: email, secret: Secret.fromBase32(secret) })
}

/** The `otpauth://` address an authenticator app reads, and its QR code as SVG. */
export async function enrolment(secret: string, email: string) {
  const uri = totp(secret, email).toString()
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { uri, svg }
}

/**
 * The time step (Unix time / 30 s) whose code `code` is, taking the step of now or either side
 * (clocks drift); `undefined` when it is none of them. A step is spent once accepted
 * (`spendTotpStep` in `../accounts.ts`), so a code seen over a shoulder cannot be used again.
 */
export function totpStep(secret: string, code: string, timestamp = Date.now()) {
  const digits = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(digits)) return undefined
  const generator = totp(secret, '')
  const delta = generator.validate({ token: digits, timestamp, window: 1 })
  return delta === null ? undefined : generator.counter({ timestamp }) + delta
}

/** Ten codes like `7KQ4-M2XD-PA`, each good once; only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
  const codes = Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10)
    const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')
    return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 10)}`
  })
  return { codes, hashes: codes.map(recoveryCodeHash) }
}

function recoveryCodeHash(code: string): string {
  return tokenHash(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
}

/** The hashes left once `code` is used, or `undefined` when it is not one of them. */
export function recoveryCodesLeft(hashes: readonly string[], code: string): string[] | undefined {
  const hash = recoveryCodeHash(code)
  const index = hashes.findIndex((candidate) => sameText(candidate, hash))
  return index === -1 ? undefined : hashes.filter((_, position) => position !== index)
}
