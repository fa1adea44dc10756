import type { AdminRequestContext } from '../context'
import type { LinkProblem, LinksDraft } from '../links'
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
  return (
    <Layout admin={admin} title={m.title} section="links" notice={notice}>
      <ErrorSummary
        admin={admin}
        errors={errors}
        labels={{
          instagram: m.instagram,
          models: m.models,
          email: m.email,
          phone: m.phone,
          whatsapp: m.whatsapp,
        }}
      />
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      <form method="post" action={`${admin.base}/links`} className="stack narrow" noValidate>
        <CsrfField admin={admin} />
        <fieldset className="stack">
          <legend>{m.profiles}</legend>
          <Field
            name="instagram"
            label={m.instagram}
            hint={m.urlHint}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            defaultValue={draft.instagram}
            error={errors.instagram}
          />
          <Field
            name="models"
            label={m.models}
            hint={m.urlHint}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            defaultValue={draft.models}
            error={errors.models}
          />
        </fieldset>
        <fieldset className="stack">
          <legend>{m.contact}</legend>
          <Field
            name="email"
            label={m.email}
            type="email"
            autoComplete="off"
            spellCheck={false}
            defaultValue={draft.email}
            error={errors.email}
          />
          <Field
            name="phone"
            label={m.phone}
            optional={m.optional}
            hint={m.phoneHint}
            type="tel"
            autoComplete="off"
            defaultValue={draft.phone}
            error={errors.phone}
          />
          <Field
            name="whatsapp"
            label={m.whatsapp}
            optional={m.optional}
            hint={m.whatsappHint}
            type="tel"
            autoComplete="off"
            defaultValue={draft.whatsapp}
            error={errors.whatsapp}
          />
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
