import { eq, sql } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { setTimeout } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffAccounts, staffAuditLog, staffSessions, staffSignInAttempts } from '../db/schema'
import {
  createOrResetAccount,
  setPasswordWithToken,
  setupTokenIssued,
  sweepSetupTokens,
} from './accounts'
import { csrfToken } from './security/csrf'
import { hmac } from './security/tokens'
import { newRecoveryCodes, newTotpSecret } from './security/totp'
import {
  type BackOffice,
  BackOfficeBrowser,
  startBackOffice,
  staffPassword as password,
} from '../../../tests/support/back-office'

/**
 * The back office's sign-in as a browser meets it, over HTTP: the one-time link, the password
 * rules, the session cookie, CSRF and origin checks, the attempt limits, expiry, sign-out, and
 * the optional second factor.
 */

let office: BackOffice
const base = '/panel/admin'

beforeAll(async () => {
  office = await startBackOffice()
})

afterAll(async () => {
  await office?.close()
})

/** A browser of its own: cookies kept, redirects not followed, an address of its own. */
function newBrowser() {
  return office.browser()
}

async function accountWithPassword(email: string) {
  const { token } = await createOrResetAccount(office.db, { email, name: 'Test' })
  const browser = newBrowser()
  const _csrf = await browser.csrf(`/set-password?token=${token}`)
  const response = await browser.request(`${base}/set-password`, {
    form: { _csrf, token, password, confirm: password },
  })
  expect(response.status).toBe(303)
  return token
}

describe('the one-time link', () => {
  it('sets a password once, refusing weak ones, and is spent after', async () => {
    const { token } = await createOrResetAccount(office.db, { email: 'link@passarela.test' })
    const browser = newBrowser()
    const page = await browser.request(`${base}/set-password?token=${token}`)
    expect(page.status).toBe(200)
    // Its token reaches no other site's Referer.
    expect(page.headers.get('referrer-policy')).toBe('same-origin')
    const _csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1]!

    const weak = await browser.request(`${base}/set-password`, {
      form: { _csrf, token, password: 'password1234', confirm: 'password1234' },
    })
    expect(weak.status).toBe(400)
    expect(await weak.text()).toContain('Essa senha é comum demais')

    const mismatch = await browser.request(`${base}/set-password`, {
      form: { _csrf, token, password, confirm: `${password}!` },
    })
    expect(mismatch.status).toBe(400)

    const set = await browser.request(`${base}/set-password`, {
      form: { _csrf, token, password, confirm: password },
    })
    expect(set.status).toBe(303)
    expect(set.headers.get('location')).toBe(`${base}/sign-in?password-set`)
    const spent = await browser.request(`${base}/set-password?token=${token}`)
    expect(spent.status).toBe(404)
    expect(await spent.text()).toContain('já foi usado ou passou de 24 horas')

    const [account] = await office.db
      .select({ hash: staffAccounts.passwordHash })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'link@passarela.test'))
    expect(account?.hash).toMatch(/^\$argon2id\$/)
  })

  it('keeps its token when the page is switched to English', async () => {
    const { token } = await createOrResetAccount(office.db, { email: 'lang@passarela.test' })
    const browser = newBrowser()
    const page = await (await browser.request(`${base}/set-password?token=${token}`)).text()
    const href = /<a href="([^"]+)" hrefLang="en-GB"/.exec(page)![1]!.replaceAll('&amp;', '&')
    const switched = await browser.request(href)
    expect(switched.status).toBe(303)
    expect(switched.headers.get('location')).toBe(`${base}/set-password?token=${token}`)
    const english = await (await browser.request(switched.headers.get('location')!)).text()
    expect(english).toContain('<html lang="en-GB">')
    expect(english).toContain('Choose the password of the account lang@passarela.test.')
  })

  it('keeps its token when the page is switched to English after a refused password', async () => {
    const { token } = await createOrResetAccount(office.db, { email: 'lang2@passarela.test' })
    const browser = newBrowser()
    const _csrf = await browser.csrf(`/set-password?token=${token}`)
    const refused = await browser.request(`${base}/set-password`, {
      form: { _csrf, token, password: 'password1234', confirm: 'password1234' },
    })
    expect(refused.status).toBe(400)
    const page = await refused.text()
    const href = /<a href="([^"]+)" hrefLang="en-GB"/.exec(page)![1]!.replaceAll('&amp;', '&')
    const switched = await browser.request(href)
    expect(switched.headers.get('location')).toBe(`${base}/set-password?token=${token}`)
    const english = await (await browser.request(switched.headers.get('location')!)).text()
    expect(english).toContain('Choose the password of the account lang2@passarela.test.')
  })

  it('is refused once 24 hours have passed', async () => {
    const created = new Date(Date.now() - 25 * 60 * 60 * 1000)
    const { token } = await createOrResetAccount(
      office.db,
      { email: 'late@passarela.test' },
      created,
    )
    const expired = await newBrowser().request(`${base}/set-password?token=${token}`)
    expect(expired.status).toBe(404)
    expect(await expired.text()).toContain('já foi usado ou passou de 24 horas')
  })

  it('says when this site never issued the link (as one made in another data folder)', async () => {
    const browser = newBrowser()
    const never = 'x'.repeat(43)
    const page = await browser.request(`${base}/set-password?token=${never}`)
    expect(page.status).toBe(404)
    const text = await page.text()
    expect(text).toContain('Este site nunca emitiu este link')
    expect(text).not.toContain('já foi usado')
    const _csrf = await browser.csrf('/sign-in')
    const posted = await browser.request(`${base}/set-password`, {
      form: { _csrf, token: never, password, confirm: password },
    })
    expect(posted.status).toBe(404)
    expect(await posted.text()).toContain('Este site nunca emitiu este link')
  })

  it('remembers an ended link for 90 days, then forgets it', async () => {
    const day = 24 * 60 * 60 * 1000
    const { token } = await createOrResetAccount(
      office.db,
      { email: 'old@passarela.test' },
      new Date(Date.now() - 2 * day),
    )
    await sweepSetupTokens(office.db)
    expect(await setupTokenIssued(office.db, token)).toBe(true)
    await sweepSetupTokens(office.db, new Date(Date.now() + 90 * day))
    expect(await setupTokenIssued(office.db, token)).toBe(false)
  })
})

