import type { AdminRequestContext } from '../context'
import { commonMessages } from '../messages/common'
import { CsrfField, ErrorSummary, Field, type FieldErrors } from '../ui/form'
import { Layout } from '../ui/layout'

export function SignInPage({
  admin,
  email = '',
  error,
  notice,
}: {
  admin: AdminRequestContext
  email?: string
  error?: string
  notice?: string
}) {
  const m = commonMessages[admin.lang].signIn
  return (
    <Layout admin={admin} title={m.title} notice={notice}>
      <div className="narrow">
        <h1>{m.title}</h1>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <form method="post" action={`${admin.base}/sign-in`} className="stack">
          <CsrfField admin={admin} />
          <Field
            name="email"
            label={m.email}
            type="email"
            autoComplete="username"
            required
            defaultValue={email}
          />
          <Field
            name="password"
            label={m.password}
            type="password"
            autoComplete="current-password"
            required
          />
          <button type="submit" className="button primary">
            {m.submit}
          </button>
        </form>
      </div>
    </Layout>
  )
}

export function SecondFactorPage({ admin, error }: { admin: AdminRequestContext; error?: string }) {
  const m = commonMessages[admin.lang].signIn
  return (
    <Layout admin={admin} title={m.codeTitle}>
      <div className="narrow">
        <h1>{m.codeTitle}</h1>
        <p>{m.codeIntro}</p>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <form method="post" action={`${admin.base}/sign-in/code`} className="stack">
          <CsrfField admin={admin} />
          <Field
            name="code"
            label={m.code}
            autoComplete="one-time-code"
            inputMode="text"
            required
            spellCheck={false}
          />
          <button type="submit" className="button primary">
            {m.codeSubmit}
          </button>
        </form>
      </div>
    </Layout>
  )
}

export function SetPasswordPage({
  admin,
  token,
  email,
  errors = {},
}: {
  admin: AdminRequestContext
  token: string
  email?: string
  errors?: FieldErrors
}) {
  const m = commonMessages[admin.lang].setPassword
  if (!email) {
    return (
      <Layout admin={admin} title={m.title}>
        <div className="narrow">
          <h1>{m.title}</h1>
          <p className="form-error" role="alert">
            {m.invalidLink}
          </p>
        </div>
      </Layout>
    )
  }
  return (
    <Layout admin={admin} title={m.title}>
      <div className="narrow">
        <h1>{m.title}</h1>
        <p>{m.intro(email)}</p>
        <ErrorSummary
          admin={admin}
          errors={errors}
          labels={{ password: m.password, confirm: m.confirm }}
        />
        <form method="post" action={`${admin.base}/set-password`} className="stack">
          <CsrfField admin={admin} />
          <input type="hidden" name="token" value={token} />
          {/* For password managers: the account the new password belongs to. */}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <Field
            name="password"
            label={m.password}
            hint={m.hint}
            error={errors.password}
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
          />
          <Field
            name="confirm"
            label={m.confirm}
            error={errors.confirm}
            type="password"
            autoComplete="new-password"
            required
          />
          <button type="submit" className="button primary">
            {m.submit}
          </button>
        </form>
      </div>
    </Layout>
  )
}

/** A page that only says something: refused, not found, failed. */
export function MessagePage({
  admin,
  title,
  text,
}: {
  admin: AdminRequestContext
  title: string
  text: string
}) {
  const m = commonMessages[admin.lang].errors
  const signedIn = admin.session?.stage === 'signed-in'
  return (
    <Layout admin={admin} title={title}>
      <div className="narrow">
        <h1>{title}</h1>
        <p>{text}</p>
        <p>
          <a href={signedIn ? `${admin.base}/inbox` : `${admin.base}/sign-in`}>
            {signedIn ? m.backToInbox : commonMessages[admin.lang].signIn.title}
          </a>
        </p>
      </div>
    </Layout>
  )
}
