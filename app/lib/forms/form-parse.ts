import { formatPaths, parse, type Submission, type SubmissionResult } from '@conform-to/dom'
import type * as z from 'zod/mini'

/**
 * A posted form checked against a zod schema, as Conform's submission, in the browser and again
 * on the server: `parseWithZod` for flat forms without its coercion layer (decision 007).
 */
export function parseForm<Schema extends z.ZodMiniType>(
  form: FormData | URLSearchParams,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  return parse(form, {
    resolve(payload) {
      const result = schema.safeParse(withoutEmptyFields(payload))
      if (result.success) return { value: result.data }
      const error: Record<string, string[]> = {}
      for (const issue of result.error.issues) {
        const name = formatPaths(issue.path.filter((part) => typeof part !== 'symbol'))
        const messages = (error[name] ??= [])
        if (!messages.includes(issue.message)) messages.push(issue.message)
      }
      return { error }
    },
  }) as Submission<z.input<Schema>, string[], z.output<Schema>>
}

function withoutEmptyFields(payload: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => !(typeof value === 'string' && value === '')),
  )
}

/** What a form's action answers: Conform's reply, and whether the form was sent. */
export type FormReply = { result: SubmissionResult<string[]>; sent: boolean }

/**
 * The reply to a form that went: it carries nothing of what was typed, as the form is cleared,
 * and a form dropped for its honeypot gets exactly the same.
 */
export const sentReply: FormReply = { result: { status: 'success' }, sent: true }
