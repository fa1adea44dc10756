import type { Submission } from '@conform-to/react'
import type { AppLoadContext } from 'react-router'
import type { Locale } from '~/i18n/locales'
import { formErrors } from './form-fields'
import type { FormReply } from './form-parse'
import { isHoneypotFilled } from './form-post.server'

type PanelFormKind = 'contact' | 'favorites' | 'get-scouted'

type RelayOptions<Value> = {
  kind: PanelFormKind
  /** What the logs call the form: "quote request", "contact message". */
  name: string
  locale: Locale
  /** The fields the visitor sees: a field the panel refuses is marked among these. */
  fields: readonly string[]
  timeoutMs: number
  /**
   * The body for the panel, built from the checked value; or a reply, when preparing it
   * shows the form cannot go (a lookup that failed, say).
   */
  prepare: (value: Value) => Promise<FormData | FormReply>
}

/**
 * The steps every form takes once its fields are valid: a filled honeypot is
 * thanked and dropped, the address's allowance is taken, and the form goes to the panel under
 * the visitor's language. Every outcome is a reply the page shows, with or without JavaScript,
 * keeping what was typed: the panel refusing a field, the panel down or too slow, too many
 * posts.
 */
export async function relayToPanel<Value>(
  context: AppLoadContext,
  form: FormData,
  submission: Submission<unknown, string[], Value> & { status: 'success' },
  { kind, name, locale, fields, timeoutMs, prepare }: RelayOptions<Value>,
): Promise<FormReply> {
  if (isHoneypotFilled(form)) {
    context.logger.info({ form: kind }, `${name} with the honeypot filled, dropped`)
    return { result: submission.reply(), sent: true }
  }

  const fail = (formError: string, fieldErrors?: Record<string, string[]>) => ({
    result: submission.reply({ formErrors: [formError], fieldErrors }),
    sent: false,
  })

  const allowance = context.formRateLimit.take(`${kind}:${context.clientAddress}`)
  if (!allowance.allowed) return fail(formErrors.tooMany)

  const body = await prepare(submission.value)
  if (!(body instanceof FormData)) return body

  try {
    const outcome = await context.panel.submit(kind, locale, body, { timeoutMs })
    if (!outcome.ok) {
      context.logger.warn({ form: kind, errors: outcome.errors }, `the panel refused a ${name}`)
      const fieldErrors = Object.fromEntries(
        fields
          .filter((field) => outcome.errors[field])
          .map((field) => [field, [formErrors.refused]]),
      )
      return fail(formErrors.rejected, fieldErrors)
    }
    context.logger.info({ form: kind, id: outcome.id }, `${name} sent`)
    return { result: submission.reply(), sent: true }
  } catch (error) {
    context.logger.error({ err: error, form: kind }, `${name} not sent`)
    return fail(formErrors.sendFailed)
  }
}
