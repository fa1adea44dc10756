import express, { type Request, type Response } from 'express'
import {
  type AccountChange,
  changeAccount,
  createOrResetAccount,
  emailTaken,
  LastAdminError,
  listAccounts,
  normaliseEmail,
} from '../accounts'
import { adminContext, type BackOfficeOptions } from '../context'
import { field, formWithCsrf } from '../form-posts'
import { accountsMessages } from '../messages/accounts'
import { commonMessages } from '../messages/common'
import { AccountsPage, type InviteDraft } from '../pages/accounts'
import { isStaffRole } from '../roles'
import { seeOther, sendPage } from '../ui/render'
import { notFound } from './not-found'
import type { Mailer } from '../../notifications'

/**
 * The admins' Staff accounts page (decision 029): invite, change a role, disable and enable, end
 * sessions, reset the second factor. The role guard keeps it to admins; every change is in the
 * audit log, and the last enabled admin is never demoted or disabled.
 */
export function staffAccountsRoutes({
  mailer,
}: {
  /** Sends the invitation through `SMTP_URL`; none, the page shows the link to copy. */
  mailer?: Mailer
}) {
  return ({ db, secret, secureCookies, logger }: BackOfficeOptions) => {
    const router = express.Router()
    const post = formWithCsrf(secret)

    async function show(
      response: Response,
      view: Omit<Parameters<typeof AccountsPage>[0], 'admin' | 'accounts'> = {},
      status = 200,
    ) {
      const admin = adminContext(response)
      sendPage(response, AccountsPage({ admin, accounts: await listAccounts(db), ...view }), status)
    }

    router.get('/accounts', async (request, response) => {
      const m = accountsMessages[adminContext(response).lang]
      const invited = typeof request.query.invited === 'string' ? request.query.invited : ''
      const notice =
        'updated' in request.query ? m.updated : invited ? m.invitedMailed(invited) : undefined
      await show(response, { notice })
    })

    router.post('/accounts', ...post, async (request, response) => {
      const admin = adminContext(response)
      const m = accountsMessages[admin.lang]
      const draft: InviteDraft = {
        email: field(request, 'email').trim(),
        name: field(request, 'name').trim(),
        role: field(request, 'role'),
      }
      const email = normaliseEmail(draft.email)
      const errors = {
        ...(!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320
          ? { email: m.problems.email }
          : (await emailTaken(db, email))
            ? { email: m.problems.taken }
            : {}),
        ...(isStaffRole(draft.role) ? {} : { role: m.problems.role }),
      }
      if (Object.keys(errors).length > 0 || !isStaffRole(draft.role)) {
        return show(response, { draft, errors }, 400)
      }
      const account = await createOrResetAccount(
        db,
        { email, name: draft.name.slice(0, 200), role: draft.role },
        new Date(),
        admin.session?.account ?? null,
      )
      const link = `${backOfficeAddress(request)}/set-password?token=${account.token}`
      let mailFailed = false
      if (mailer) {
        try {
          const role = commonMessages[admin.lang].roles[account.role]
          await mailer({ to: email, subject: m.mail.subject, text: m.mail.text(link, role) })
          return seeOther(response, `${admin.base}/accounts?invited=${encodeURIComponent(email)}`)
        } catch (error) {
          logger?.warn({ err: error }, 'an invitation could not be mailed')
          mailFailed = true
        }
      }
      // The link is shown this once, on this answer: not after a redirect, never stored.
      await show(response, { invitation: { email, link, mailFailed } })
    })

    const changes: [string, (request: Request) => AccountChange | undefined][] = [
      [
        'role',
        (request) => {
          const role = field(request, 'role')
          return isStaffRole(role) ? { kind: 'role', role } : undefined
        },
      ],
      ['disable', () => ({ kind: 'disable' })],
      ['enable', () => ({ kind: 'enable' })],
      ['end-sessions', () => ({ kind: 'end-sessions' })],
      ['reset-second-factor', () => ({ kind: 'reset-second-factor' })],
    ]
    for (const [action, read] of changes) {
      router.post(`/accounts/:id/${action}`, ...post, async (request, response) => {
        const admin = adminContext(response)
        const m = accountsMessages[admin.lang]
        const id = /^\d{1,9}$/.test(String(request.params.id)) ? Number(request.params.id) : 0
        const change = read(request)
        if (!change) return show(response, { problem: m.problems.role }, 400)
        try {
          if (!(await changeAccount(db, admin.session?.account ?? null, id, change))) {
            return notFound(response)
          }
        } catch (error) {
          if (error instanceof LastAdminError) {
            return show(response, { problem: m.problems.lastAdmin }, 409)
          }
          throw error
        }
        seeOther(response, `${admin.base}/accounts?updated`)
      })
    }

    /**
     * Where the invited person opens the back office: where the admin inviting them does (the
     * site's, or a panel run alone on its own port), `https:` when the site's address is.
     */
    function backOfficeAddress(request: Request) {
      const protocol = secureCookies ? 'https' : request.protocol
      return `${protocol}://${request.get('host')}${adminContext(request.res!).base}`
    }

    return router
  }
}