describe('signing in', () => {
  beforeAll(async () => {
    await accountWithPassword('ana@passarela.test')
  })

  it('opens a session whose cookie is HttpOnly, SameSite=Lax and scoped to the back office', async () => {
    const browser = newBrowser()
    const response = await browser.attemptSignIn('ANA@passarela.test')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${base}/inbox`)
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('passarela_staff='))
    expect(cookie).toMatch(/; Path=\/panel\/admin;/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).not.toMatch(/Secure/)
    const account = await browser.request(`${base}/account`)
    expect(account.status).toBe(200)
    expect(await account.text()).toContain('ana@passarela.test')
  })

  it('marks the cookie Secure behind a TLS proxy', async () => {
    const browser = newBrowser()
    const _csrf = await browser.csrf('/sign-in')
    const response = await browser.request(`${base}/sign-in`, {
      form: { _csrf, email: 'ana@passarela.test', password },
      headers: { 'x-forwarded-proto': 'https', origin: office.origin.replace('http:', 'https:') },
    })
    expect(response.status).toBe(303)
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('passarela_staff='))
    expect(cookie).toMatch(/; Secure/)
  })

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await newBrowser().attemptSignIn('ana@passarela.test', 'not the password at all')
    const unknown = await newBrowser().attemptSignIn(
      'nobody@passarela.test',
      'not the password at all',
    )
    expect(wrong.status).toBe(400)
    expect(unknown.status).toBe(400)
    const text = (html: string) => /role="alert">([^<]+)/.exec(html)?.[1]
    expect(text(await wrong.text())).toBe('E-mail ou senha incorretos.')
    expect(text(await unknown.text())).toBe('E-mail ou senha incorretos.')
  })

  it('makes an account wait 15 minutes after five failures, from any address', async () => {
    await accountWithPassword('bia@passarela.test')
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(
        (await newBrowser().attemptSignIn('bia@passarela.test', 'wrong password here')).status,
      ).toBe(400)
    }
    // The fifth was checked, so it answers as a wrong password, and says the next must wait.
    const fifth = await newBrowser().attemptSignIn('bia@passarela.test', 'wrong password here')
    expect(fifth.status).toBe(400)
    expect(await fifth.text()).toContain('Não restam tentativas: aguarde 15 minutos')
    // Even the right password waits: it is not checked at all.
    const sixth = await newBrowser().attemptSignIn('bia@passarela.test')
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(await sixth.text()).toContain('Muitas tentativas. Aguarde 15 minutos')
  })

  it('checks five of sixty passwords sent at once: the right one sent 45th does not sign in', async () => {
    await accountWithPassword('rush@passarela.test')
    const browser = newBrowser()
    const _csrf = await browser.csrf('/sign-in')
    const answers = await burst(60, (index) =>
      browser.request(`${base}/sign-in`, {
        form: {
          _csrf,
          email: 'rush@passarela.test',
          password: index === 44 ? password : `wrong password ${index}`,
        },
      }),
    )
    expect(countChecked(answers)).toBeLessThanOrEqual(5)
    expect(answers[44]!.status).toBe(429)
    expect(answers[44]!.headers.getSetCookie().join()).not.toContain('passarela_staff=')
    expect((await browser.request(`${base}/inbox`)).status).toBe(303)
  })

  it('makes an address wait after five failures, whatever accounts it tried', async () => {
    const browser = newBrowser()
    for (let attempt = 1; attempt <= 5; attempt++) {
      await browser.attemptSignIn(`guess${attempt}@passarela.test`, 'wrong password here')
    }
    const locked = await browser.attemptSignIn('ana@passarela.test')
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBeTruthy()
  })

  it('refuses a post without the CSRF token, or from another origin', async () => {
    const browser = newBrowser()
    await browser.request(`${base}/sign-in`)
    const withoutToken = await browser.request(`${base}/sign-in`, {
      form: { email: 'ana@passarela.test', password },
    })
    expect(withoutToken.status).toBe(403)
    const _csrf = await browser.csrf('/sign-in')
    const foreign = await browser.request(`${base}/sign-in`, {
      form: { _csrf, email: 'ana@passarela.test', password },
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('set-cookie') ?? '').not.toContain('passarela_staff=')
    // Another browser's token is no token of this one's.
    const other = newBrowser()
    const othersToken = await other.csrf('/sign-in')
    expect(othersToken).not.toBe(_csrf)
    const borrowed = await browser.request(`${base}/sign-in`, {
      form: { _csrf: othersToken, email: 'ana@passarela.test', password },
    })
    expect(borrowed.status).toBe(403)
    const signedIn = await newBrowser().attemptSignIn('ana@passarela.test')
    expect(signedIn.status).toBe(303)
  })

  it('signs out, and out of every browser', async () => {
    const first = newBrowser()
    const second = newBrowser()
    await first.attemptSignIn('ana@passarela.test')
    await second.attemptSignIn('ana@passarela.test')
    const _csrf = await first.csrf('/account')
    const out = await first.request(`${base}/account/sign-out-everywhere`, { form: { _csrf } })
    expect(out.status).toBe(303)
    expect((await first.request(`${base}/account`)).status).toBe(303)
    const elsewhere = await second.request(`${base}/account`)
    expect(elsewhere.status).toBe(303)
    expect(elsewhere.headers.get('location')).toContain(`${base}/sign-in`)
  })

  it('ends a session left unused for 12 hours', async () => {
    const browser = newBrowser()
    await browser.attemptSignIn('ana@passarela.test')
    expect((await browser.request(`${base}/account`)).status).toBe(200)
    await office.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '13 hours'` })
      .where(sql`true`)
    expect((await browser.request(`${base}/account`)).status).toBe(303)
  })
})

