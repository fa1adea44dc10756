import { and, eq, isNull } from 'drizzle-orm'
import express, { type Request, type Response } from 'express'
import { staffAccounts } from '../../db/schema'
import { findAccount, spendSecondFactorCode } from '../accounts'
import { recordAudit } from '../audit'
import {
  adminContext,
  type BackOfficeOptions,
  clearCookie,
  messages,
  sessionCookie,
  setSessionCookie,
} from '../context'
import { AccountPage, type AccountView } from '../pages/account'
import { hashPassword, passwordProblem, verifyPassword } from '../security/passwords'
import { countSessions, endAllSessions, startSession } from '../security/sessions'
import { checkWithinLimits, codeKeys, signInKeys } from '../security/sign-in-limits'
import { enrolment, newRecoveryCodes, newTotpSecret, totpStep } from '../security/totp'
import type { FieldErrors } from '../ui/form'
import { seeOther, sendPage } from '../ui/render'
import { field, formWithCsrf } from '../form-posts'
import { limitedCheckError } from './auth'

/** The account page: password, sessions, and the optional second factor. */
export function accountRoutes({ db, secret }: BackOfficeOptions) {
  const router = express.Router()
  const post = formWithCsrf(secret)

  async function view(response: Response, extra: Partial<AccountView> = {}) {
    const { session } = adminContext(response)
    const account = (await findAccount(db, session!.account.id))!
    return {
      email: account.email,
      name: account.name,
      sessions: await countSessions(db, account.id),
      secondFactor: Boolean(account.totpSecret),
      recoveryCodesLeft: account.recoveryCodes.length,
      ...extra,
    } satisfies AccountView
  }

  async function show(
    response: Response,
    options: {
      notice?: string
      errors?: FieldErrors
      extra?: Partial<AccountView>
      status?: number
    } = {},
  ) {
    const admin = adminContext(response)
    const account = await view(response, options.extra)
    const status =
      options.status ?? (options.errors && Object.keys(options.errors).length > 0 ? 400 : 200)
    sendPage(
      response,
      AccountPage({ admin, account, notice: options.notice, errors: options.errors }),
      status,
    )
  }

  /**
   * Checks the account's password under the sign-in's limits (a stolen session guesses no
   * faster than the sign-in page): the error to show on `name`, with the answer's status, or
   * nothing when it is right.
   */
  async function checkPassword(
    request: Request,
    response: Response,
    account: { email: string; passwordHash: string | null },
    name: string,
  ): Promise<{ errors: FieldErrors; status: number } | undefined> {
    const password = field(request, name)
    const keys = signInKeys(account.email, request.ip ?? 'unknown')
    const check = await checkWithinLimits(db, keys, async () =>
      account.passwordHash ? verifyPassword(account.passwordHash, password) : false,
    )
    if (check.outcome === 'passed') return undefined
    const { error, status } = limitedCheckError(
      response,
      check,
      messages(response).account.wrongPassword,
    )
    return { errors: { [name]: error }, status }
  }

  router.get('/account', async (request, response) => {
    const m = messages(response).account
    const { session } = adminContext(response)
    const notice =
      'password-changed' in request.query
        ? m.passwordChanged
        : 'second-factor-off' in request.query
          ? m.disabled
          : undefined
    if (request.query.enrol === '1' && !session!.account.hasSecondFactor) {
      const secretKey = newTotpSecret()
      const { svg } = await enrolment(secretKey, session!.account.email)
      return show(response, { notice, extra: { enrolment: { secret: secretKey, svg } } })
    }
    await show(response, { notice })
  })

  router.post('/account/sign-out-everywhere', ...post, async (request, response) => {
    const { session, base } = adminContext(response)
    await endAllSessions(db, session!.account.id)
    await recordAudit(db, session!.account, 'account.sign-out-everywhere')
    clearCookie(request, response, sessionCookie)
    seeOther(response, `${base}/sign-in?signed-out`)
  })

  router.post('/account/password', ...post, async (request, response) => {
    const { session, base } = adminContext(response)
    const m = messages(response)
    const account = (await findAccount(db, session!.account.id))!
    const password = field(request, 'password')
    const wrong = await checkPassword(request, response, account, 'current')
    const errors: FieldErrors = { ...wrong?.errors }
    const problem = passwordProblem(password, account.email)
    if (problem) errors.password = m.setPassword.problems[problem]
    else if (password !== field(request, 'confirm')) errors.confirm = m.setPassword.mismatch
    if (Object.keys(errors).length > 0) return show(response, { errors, status: wrong?.status })
    await db
      .update(staffAccounts)
      .set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date() })
      .where(eq(staffAccounts.id, account.id))
    // Every other browser signs in again with the new password; this one goes on.
    await endAllSessions(db, account.id)
    setSessionCookie(request, response, await startSession(db, account.id, 'signed-in'))
    await recordAudit(db, session!.account, 'account.password-change')
    seeOther(response, `${base}/account?password-changed`)
  })

  // Switching on asks for the password (a session left open must not hand the account's second
  // factor to whoever sits at it), and never replaces one already on: that is switched off first.
  router.post('/account/second-factor/on', ...post, async (request, response) => {
    const { session } = adminContext(response)
    const m = messages(response).account
    const account = (await findAccount(db, session!.account.id))!
    if (account.totpSecret) return show(response, { notice: m.alreadyOn, status: 409 })
    const secretKey = /^[A-Z2-7]{32}$/.test(field(request, 'secret'))
      ? field(request, 'secret')
      : newTotpSecret()
    const step = totpStep(secretKey, field(request, 'code'))
    const wrong = await checkPassword(request, response, account, 'enablePassword')
    if (wrong || step === undefined) {
      const { svg } = await enrolment(secretKey, account.email)
      const errors: FieldErrors = { ...wrong?.errors }
      if (step === undefined) errors.code = messages(response).signIn.codeFailed
      return show(response, {
        errors,
        status: wrong?.status,
        extra: { enrolment: { secret: secretKey, svg } },
      })
    }
    const { codes, hashes } = newRecoveryCodes()
    // The code that confirmed it counts as used: it does not sign in afterwards. Written only
    // while none is on, so two posts at once cannot both switch one on.
    const switchedOn = await db
      .update(staffAccounts)
      .set({ totpSecret: secretKey, totpLastStep: step, recoveryCodes: hashes })
      .where(and(eq(staffAccounts.id, account.id), isNull(staffAccounts.totpSecret)))
      .returning({ id: staffAccounts.id })
    if (switchedOn.length === 0) return show(response, { notice: m.alreadyOn, status: 409 })
    await recordAudit(db, session!.account, 'account.second-factor-on')
    // The codes are shown this once, on this answer: not after a redirect, never stored.
    await show(response, { notice: m.enabled, extra: { recoveryCodes: codes } })
  })

  // Switching off asks for the password and a current code (or a recovery code): a session left
  // open, or a password seen over a shoulder, must not take the second factor away.
  router.post('/account/second-factor/off', ...post, async (request, response) => {
    const { session, base } = adminContext(response)
    const m = messages(response)
    const account = (await findAccount(db, session!.account.id))!
    if (!account.totpSecret) return seeOther(response, `${base}/account`)
    const code = field(request, 'code')
    const wrong = await checkPassword(request, response, account, 'disablePassword')
    if (wrong || !code.trim()) {
      const errors: FieldErrors = { ...wrong?.errors }
      if (!code.trim()) errors.code = m.account.codeRequired
      return show(response, { errors, status: wrong?.status })
    }
    const check = await checkWithinLimits(db, codeKeys(account.id, request.ip ?? 'unknown'), () =>
      spendSecondFactorCode(db, account, code),
    )
    if (check.outcome !== 'passed') {
      const { error, status } = limitedCheckError(response, check, m.signIn.codeFailed)
      return show(response, { errors: { code: error }, status })
    }
    await db
      .update(staffAccounts)
      .set({ totpSecret: null, totpLastStep: null, recoveryCodes: [] })
      .where(eq(staffAccounts.id, account.id))
    await recordAudit(db, session!.account, 'account.second-factor-off')
    seeOther(response, `${base}/account?second-factor-off`)
  })

  return router
}
