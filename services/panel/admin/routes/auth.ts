import express, { type NextFunction, type Request, type Response } from 'express'
import {
  accountForSetupToken,
  findAccount,
  findAccountByEmail,
  setPasswordWithToken,
  setupTokenIssued,
  spendSecondFactorCode,
} from '../accounts'
import { recordAudit } from '../audit'
import {
  adminContext,
  type BackOfficeOptions,
  clearCookie,
  ForbiddenError,
  messages,
  sessionCookie,
  setSessionCookie,
} from '../context'
import { field, formWithCsrf } from '../form-posts'
import { MessagePage, SecondFactorPage, SetPasswordPage, SignInPage } from '../pages/auth'
import { homeArea, type StaffRole } from '../roles'
import { passwordProblem, verifyDecoy, verifyPassword } from '../security/passwords'
import { endSession, promoteSession, startSession } from '../security/sessions'
import {
  checkWithinLimits,
  codeKeys,
  type LimitedCheck,
  signInKeys,
} from '../security/sign-in-limits'
import { seeOther, sendPage } from '../ui/render'
import { sameOriginPath } from '../../../../contracts/same-origin-path'

/** Pages behind the sign-in: the others go to it, and come back after. */
export function requireSignedIn(request: Request, response: Response, next: NextFunction) {
  const admin = adminContext(response)
  if (admin.session?.stage === 'signed-in') return next()
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return next(new ForbiddenError('not signed in'))
  }
  const back = encodeURIComponent(request.originalUrl)
  seeOther(response, `${admin.base}/sign-in?next=${back}`)
}

/**
 * Where to go after signing in: a back-office page, never another site. The sign-in writes
 * `next` as a path, so it is read against a stand-in origin; `seeOther` checks the real one.
 */
function nextPage(base: string, value: unknown, role: StaffRole = 'admin'): string {
  return sameOriginPath(value, {
    origin: 'http://panel.invalid',
    fallback: `${base}/${homeArea(role)}`,
    within: base,
  })
}

/**
 * What the page says when a check under the limits did not pass: wait (429, with
 * `Retry-After`), or `wrong` (400), adding that it was the last attempt left when it was.
 */
export function limitedCheckError(
  response: Response,
  check: LimitedCheck,
  wrong: string,
): { error: string; status: 400 | 429 } {
  const m = messages(response).signIn
  const seconds = check.outcome === 'passed' ? 0 : check.seconds
  const minutes = Math.ceil(seconds / 60)
  if (check.outcome === 'refused') {
    response.set('Retry-After', String(seconds))
    return { error: m.locked(minutes), status: 429 }
  }
  return { error: seconds > 0 ? `${wrong} ${m.noAttemptsLeft(minutes)}` : wrong, status: 400 }
}