/**
 * Sends `count` posts as one burst: the database is held while they arrive, so each reaches its
 * first query before any has gone further, as a burst does on a busy server (otherwise the
 * first few may be checked and answered before the last are sent). Answers in the order sent.
 */
async function burst(count: number, send: (index: number) => Promise<Response>) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const holding = office.db.transaction(() => held)
  const answers = Array.from({ length: count }, (_, index) => send(index))
  await setTimeout(1000)
  release()
  await holding
  return Promise.all(answers)
}

/** Answers to attempts that were checked: all but those refused by the limit (429). */
function countChecked(answers: Response[]) {
  for (const answer of answers) {
    if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  }
  return answers.filter((answer) => answer.status !== 429).length
}

/** Switches the second factor of `email` on in the database, as the account page does. */
async function withSecondFactor(email: string) {
  await accountWithPassword(email)
  const secret = newTotpSecret()
  await office.db
    .update(staffAccounts)
    .set({ totpSecret: secret, recoveryCodes: [] })
    .where(eq(staffAccounts.email, email))
  return new TOTP({ secret: Secret.fromBase32(secret) })
}

/** Six digits that are none of `totp`'s codes for now or the steps either side. */
function wrongCode(totp: TOTP, seed: number) {
  const near = [-30_000, 0, 30_000].map((offset) =>
    totp.generate({ timestamp: Date.now() + offset }),
  )
  let code = seed
  while (near.includes(String(code % 1_000_000).padStart(6, '0'))) code += 1
  return String(code % 1_000_000).padStart(6, '0')
}

