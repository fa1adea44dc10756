import type { AdminRequestContext } from '../context'
import { commonMessages } from '../messages/common'
import {
  CodeField,
  CsrfField,
  ErrorSummary,
  type FieldErrors,
  NewPasswordFields,
  PasswordField,
} from '../ui/form'
import { Layout } from '../ui/layout'

export type AccountView = {
  email: string
  name: string
  sessions: number
  secondFactor: boolean
  recoveryCodesLeft: number
  /** While switching the second factor on: the secret to confirm and its QR code. */
  enrolment?: { secret: string; svg: string }
  /** Shown once, right after the second factor is switched on. */
  recoveryCodes?: string[]
}

export function AccountPage({
  admin,
  account,
  notice,
  errors = {},
}: {
  admin: AdminRequestContext
  account: AccountView
  notice?: string
  errors?: FieldErrors
}) {
  const m = commonMessages[admin.lang].account
  const s = commonMessages[admin.lang].setPassword
  return (
    <Layout admin={admin} title={m.title} section="account" notice={notice}>
      <h1>{m.title}</h1>
      <p>{m.signedInAs(account.email)}</p>
      <ErrorSummary
        admin={admin}
        errors={errors}
        labels={{
          current: m.currentPassword,
          password: s.password,
          confirm: s.confirm,
          // One of the two forms asks for a code: switching on, or switching off.
          code: account.secondFactor ? m.disableCode : m.confirmCode,
          disablePassword: m.currentPassword,
          enablePassword: m.currentPassword,
        }}
      />

      <section aria-labelledby="sessions-title" className="panel-section">
        <h2 id="sessions-title">{m.sessions(account.sessions)}</h2>
        <form method="post" action={`${admin.base}/account/sign-out-everywhere`}>
          <CsrfField admin={admin} />
          <button type="submit" className="button">
            {m.signOutEverywhere}
          </button>
        </form>
      </section>

      <section aria-labelledby="password-title" className="panel-section">
        <h2 id="password-title">{m.changePassword}</h2>
        <form method="post" action={`${admin.base}/account/password`} className="stack narrow">
          <CsrfField admin={admin} />
          <input type="hidden" name="username" autoComplete="username" value={account.email} />
          <CurrentPassword admin={admin} name="current" errors={errors} />
          <NewPasswordFields admin={admin} errors={errors} />
          <button type="submit" className="button primary">
            {m.changePassword}
          </button>
        </form>
      </section>

      <section aria-labelledby="second-factor-title" className="panel-section">
        <h2 id="second-factor-title">{m.secondFactor}</h2>
        <p>{account.secondFactor ? m.secondFactorOn : m.secondFactorOff}</p>
        {account.recoveryCodes ? (
          <div className="recovery-codes">
            <h3>{m.recoveryTitle}</h3>
            <p>{m.recoveryIntro}</p>
            <ul>
              {account.recoveryCodes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {account.secondFactor ? (
          <>
            <p>{m.recoveryLeft(account.recoveryCodesLeft)}</p>
            <form
              method="post"
              action={`${admin.base}/account/second-factor/off`}
              className="stack narrow"
            >
              <CsrfField admin={admin} />
              <p>{m.disableIntro}</p>
              <CurrentPassword admin={admin} name="disablePassword" errors={errors} />
              <CodeField label={m.disableCode} error={errors.code} recoveryCodes />
              <button type="submit" className="button">
                {m.disable}
              </button>
            </form>
          </>
        ) : account.enrolment ? (
          <form
            method="post"
            action={`${admin.base}/account/second-factor/on`}
            className="stack narrow"
          >
            <CsrfField admin={admin} />
            <p>{m.enrolIntro}</p>
            <div
              className="qr"
              role="img"
              aria-label={`QR code: ${m.secretKey} ${account.enrolment.secret}`}
              dangerouslySetInnerHTML={{ __html: account.enrolment.svg }}
            />
            <p>
              {m.secretKey}: <code className="secret">{account.enrolment.secret}</code>
            </p>
            <input type="hidden" name="secret" value={account.enrolment.secret} />
            <CodeField label={m.confirmCode} error={errors.code} />
            <CurrentPassword admin={admin} name="enablePassword" errors={errors} />
            <button type="submit" className="button primary">
              {m.confirm}
            </button>
          </form>
        ) : (
          <form method="get" action={`${admin.base}/account`}>
            <input type="hidden" name="enrol" value="1" />
            <button type="submit" className="button">
              {m.enable}
            </button>
          </form>
        )}
      </section>
    </Layout>
  )
}

/** The account's password, asked again before it or the second factor changes. */
function CurrentPassword({
  admin,
  name,
  errors,
}: {
  admin: AdminRequestContext
  name: 'current' | 'disablePassword' | 'enablePassword'
  errors: FieldErrors
}) {
  return (
    <PasswordField
      name={name}
      label={commonMessages[admin.lang].account.currentPassword}
      error={errors[name]}
      purpose="current"
    />
  )
}
