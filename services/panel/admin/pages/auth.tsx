import type { AdminRequestContext } from '../context'
import { commonMessages } from '../messages/common'
import { minimumPasswordLength } from '../security/passwords'
import {
  CodeField,
  CsrfField,
  ErrorSummary,
  Field,
  type FieldErrors,
  FormError,
  NewPasswordFields,
  PasswordField,
} from '../ui/form'
import { NarrowPage } from '../ui/layout'

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
    <NarrowPage admin={admin} title={m.title} notice={notice}>
      <FormError>{error}</FormError>
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
        <PasswordField name="password" label={m.password} purpose="current" />
        <button type="submit" className="button primary">
          {m.submit}
        </button>
      </form>
    </NarrowPage>
  )
}

export function SecondFactorPage({ admin, error }: { admin: AdminRequestContext; error?: string }) {
  const m = commonMessages[admin.lang].signIn
  return (
    <NarrowPage admin={admin} title={m.codeTitle}>
      <p>{m.codeIntro}</p>
      <FormError>{error}</FormError>
      <form method="post" action={`${admin.base}/sign-in/code`} className="stack">
        <CsrfField admin={admin} />
        <CodeField label={m.code} recoveryCodes />
        <button type="submit" className="button primary">
          {m.codeSubmit}
        </button>
      </form>
    </NarrowPage>
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
      <NarrowPage admin={admin} title={m.title}>
        <FormError>{m.invalidLink}</FormError>
      </NarrowPage>
    )
  }
  return (
    <NarrowPage admin={admin} title={m.title}>
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
        <NewPasswordFields admin={admin} errors={errors} minLength={minimumPasswordLength} />
        <button type="submit" className="button primary">
          {m.submit}
        </button>
      </form>
    </NarrowPage>
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
    <NarrowPage admin={admin} title={title}>
      <p>{text}</p>
      <p>
        <a href={signedIn ? `${admin.base}/` : `${admin.base}/sign-in`}>
          {signedIn ? m.backToStart : commonMessages[admin.lang].signIn.title}
        </a>
      </p>
    </NarrowPage>
  )
}