describe('every back-office answer', () => {
  it('is noindex and never cached, signed in or not, found or not', async () => {
    await accountWithPassword('cris@passarela.test')
    const browser = newBrowser()
    const pages = [`${base}/sign-in`, `${base}/nowhere`]
    for (const url of pages) {
      const response = await browser.request(url)
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    await browser.attemptSignIn('cris@passarela.test')
    for (const url of [`${base}/inbox`, `${base}/account`, `${base}/audit`, `${base}/nowhere`]) {
      const response = await browser.request(url)
      expect(response.headers.get('x-robots-tag'), url).toBe('noindex, nofollow')
      expect(response.headers.get('cache-control'), url).toBe('no-store')
      expect(response.headers.get('content-security-policy'), url).toContain("default-src 'none'")
      expect(await response.text(), url).toContain(
        '<meta name="robots" content="noindex, nofollow"/>',
      )
    }
  })

  it('sends a visitor who is not signed in to the sign-in, and back after', async () => {
    const browser = newBrowser()
    const response = await browser.request(`${base}/audit`)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `${base}/sign-in?next=${encodeURIComponent(`${base}/audit`)}`,
    )
  })
})

describe('the second factor', () => {
  it('is switched on from the account page and then asked at every sign-in', async () => {
    await accountWithPassword('dani@passarela.test')
    const browser = newBrowser()
    await browser.attemptSignIn('dani@passarela.test')
    const enrolPage = await (await browser.request(`${base}/account?enrol=1`)).text()
    const secret = /<code class="secret">([A-Z2-7]+)<\/code>/.exec(enrolPage)![1]!
    expect(enrolPage).toContain('<svg')
    const totp = new TOTP({ secret: Secret.fromBase32(secret) })
    const _csrf = /name="_csrf" value="([^"]+)"/.exec(enrolPage)![1]!
    const wrong = await browser.request(`${base}/account/second-factor/on`, {
      form: { _csrf, secret, code: wrongCode(totp, 0), enablePassword: password },
    })
    expect(wrong.status).toBe(400)
    const on = await browser.request(`${base}/account/second-factor/on`, {
      form: { _csrf, secret, code: totp.generate(), enablePassword: password },
    })
    expect(on.status).toBe(200)
    const codes = [...(await on.text()).matchAll(/<li><code>([A-Z0-9-]+)<\/code><\/li>/g)].map(
      (match) => match[1]!,
    )
    expect(codes).toHaveLength(10)

    const again = newBrowser()
    const passwordStep = await again.attemptSignIn('dani@passarela.test')
    expect(passwordStep.headers.get('location')).toBe(`${base}/sign-in/code`)
    // Between the password and the code, nothing of the back office opens.
    expect((await again.request(`${base}/inbox`)).status).toBe(303)
    const codeCsrf = await again.csrf('/sign-in/code')
    const bad = await again.request(`${base}/sign-in/code`, {
      form: { _csrf: codeCsrf, code: '12345' },
    })
    expect(bad.status).toBe(400)
    // The code that switched it on is spent: the authenticator's next one signs in.
    const good = await again.request(`${base}/sign-in/code`, {
      form: { _csrf: codeCsrf, code: totp.generate({ timestamp: Date.now() + 30_000 }) },
    })
    expect(good.headers.get('location')).toBe(`${base}/inbox`)
    expect((await again.request(`${base}/inbox`)).status).not.toBe(303)

    // A recovery code serves once.
    for (const expected of [303, 400]) {
      const lost = newBrowser()
      await lost.attemptSignIn('dani@passarela.test')
      const token = await lost.csrf('/sign-in/code')
      const answer = await lost.request(`${base}/sign-in/code`, {
        form: { _csrf: token, code: codes[0]! },
      })
      expect(answer.status).toBe(expected)
    }
  })
})

