import { describe, expect, it } from 'vitest'
import { TOTP, Secret } from 'otpauth'
import { csrfToken, isSameOrigin, validCsrfToken } from './csrf'
import { absoluteLimitMs, idleLimitMs, isExpired, secondFactorLimitMs } from './sessions'
import { newRecoveryCodes, newTotpSecret, totpStep, recoveryCodesLeft } from './totp'

function request(headers: Record<string, string>, protocol = 'http') {
  return {
    protocol,
    get: (name: string) => headers[name.toLowerCase()],
  } as Parameters<typeof isSameOrigin>[0]
}

describe('isSameOrigin', () => {
  it("accepts the back office's own origin and refuses any other", () => {
    const own = { host: 'agency.example', origin: 'https://agency.example' }
    expect(isSameOrigin(request(own, 'https'))).toBe(true)
    expect(isSameOrigin(request({ ...own, origin: 'https://evil.example' }, 'https'))).toBe(false)
    expect(isSameOrigin(request(own, 'http'))).toBe(false)
    expect(isSameOrigin(request({ host: 'a.example', origin: 'null' }))).toBe(false)
  })

  it("takes an opaque origin only when the browser says the post is the origin's own", () => {
    const opaque = { host: 'a.example', origin: 'null' }
    expect(isSameOrigin(request({ ...opaque, 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(isSameOrigin(request({ ...opaque, 'sec-fetch-site': 'cross-site' }))).toBe(false)
    expect(isSameOrigin(request({ ...opaque, 'sec-fetch-site': 'none' }))).toBe(false)
  })

  it('falls back on Sec-Fetch-Site, and lets a request without either through to the token', () => {
    expect(isSameOrigin(request({ host: 'a', 'sec-fetch-site': 'cross-site' }))).toBe(false)
    expect(isSameOrigin(request({ host: 'a', 'sec-fetch-site': 'same-site' }))).toBe(false)
    expect(isSameOrigin(request({ host: 'a', 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(isSameOrigin(request({ host: 'a' }))).toBe(true)
  })
})

describe('CSRF tokens', () => {
  it('are bound to the secret and to the session', () => {
    const token = csrfToken('secret', 'session-a')
    expect(validCsrfToken('secret', 'session-a', token)).toBe(true)
    expect(validCsrfToken('secret', 'session-b', token)).toBe(false)
    expect(validCsrfToken('other', 'session-a', token)).toBe(false)
    expect(validCsrfToken('secret', 'session-a', undefined)).toBe(false)
    expect(validCsrfToken('secret', 'session-a', [token])).toBe(false)
  })
})

describe('session expiry', () => {
  const start = new Date('2026-11-24T12:00:00Z')
  const later = (ms: number) => new Date(start.getTime() + ms)

  it('ends a session unused for 12 hours', () => {
    const session = { stage: 'signed-in' as const, createdAt: start, lastSeenAt: start }
    expect(isExpired(session, later(idleLimitMs))).toBe(false)
    expect(isExpired(session, later(idleLimitMs + 1))).toBe(true)
  })

  it('ends a session in use after 7 days all the same', () => {
    const session = {
      stage: 'signed-in' as const,
      createdAt: start,
      lastSeenAt: later(absoluteLimitMs),
    }
    expect(isExpired(session, later(absoluteLimitMs))).toBe(false)
    expect(isExpired(session, later(absoluteLimitMs + 1))).toBe(true)
  })

  it('gives the step between password and code five minutes', () => {
    const session = { stage: 'second-factor' as const, createdAt: start, lastSeenAt: start }
    expect(isExpired(session, later(secondFactorLimitMs))).toBe(false)
    expect(isExpired(session, later(secondFactorLimitMs + 1))).toBe(true)
  })
})

describe('TOTP', () => {
  it("takes the authenticator's code of now and of the step either side, naming its step", () => {
    const secret = newTotpSecret()
    const totp = new TOTP({ secret: Secret.fromBase32(secret) })
    const now = Date.UTC(2026, 10, 24, 12, 0, 0)
    const step = now / 30_000
    expect(totpStep(secret, totp.generate({ timestamp: now }), now)).toBe(step)
    expect(totpStep(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1)
    expect(totpStep(secret, totp.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1)
    expect(totpStep(secret, totp.generate({ timestamp: now - 90_000 }), now)).toBeUndefined()
    expect(totpStep(secret, 'abcdef', now)).toBeUndefined()
  })

  it('matches RFC 6238 (SHA-1, 30 s): 94287082 at 59 s, as 6 digits', () => {
    // The RFC's key is the ASCII "12345678901234567890".
    const secret = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer })
    expect(totpStep(secret.base32, '287082', 59_000)).toBe(1)
  })

  it('spends each recovery code once, whatever its case and dashes', () => {
    const { codes, hashes } = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    const code = codes[3]!
    const left = recoveryCodesLeft(hashes, code.toLowerCase().replaceAll('-', ''))
    expect(left).toHaveLength(9)
    expect(recoveryCodesLeft(left!, code)).toBeUndefined()
    expect(recoveryCodesLeft(hashes, 'AAAA-BBBB-CC')).toBeUndefined()
  })
})
