import { eq } from 'drizzle-orm'
import express, { type Response } from 'express'
import { staffAccounts } from '../../db/schema'
import { findAccount } from '../accounts'
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
import { enrolment, newRecoveryCodes, newTotpSecret, validTotpCode } from '../security/totp'
import type { FieldErrors } from '../ui/form'
import { seeOther, sendPage } from '../ui/render'
import { field, formWithCsrf } from './auth'

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
    options: { notice?: string; errors?: FieldErrors; extra?: Partial<AccountView> } = {},
  ) {
    const admin = adminContext(response)
    const account = await view(response, options.extra)
    const status = options.errors && Object.keys(options.errors).length > 0 ? 400 : 200
    sendPage(
      response,
      AccountPage({ admin, account, notice: options.notice, errors: options.errors }),
      status,
    )
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
    const current = field(request, 'current')
    const password = field(request, 'password')
    const errors: FieldErrors = {}
    if (!account.passwordHash || !(await verifyPassword(account.passwordHash, current))) {
      errors.current = m.account.wrongPassword
    }
    const problem = passwordProblem(password, account.email)
    if (problem) errors.password = m.setPassword.problems[problem]
    else if (password !== field(request, 'confirm')) errors.confirm = m.setPassword.mismatch
    if (Object.keys(errors).length > 0) return show(response, { errors })
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

  router.post('/account/second-factor/on', ...post, async (request, response) => {
    const { session } = adminContext(response)
    const m = messages(response).account
    const secretKey = field(request, 'secret')
    const code = field(request, 'code')
    if (!/^[A-Z2-7]{32}$/.test(secretKey) || !validTotpCode(secretKey, code)) {
      const { svg } = await enrolment(
        /^[A-Z2-7]{32}$/.test(secretKey) ? secretKey : newTotpSecret(),
        session!.account.email,
      )
      return show(response, {
        errors: { code: messages(response).signIn.codeFailed },
        extra: { enrolment: { secret: secretKey, svg } },
      })
    }
    const { codes, hashes } = newRecoveryCodes()
    await db
      .update(staffAccounts)
      .set({ totpSecret: secretKey, recoveryCodes: hashes })
      .where(eq(staffAccounts.id, session!.account.id))
    await recordAudit(db, session!.account, 'account.second-factor-on')
    // The codes are shown this once, on this answer: not after a redirect, never stored.
    await show(response, { notice: m.enabled, extra: { recoveryCodes: codes } })
  })

  router.post('/account/second-factor/off', ...post, async (request, response) => {
    const { session, base } = adminContext(response)
    const m = messages(response).account
    const account = (await findAccount(db, session!.account.id))!
    const password = field(request, 'disablePassword')
    if (!account.passwordHash || !(await verifyPassword(account.passwordHash, password))) {
      return show(response, { errors: { disablePassword: m.wrongPassword } })
    }
    await db
      .update(staffAccounts)
      .set({ totpSecret: null, recoveryCodes: [] })
      .where(eq(staffAccounts.id, account.id))
    await recordAudit(db, session!.account, 'account.second-factor-off')
    seeOther(response, `${base}/account?second-factor-off`)
  })

  return router
}