describe('the second factor, against guessing and replay', () => {
  it('takes a code once: the same code again, even within its 30 seconds, is refused', async () => {
    const totp = await withSecondFactor('replay@passarela.test')
    const code = totp.generate()
    const first = newBrowser()
    await first.signIn('replay@passarela.test')
    const accepted = await first.request(`${base}/sign-in/code`, {
      form: { _csrf: await first.csrf('/sign-in/code'), code },
    })
    expect(accepted.status).toBe(303)
    const second = newBrowser()
    await second.signIn('replay@passarela.test')
    const replayed = await second.request(`${base}/sign-in/code`, {
      form: { _csrf: await second.csrf('/sign-in/code'), code },
    })
    expect(replayed.status).toBe(400)
    expect((await second.request(`${base}/inbox`)).status).toBe(303)
  })

  it('checks five of sixty codes sent at once: the right one sent 45th does not sign in', async () => {
    const totp = await withSecondFactor('codes@passarela.test')
    const browser = newBrowser()
    await browser.signIn('codes@passarela.test')
    const _csrf = await browser.csrf('/sign-in/code')
    const answers = await burst(60, (index) =>
      browser.request(`${base}/sign-in/code`, {
        form: { _csrf, code: index === 44 ? totp.generate() : wrongCode(totp, index * 7919) },
      }),
    )
    expect(countChecked(answers)).toBeLessThanOrEqual(5)
    expect(answers[44]!.status).toBe(429)
    expect((await browser.request(`${base}/inbox`)).status).toBe(303)
  })

  it('takes a recovery code once, even posted twice at once', async () => {
    await withSecondFactor('recover@passarela.test')
    const { codes, hashes } = newRecoveryCodes()
    await office.db
      .update(staffAccounts)
      .set({ recoveryCodes: hashes })
      .where(eq(staffAccounts.email, 'recover@passarela.test'))
    const browsers = [newBrowser(), newBrowser()]
    const forms: Record<string, string>[] = []
    for (const browser of browsers) {
      await browser.signIn('recover@passarela.test')
      forms.push({ _csrf: await browser.csrf('/sign-in/code'), code: codes[0]! })
    }
    const answers = await burst(2, (index) =>
      browsers[index]!.request(`${base}/sign-in/code`, { form: forms[index] }),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 400])
  })

  it('is switched on once when two browsers confirm it at once', async () => {
    await accountWithPassword('twice@passarela.test')
    const browsers = [newBrowser(), newBrowser()]
    const forms: Record<string, string>[] = []
    for (const browser of browsers) {
      await browser.signIn('twice@passarela.test')
      const secret = newTotpSecret()
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate()
      forms.push({ _csrf: await browser.csrf(), secret, code, enablePassword: password })
    }
    const answers = await burst(2, (index) =>
      browsers[index]!.request(`${base}/account/second-factor/on`, { form: forms[index] }),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('is switched on only with the right password', async () => {
    await accountWithPassword('enrol@passarela.test')
    const browser = newBrowser()
    await browser.signIn('enrol@passarela.test')
    const secret = newTotpSecret()
    const totp = new TOTP({ secret: Secret.fromBase32(secret) })
    const attempt = (fields: Record<string, string>) =>
      browser.post('/account/second-factor/on', { secret, code: totp.generate(), ...fields })
    const without = await attempt({})
    expect(without.status).toBe(400)
    const wrong = await attempt({ enablePassword: 'not the password at all' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('A senha atual está incorreta.')
    expect(await secretOf('enrol@passarela.test')).toBeNull()
    const right = await attempt({ enablePassword: password })
    expect(right.status).toBe(200)
    expect(await secretOf('enrol@passarela.test')).toBe(secret)
  })

  it('is not replaced while on: it is switched off first', async () => {
    const totp = await withSecondFactor('keep@passarela.test')
    const before = await secretOf('keep@passarela.test')
    expect(before).toBe(totp.secret.base32)
    const browser = newBrowser()
    await browser.signIn('keep@passarela.test')
    await browser.request(`${base}/sign-in/code`, {
      form: { _csrf: await browser.csrf('/sign-in/code'), code: totp.generate() },
    })
    const secret = newTotpSecret()
    const other = new TOTP({ secret: Secret.fromBase32(secret) })
    const replaced = await browser.post('/account/second-factor/on', {
      secret,
      code: other.generate(),
      enablePassword: password,
    })
    expect(replaced.status).toBe(409)
    expect(await replaced.text()).toContain('já está ativada')
    expect(await secretOf('keep@passarela.test')).toBe(before)
  })
})

describe('second-factor codes, counted on their own (issue 38)', () => {
  it('counts codes apart from passwords: right passwords from four addresses do not clear them', async () => {
    const totp = await withSecondFactor('alternate@passarela.test')
    const answers: Response[] = []
    // Four addresses, each under its own limit: the right password, then four wrong codes.
    for (let address = 0; address < 4; address++) {
      const browser = newBrowser()
      await browser.signIn('alternate@passarela.test')
      const _csrf = await browser.csrf('/sign-in/code')
      for (let attempt = 0; attempt < 4; attempt++) {
        const code = wrongCode(totp, 100_003 * (address * 4 + attempt + 1))
        answers.push(await browser.request(`${base}/sign-in/code`, { form: { _csrf, code } }))
      }
    }
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400])
    expect(await answers[4]!.text()).toContain('Não restam tentativas: aguarde 15 minutos')
    for (const refused of answers.slice(5)) {
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    }

    // The right code, after the right password from a fifth address, waits all the same.
    const owner = newBrowser()
    await owner.signIn('alternate@passarela.test')
    const _csrf = await owner.csrf('/sign-in/code')
    const locked = await owner.request(`${base}/sign-in/code`, {
      form: { _csrf, code: totp.generate() },
    })
    expect(locked.status).toBe(429)
    expect(await locked.text()).toContain('Muitas tentativas. Aguarde 15 minutos')
    expect((await owner.request(`${base}/inbox`)).status).toBe(303)

    // Once the wait is over the right code signs in, and clears the count of codes.
    const [account] = await office.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'alternate@passarela.test'))
    const codes = `code:${account!.id}`
    await office.db
      .update(staffSignInAttempts)
      .set({ lastAttemptAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(staffSignInAttempts.key, codes))
    const accepted = await owner.request(`${base}/sign-in/code`, {
      form: { _csrf, code: totp.generate() },
    })
    expect(accepted.headers.get('location')).toBe(`${base}/inbox`)
    const left = await office.db
      .select()
      .from(staffSignInAttempts)
      .where(eq(staffSignInAttempts.key, codes))
    expect(left).toEqual([])
  })

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const from = (address: string) => new BackOfficeBrowser(office.origin, base, address)
    for (let attempt = 1; attempt <= 5; attempt++) {
      const guess = await from(`2001:db8:64:1::${attempt}`).attemptSignIn(
        `v6-${attempt}@passarela.test`,
        'wrong password here',
      )
      expect(guess.status).toBe(400)
    }
    const sameNetwork = await from('2001:db8:64:1:ffff::9').attemptSignIn('v6@passarela.test')
    expect(sameNetwork.status).toBe(429)
    expect(Number(sameNetwork.headers.get('retry-after'))).toBeGreaterThan(0)
    const otherNetwork = await from('2001:db8:64:2::1').attemptSignIn('v6@passarela.test')
    expect(otherNetwork.status).toBe(400)
  })
})