export function authRoutes({ db, secret }: BackOfficeOptions) {
  const router = express.Router()
  const post = formWithCsrf(secret)

  router.get('/sign-in', (request, response) => {
    const admin = adminContext(response)
    if (admin.session?.stage === 'signed-in') {
      return seeOther(
        response,
        nextPage(admin.base, request.query.next, admin.session.account.role),
      )
    }
    const m = messages(response).signIn
    const notice =
      'signed-out' in request.query
        ? m.signedOut
        : 'password-set' in request.query
          ? m.passwordSet
          : undefined
    sendPage(response, SignInPage({ admin, notice }))
  })

  router.post('/sign-in', ...post, async (request, response) => {
    const admin = adminContext(response)
    const m = messages(response).signIn
    const email = field(request, 'email').trim()
    const password = field(request, 'password')
    const keys = signInKeys(email, request.ip ?? 'unknown')
    const account = email ? await findAccountByEmail(db, email) : undefined
    const check = await checkWithinLimits(db, keys, async () => {
      const valid =
        account?.passwordHash && password
          ? await verifyPassword(account.passwordHash, password)
          : await verifyDecoy(password)
      // A disabled account is refused as a wrong password is: nothing said about it.
      return account !== undefined && account.disabledAt === null && valid
    })
    if (check.outcome !== 'passed' || !account) {
      const { error, status } = limitedCheckError(response, check, m.failed)
      return sendPage(response, SignInPage({ admin, email, error }), status)
    }
    const stage = account.totpSecret ? 'second-factor' : 'signed-in'
    const id = await startSession(db, account.id, stage)
    setSessionCookie(request, response, id)
    if (stage === 'second-factor') {
      return seeOther(response, `${admin.base}/sign-in/code`)
    }
    await recordAudit(db, account, 'account.sign-in')
    seeOther(response, nextPage(admin.base, request.query.next, account.role))
  })

  router.get('/sign-in/code', (_request, response) => {
    const admin = adminContext(response)
    if (admin.session?.stage !== 'second-factor') return seeOther(response, `${admin.base}/sign-in`)
    sendPage(response, SecondFactorPage({ admin }))
  })

  router.post('/sign-in/code', ...post, async (request, response) => {
    const admin = adminContext(response)
    const m = messages(response).signIn
    const session = admin.session
    if (session?.stage !== 'second-factor') return seeOther(response, `${admin.base}/sign-in`)
    // Codes count on their own: the right password, typed again, does not clear them.
    const keys = codeKeys(session.account.id, request.ip ?? 'unknown')
    const account = await findAccount(db, session.account.id)
    const code = field(request, 'code')
    const check = await checkWithinLimits(
      db,
      keys,
      async () => account !== undefined && (await spendSecondFactorCode(db, account, code)),
    )
    if (check.outcome !== 'passed' || !account) {
      const { error, status } = limitedCheckError(response, check, m.codeFailed)
      return sendPage(response, SecondFactorPage({ admin, error }), status)
    }
    await promoteSession(db, session.idHash)
    await recordAudit(db, account, 'account.sign-in', '', { secondFactor: true })
    seeOther(response, `${admin.base}/${homeArea(account.role)}`)
  })

  router.get('/set-password', async (request, response) => {
    const admin = adminContext(response)
    const token = typeof request.query.token === 'string' ? request.query.token : ''
    const account = await accountForSetupToken(db, token)
    if (!account) return refuseSetupLink(response, token)
    // The back office's `same-origin` policy already keeps the link's token from other sites'
    // Referer; `no-referrer` would make the browser post the form with `Origin: null`.
    sendPage(response, SetPasswordPage({ admin, token, email: account.email }))
  })

  /**
   * A link that no longer works says why: spent or expired, or never issued here, as one the
   * command made in another data folder (decision 025).
   */
  async function refuseSetupLink(response: Response, token: string) {
    const admin = adminContext(response)
    if (await setupTokenIssued(db, token)) {
      return sendPage(response, SetPasswordPage({ admin, token }), 404)
    }
    const m = messages(response).setPassword
    sendPage(response, MessagePage({ admin, title: m.title, text: m.unknownLink }), 404)
  }

  router.post('/set-password', ...post, async (request, response) => {
    const admin = adminContext(response)
    const m = messages(response).setPassword
    const token = field(request, 'token')
    const password = field(request, 'password')
    const confirm = field(request, 'confirm')
    const account = await accountForSetupToken(db, token)
    if (!account) return refuseSetupLink(response, token)
    const problem = passwordProblem(password, account.email)
    const errors = problem
      ? { password: m.problems[problem] }
      : password !== confirm
        ? { confirm: m.mismatch }
        : {}
    if (Object.keys(errors).length > 0) {
      // The answer's address has no token: the language link goes back to the link's own page.
      const linkPage = `${admin.base}/set-password?${new URLSearchParams({ token })}`
      return sendPage(
        response,
        SetPasswordPage({
          admin: { ...admin, url: linkPage },
          token,
          email: account.email,
          errors,
        }),
        400,
      )
    }
    await setPasswordWithToken(db, token, password)
    await recordAudit(db, account, 'account.password-set')
    seeOther(response, `${admin.base}/sign-in?password-set`)
  })

  router.post('/sign-out', ...post, async (request, response) => {
    const admin = adminContext(response)
    if (admin.session) {
      await endSession(db, admin.session.idHash)
      await recordAudit(db, admin.session.account, 'account.sign-out')
    }
    clearCookie(request, response, sessionCookie)
    seeOther(response, `${admin.base}/sign-in?signed-out`)
  })

  return router
}
