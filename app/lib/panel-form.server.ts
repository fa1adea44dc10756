import type { Submission } from '@conform-to/react'
import type { AppLoadContext } from 'react-router'
import type { Locale } from '~/i18n/locales'
import { formErrors } from './form-fields'
import { type FormReply, sentReply } from './form-parse'
import { type FormOutcome, isHoneypotFilled, isSentByScript } from './form-post.server'

type PanelFormKind = 'contact' | 'favorites' | 'get-scouted'

type FormNames = {
  kind: PanelFormKind
  /** What the logs call the form: "quote request", "contact message". */
  name: string
}

type RelayOptions<Value> = FormNames & {
  locale: Locale
  /** The fields the visitor sees: a field the panel refuses is marked among these. */
  fields: readonly string[]
  timeoutMs: number
  /**
   * The address's allowance was taken before the body was read (the scouting application, whose
   * body is too big to read first): not taken again.
   */
  allowanceTaken?: boolean
  /**
   * The body for the panel, built from the checked value; or a reply and its status, when
   * preparing it shows the form cannot go (a lookup that failed, say).
   */
  prepare: (value: Value) => Promise<FormData | Pick<FormOutcome, 'reply' | 'status'>>
}

/**
 * A form that filled the honeypot: thanked as if it had gone, and dropped. It is judged before
 * the fields, so that a robot's garbage is neither checked nor counted as a visitor's mistake.
 */
export function droppedForHoneypot(
  context: AppLoadContext,
  form: FormData,
  { kind, name }: FormNames,
): FormOutcome | null {
  if (!isHoneypotFilled(form)) return null
  context.logger.info({ form: kind }, `${name} with the honeypot filled, dropped`)
  return { reply: sentReply, status: 200, byScript: isSentByScript(form) }
}

/** A form whose fields are invalid: back to the page (400) with its errors and what was typed. */
export function returnedInvalid(
  context: AppLoadContext,
  form: FormData,
  reply: FormReply['result'],
  { kind, name }: FormNames,
): FormOutcome {
  const fields = Object.keys(reply.error ?? {})
  context.logger.info({ form: kind, fields }, `${name} with invalid fields, returned`)
  return { reply: { result: reply, sent: false }, status: 400, byScript: isSentByScript(form) }
}

/**
 * The steps every form takes once its fields are valid: the address's allowance is taken, and
 * the form goes to the panel under the visitor's language. Every outcome is a reply the page
 * shows, with or without JavaScript, keeping what was typed: the panel refusing a field (400),
 * too many posts (429), the panel down or too slow. Nothing refused here reaches the panel.
 */
export async function relayToPanel<Value>(
  context: AppLoadContext,
  form: FormData,
  submission: Submission<unknown, string[], Value> & { status: 'success' },
  { kind, name, locale, fields, timeoutMs, allowanceTaken, prepare }: RelayOptions<Value>,
): Promise<FormOutcome> {
  const byScript = isSentByScript(form)
  const reply = (formError: string, fieldErrors?: Record<string, string[]>): FormReply => ({
    result: submission.reply({ formErrors: [formError], fieldErrors }),
    sent: false,
  })

  const allowance = allowanceTaken
    ? { allowed: true as const }
    : await context.formRateLimit.take(`${kind}:${context.clientAddress}`)
  if (!allowance.allowed) {
    const { retryAfterSeconds } = allowance
    return { reply: reply(formErrors.tooMany), status: 429, retryAfterSeconds, byScript }
  }

  const body = await prepare(submission.value)
  if (!(body instanceof FormData)) return { ...body, byScript }

  try {
    const outcome = await context.panel.submit(kind, locale, body, { timeoutMs })
    if (!outcome.ok) {
      context.logger.warn({ form: kind, errors: outcome.errors }, `the panel refused a ${name}`)
      const fieldErrors = Object.fromEntries(
        fields
          .filter((field) => outcome.errors[field])
          .map((field) => [field, [formErrors.refused]]),
      )
      return { reply: reply(formErrors.rejected, fieldErrors), status: 400, byScript }
    }
    context.logger.info({ form: kind, id: outcome.id }, `${name} sent`)
    return { reply: sentReply, status: 200, byScript }
  } catch (error) {
    context.logger.error({ err: error, form: kind }, `${name} not sent`)
    // The panel (or its database or file store) failed: try again later, everything kept.
    return { reply: reply(formErrors.sendFailed), status: 503, byScript }
  }
}