describe('switching the second factor off (issue 38)', () => {
  async function signedInWithSecondFactor(email: string) {
    const totp = await withSecondFactor(email)
    const { codes, hashes } = newRecoveryCodes()
    await office.db
      .update(staffAccounts)
      .set({ recoveryCodes: hashes })
      .where(eq(staffAccounts.email, email))
    const browser = newBrowser()
    await browser.signIn(email)
    const signedIn = await browser.request(`${base}/sign-in/code`, {
      form: { _csrf: await browser.csrf('/sign-in/code'), code: totp.generate() },
    })
    expect(signedIn.status).toBe(303)
    return { browser, totp, codes }
  }

  it('asks for a code besides the password, and keeps the second factor on without one', async () => {
    const { browser, totp, codes } = await signedInWithSecondFactor('switch-off@passarela.test')
    const page = await browser.page('/account')
    expect(page).toContain('Código do aplicativo ou de recuperação')

    const passwordOnly = await browser.post('/account/second-factor/off', {
      disablePassword: password,
    })
    expect(passwordOnly.status).toBe(400)
    const without = await passwordOnly.text()
    expect(without).toContain(
      'Digite o código do aplicativo autenticador ou um código de recuperação.',
    )
    // Nothing secret comes back: the password field is empty.
    expect(without).not.toContain(password)
    expect(await secretOf('switch-off@passarela.test')).toBe(totp.secret.base32)

    const wrong = await browser.post('/account/second-factor/off', {
      disablePassword: password,
      code: wrongCode(totp, 424_242),
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('Código incorreto.')
    expect(await secretOf('switch-off@passarela.test')).toBe(totp.secret.base32)

    const wrongPassword = await browser.post('/account/second-factor/off', {
      disablePassword: 'not the password at all',
      code: codes[0]!,
    })
    expect(wrongPassword.status).toBe(400)
    expect(await wrongPassword.text()).toContain('A senha atual está incorreta.')
    expect(await secretOf('switch-off@passarela.test')).toBe(totp.secret.base32)

    // A recovery code serves, as the phone may be what was lost.
    const off = await browser.post('/account/second-factor/off', {
      disablePassword: password,
      code: codes[0]!,
    })
    expect(off.status).toBe(303)
    expect(off.headers.get('location')).toBe(`${base}/account?second-factor-off`)
    expect(await secretOf('switch-off@passarela.test')).toBeNull()
  })

  it('takes the authenticator’s current code, and says what is missing in English', async () => {
    const { browser, totp } = await signedInWithSecondFactor('switch-off-en@passarela.test')
    await browser.get('/account?panel-lang=en')
    const missing = await browser.post('/account/second-factor/off', {
      disablePassword: password,
    })
    expect(missing.status).toBe(400)
    const english = await missing.text()
    expect(english).toContain('Enter the code from your authenticator app, or a recovery code.')
    expect(english).toContain('App code or recovery code')
    // The code that signed in is spent: the authenticator's next one switches it off.
    const off = await browser.post('/account/second-factor/off', {
      disablePassword: password,
      code: totp.generate({ timestamp: Date.now() + 30_000 }),
    })
    expect(off.status).toBe(303)
    expect(await secretOf('switch-off-en@passarela.test')).toBeNull()
  })
})

describe('cookies when the site’s address is https: (issue 38)', () => {
  it('marks the back office’s cookies Secure even when the request looks plain', async () => {
    const secure = await startBackOffice({ siteUrl: 'https://agency.example' })
    try {
      const { token } = await createOrResetAccount(secure.db, { email: 'tls@passarela.test' })
      await setPasswordWithToken(secure.db, token, password)
      const browser = secure.browser()
      const signIn = await browser.request(`${base}/sign-in`)
      expect(signIn.headers.getSetCookie().join('\n')).toMatch(
        /passarela_staff_csrf=[^\n]*; Secure/,
      )
      const signedIn = await browser.attemptSignIn('tls@passarela.test')
      expect(signedIn.status).toBe(303)
      const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('passarela_staff='))
      expect(cookie).toMatch(/; Secure/)
    } finally {
      await secure.close()
    }
  })
})

describe('the panel’s own secret (issue 38)', () => {
  it('refuses a CSRF token made from the machine key the site holds', async () => {
    const browser = newBrowser()
    await browser.request(`${base}/sign-in`)
    const binding = browser.cookies.get('passarela_staff_csrf')!
    const forged = csrfToken(hmac(office.apiToken, 'back-office'), binding)
    const answer = await browser.request(`${base}/sign-in`, {
      form: { _csrf: forged, email: 'ana@passarela.test', password },
    })
    expect(answer.status).toBe(403)
  })
})

describe('the machine sign-in (issue 38)', () => {
  const signIn = (address: string, token: string) =>
    fetch(`${office.origin}/panel/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ salt: 'nonce', api_token: token }),
    })

  it('makes an address wait after ten wrong keys, even with the right one', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn('198.51.100.10', `wrong key ${attempt}`)).status).toBe(401)
    }
    const refused = await signIn('198.51.100.10', 'wrong key 11')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect((await signIn('198.51.100.10', office.apiToken)).status).toBe(429)
    expect((await signIn('198.51.100.11', office.apiToken)).status).toBe(200)
  })
})

describe('the account page, against guessing', () => {
  it('checks five of sixty current passwords sent at once to change it: the right one sent 45th changes nothing', async () => {
    await accountWithPassword('change@passarela.test')
    const browser = newBrowser()
    await browser.signIn('change@passarela.test')
    const before = await passwordHashOf('change@passarela.test')
    const _csrf = await browser.csrf()
    const newPassword = 'outra frase bem comprida'
    const answers = await burst(60, (index) =>
      browser.request(`${base}/account/password`, {
        form: {
          _csrf,
          current: index === 44 ? password : `wrong password ${index}`,
          password: newPassword,
          confirm: newPassword,
        },
      }),
    )
    expect(countChecked(answers)).toBeLessThanOrEqual(5)
    expect(answers[44]!.status).toBe(429)
    expect(await answers[44]!.text()).toContain('Muitas tentativas')
    expect(await passwordHashOf('change@passarela.test')).toBe(before)
  })

  it('checks five of sixty passwords sent at once to switch the second factor off: the right one sent 45th does not', async () => {
    const totp = await withSecondFactor('off@passarela.test')
    const browser = newBrowser()
    await browser.signIn('off@passarela.test')
    await browser.request(`${base}/sign-in/code`, {
      form: { _csrf: await browser.csrf('/sign-in/code'), code: totp.generate() },
    })
    const _csrf = await browser.csrf()
    const answers = await burst(60, (index) =>
      browser.request(`${base}/account/second-factor/off`, {
        form: {
          _csrf,
          disablePassword: index === 44 ? password : `wrong password ${index}`,
        },
      }),
    )
    expect(countChecked(answers)).toBeLessThanOrEqual(5)
    expect(answers[44]!.status).toBe(429)
    expect(await secretOf('off@passarela.test')).toBe(totp.secret.base32)
  })
})

async function secretOf(email: string) {
  const [account] = await office.db
    .select({ secret: staffAccounts.totpSecret })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email))
  return account?.secret
}

async function passwordHashOf(email: string) {
  const [account] = await office.db
    .select({ hash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email))
  return account?.hash
}

describe('the command that creates accounts', () => {
  it('resets an account: its password and sessions end, and the log says so', async () => {
    await accountWithPassword('eva@passarela.test')
    const browser = newBrowser()
    await browser.attemptSignIn('eva@passarela.test')
    const { created } = await createOrResetAccount(office.db, { email: 'Eva@passarela.test' })
    expect(created).toBe(false)
    expect((await browser.request(`${base}/account`)).status).toBe(303)
    expect((await newBrowser().attemptSignIn('eva@passarela.test')).status).toBe(400)
    const entries = await office.db
      .select({ action: staffAuditLog.action, actor: staffAuditLog.actor })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, 'account:eva@passarela.test'))
    expect(entries.map((entry) => entry.action)).toEqual(['account.create', 'account.reset'])
    expect(entries[0]?.actor).toBe('command line')
  })
})
