import type { Submission } from '@conform-to/react'
import type { AppLoadContext } from 'react-router'
import type { Locale } from '~/i18n/locales'
import type { SubmissionKind } from '../../../contracts/panel'
import { formErrors } from './form-fields'
import { type FormReply, sentReply } from './form-parse'
import {
  assertSameOriginPost,
  type FormOutcome,
  isHoneypotFilled,
  isSentByScript,
  readFormData,
  refusedBody,
} from './form-post.server'

/**
 * The visitor's forms the site sends to the agency's panel: the contact message, the quote
 * request and the scouting application. Each is a `PanelForm`, and `submitForm` takes every one
 * through the same steps.
 */

type FieldErrors = Record<string, string[]>

/** What reading a post's body hands on to the rest of the steps. */
type PostedForm = {
  form: FormData
  /** The files the reader refused for their bytes, by field, for the form's check to report. */
  refusedFiles?: FieldErrors
  /** The reader took the address's allowance before reading: it is not taken again. */
  allowanceTaken?: boolean
}

/** The steps after reading: the honeypot, the fields' check, the panel. */
export type AfterReading = (posted: PostedForm) => Promise<FormOutcome>

/**
 * How a form's body is read. The form is handed to `rest` rather than returned, so that a reader
 * can hold what the form needs until the panel has it (an upload's turn, its scratch folder); a
 * body it cannot read, or will not, is answered without going on.
 */
type ReadForm = (
  request: Request,
  context: AppLoadContext,
  rest: AfterReading,
) => Promise<FormOutcome>

/** A form that cannot go after all, found while preparing it (a lookup that failed, say). */
type NotSent = { status: 400 | 503; formErrors?: string[]; fieldErrors?: FieldErrors }

export type PanelForm<Value> = {
  kind: SubmissionKind
  /** What the logs call the form: "quote request", "contact message". */
  name: string
  read: ReadForm
  /** The fields checked, as Conform's submission, with the files the reader refused. */
  parse: (form: FormData, refusedFiles: FieldErrors) => Submission<unknown, string[], Value>
  /** The fields the visitor sees: a field the panel refuses is marked among these. */
  fields: readonly string[]
  timeoutMs: number
  /** The body for the panel, built from the checked value; or why the form cannot go. */
  prepare: (
    value: Value,
    post: { context: AppLoadContext; locale: Locale },
  ) => Promise<FormData | NotSent>
}

/**
 * A form without files, read whole into memory up to `maxBytes`; a body that is bigger, or no
 * form, is the form's page with the reason.
 */
export function readFormWithin(maxBytes: number): ReadForm {
  return async (request, _context, rest) => {
    const form = await readFormData(request, maxBytes)
    return form instanceof FormData ? rest({ form }) : refusedBody(form, formErrors.tooLong)
  }
}

/**
 * A visitor's form, from the post to the outcome its page shows: from this site only, read,
 * dropped if a robot filled the honeypot, sent back with its errors if its fields are invalid,
 * and otherwise sent to the panel under the visitor's language.
 */
export async function submitForm<Value>(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  panelForm: PanelForm<Value>,
): Promise<FormOutcome> {
  assertSameOriginPost(request, context.publicUrl)
  return panelForm.read(request, context, async ({ form, refusedFiles = {}, allowanceTaken }) => {
    const dropped = droppedForHoneypot(context, form, panelForm)
    if (dropped) return dropped
    const submission = panelForm.parse(form, refusedFiles)
    if (submission.status !== 'success') {
      return returnedInvalid(context, form, submission.reply(), panelForm)
    }
    return relayToPanel(context, form, submission, { ...panelForm, locale, allowanceTaken })
  })
}

type FormNames = Pick<PanelForm<unknown>, 'kind' | 'name'>

/**
 * A form that filled the honeypot: thanked as if it had gone, and dropped. It is judged before
 * the fields, so that a robot's garbage is neither checked nor counted as a visitor's mistake.
 */
function droppedForHoneypot(
  context: AppLoadContext,
  form: FormData,
  { kind, name }: FormNames,
): FormOutcome | null {
  if (!isHoneypotFilled(form)) return null
  context.logger.info({ form: kind }, `${name} with the honeypot filled, dropped`)
  return { reply: sentReply, status: 200, byScript: isSentByScript(form) }
}

/** A form whose fields are invalid: back to the page (400) with its errors and what was typed. */
function returnedInvalid(
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
 * The steps once the fields are valid: the address's allowance taken, then the panel. Every
 * outcome (a field refused, 429, the panel down or slow) is a reply the page shows with what was
 * typed, with or without JavaScript.
 */
async function relayToPanel<Value>(
  context: AppLoadContext,
  form: FormData,
  submission: Submission<unknown, string[], Value> & { status: 'success' },
  {
    kind,
    name,
    locale,
    fields,
    timeoutMs,
    allowanceTaken,
    prepare,
  }: PanelForm<Value> & { locale: Locale; allowanceTaken?: boolean },
): Promise<FormOutcome> {
  const byScript = isSentByScript(form)
  const reply = (formError: string, fieldErrors?: FieldErrors): FormReply => ({
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

  const body = await prepare(submission.value, { context, locale })
  if (!(body instanceof FormData)) {
    const { status, ...errors } = body
    return { reply: { result: submission.reply(errors), sent: false }, status, byScript }
  }

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
