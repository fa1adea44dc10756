import type { AdminRequestContext } from '../context'
import { type LinkProblem, linkFields, type LinksDraft } from '../links'
import { contentMessages } from '../messages/content'
import { CsrfField, ErrorSummary, Field, type FieldErrors } from '../ui/form'
import { Layout } from '../ui/layout'

/** The agency's profiles and contact channels, as the site's footer and contact page show them. */
export function LinksPage({
  admin,
  draft,
  problems = {},
  notice,
}: {
  admin: AdminRequestContext
  draft: LinksDraft
  problems?: Partial<Record<keyof LinksDraft, LinkProblem>>
  notice?: string
}) {
  const m = contentMessages[admin.lang].links
  const errors: FieldErrors = {}
  for (const [name, problem] of Object.entries(problems)) {
    if (problem) errors[name] = m.problems[problem]
  }
  const form = { admin, draft, errors }
  return (
    <Layout admin={admin} title={m.title} section="links" notice={notice}>
      <ErrorSummary
        admin={admin}
        errors={errors}
        labels={Object.fromEntries(linkFields.map((name) => [name, m[name]]))}
      />
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      <form method="post" action={`${admin.base}/links`} className="stack narrow" noValidate>
        <CsrfField admin={admin} />
        <fieldset className="stack">
          <legend>{m.profiles}</legend>
          <LinkField name="instagram" type="url" hint={m.urlHint} {...form} />
          <LinkField name="models" type="url" hint={m.urlHint} {...form} />
        </fieldset>
        <fieldset className="stack">
          <legend>{m.contact}</legend>
          <LinkField name="email" type="email" {...form} />
          <LinkField name="phone" type="tel" hint={m.phoneHint} optional {...form} />
          <LinkField name="whatsapp" type="tel" hint={m.whatsappHint} optional {...form} />
        </fieldset>
        <div>
          <button type="submit" className="button primary">
            {m.save}
          </button>
        </div>
      </form>
    </Layout>
  )
}

/**
 * One link's input, as typed, with its problem: an address, an e-mail, or a phone number as
 * printed. Nothing for the browser to fill in (these are the agency's, not the person's), and
 * no spell check on an address or an e-mail.
 */
function LinkField({
  admin,
  draft,
  errors,
  name,
  type,
  hint,
  optional = false,
}: {
  admin: AdminRequestContext
  draft: LinksDraft
  errors: FieldErrors
  name: keyof LinksDraft
  type: 'url' | 'email' | 'tel'
  hint?: string
  optional?: boolean
}) {
  const m = contentMessages[admin.lang].links
  return (
    <Field
      name={name}
      label={m[name]}
      optional={optional ? m.optional : undefined}
      hint={hint}
      type={type}
      inputMode={type === 'url' ? 'url' : undefined}
      autoComplete="off"
      spellCheck={type === 'tel' ? undefined : false}
      defaultValue={draft[name]}
      error={errors[name]}
    />
  )
}
