import type { listAccounts } from '../accounts'
import type { AdminRequestContext } from '../context'
import { accountsMessages } from '../messages/accounts'
import { commonMessages } from '../messages/common'
import { type StaffRole, staffRoles } from '../roles'
import { CsrfField, ErrorSummary, Field, type FieldErrors, FormError } from '../ui/form'
import { Layout } from '../ui/layout'

export type AccountRow = Awaited<ReturnType<typeof listAccounts>>[number]

/** What the invitation form was sent with, kept when it comes back with an error. */
export type InviteDraft = { email: string; name: string; role: string }

/** The admins' page: every account with its actions, and the invitation form (decision 029). */
export function AccountsPage({
  admin,
  accounts,
  draft = { email: '', name: '', role: 'booker' },
  errors = {},
  problem,
  notice,
  invitation,
}: {
  admin: AdminRequestContext
  accounts: AccountRow[]
  draft?: InviteDraft
  errors?: FieldErrors
  /** A refused change to an account (the last admin's). */
  problem?: string
  notice?: string
  /** The link of an account just made, shown this once when no e-mail took it. */
  invitation?: { email: string; link: string; mailFailed: boolean }
}) {
  const m = accountsMessages[admin.lang]
  const roles = commonMessages[admin.lang].roles
  const self = admin.session?.account.id
  return (
    <Layout admin={admin} title={m.title} section="accounts" notice={notice}>
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      <ErrorSummary admin={admin} errors={errors} labels={{ email: m.email, role: m.role }} />
      <FormError>{problem}</FormError>

      {invitation ? (
        <section aria-labelledby="invitation-title" className="panel-section">
          <h2 id="invitation-title">{m.link}</h2>
          {invitation.mailFailed ? <p>{m.mailFailed}</p> : null}
          <p>{m.invitedLink(invitation.email)}</p>
          <Field
            name="invitation-link"
            label={m.link}
            readOnly
            value={invitation.link}
            type="url"
          />
        </section>
      ) : null}

      <section aria-labelledby="invite-title" className="panel-section">
        <h2 id="invite-title">{m.inviteTitle}</h2>
        <form method="post" action={`${admin.base}/accounts`} className="stack narrow" noValidate>
          <CsrfField admin={admin} />
          <Field
            name="email"
            label={m.email}
            type="email"
            autoComplete="off"
            required
            defaultValue={draft.email}
            error={errors.email}
          />
          <Field
            name="name"
            label={m.name}
            optional={m.optional}
            autoComplete="off"
            defaultValue={draft.name}
          />
          <RoleSelect
            id="field-role"
            name="role"
            label={m.role}
            value={draft.role}
            error={errors.role}
            roles={roles}
          />
          <button type="submit" className="button primary">
            {m.invite}
          </button>
        </form>
      </section>

      <section aria-labelledby="list-title" className="panel-section">
        <h2 id="list-title">{m.listTitle}</h2>
        <ul className="stack account-list">
          {accounts.map((account) => {
            const address = `${admin.base}/accounts/${account.id}`
            const forAccount = (
              <span className="visually-hidden">{m.forAccount(account.email)}</span>
            )
            return (
              <li key={account.id} className="panel-section">
                <h3 id={`account-${account.id}`}>
                  {account.email}
                  {account.id === self ? ` (${m.you})` : null}
                </h3>
                <p>
                  {[
                    account.name,
                    roles[account.role],
                    account.disabledAt
                      ? m.disabled
                      : account.hasPassword
                        ? m.active
                        : m.awaitingPassword,
                    account.hasSecondFactor ? m.secondFactorOn : null,
                    m.sessions(account.sessions),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <form method="post" action={`${address}/role`} className="inline-form">
                  <CsrfField admin={admin} />
                  <RoleSelect
                    id={`role-${account.id}`}
                    name="role"
                    label={m.roleOf(account.email)}
                    value={account.role}
                    roles={roles}
                  />
                  <button type="submit" className="button">
                    {m.changeRole}
                    {forAccount}
                  </button>
                </form>
                <form
                  method="post"
                  action={`${address}/${account.disabledAt ? 'enable' : 'disable'}`}
                  className="inline-form"
                >
                  <CsrfField admin={admin} />
                  <button type="submit" className={account.disabledAt ? 'button' : 'button danger'}>
                    {account.disabledAt ? m.enable : m.disable}
                    {forAccount}
                  </button>
                </form>
                {account.sessions > 0 ? (
                  <form method="post" action={`${address}/end-sessions`} className="inline-form">
                    <CsrfField admin={admin} />
                    <button type="submit" className="button">
                      {m.endSessions}
                      {forAccount}
                    </button>
                  </form>
                ) : null}
                {account.hasSecondFactor ? (
                  <form
                    method="post"
                    action={`${address}/reset-second-factor`}
                    className="inline-form"
                  >
                    <CsrfField admin={admin} />
                    <button type="submit" className="button">
                      {m.resetSecondFactor}
                      {forAccount}
                    </button>
                  </form>
                ) : null}
              </li>
            )
          })}
        </ul>
      </section>
    </Layout>
  )
}

/** A role chosen from the three, labelled; no empty choice, since every account has one. */
function RoleSelect({
  id,
  name,
  label,
  value,
  error,
  roles,
}: {
  id: string
  name: string
  label: string
  value: string
  error?: string
  roles: Record<StaffRole, string>
}) {
  return (
    <Field name={name} id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      >
        {staffRoles.map((role) => (
          <option key={role} value={role}>
            {roles[role]}
          </option>
        ))}
      </select>
    </Field>
  )
}
