import { useForm } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import type * as z from 'zod/mini'
import { formResetDelayMs } from '~/config/business'
import { type FormReply, parseForm, sentReply } from '~/lib/forms/form-parse'
import { useFormElementProps } from './form-element'
import type { SendState } from './send-button'

/**
 * The one form flow: checked in the browser with the schema the server checks again, the button
 * walked through Send, Sending and Sent, then cleared. With JavaScript it posts through a fetcher
 * (marked `byScriptField`, so the answer is the reply); without, a plain post answered with the
 * action data, or once sent with a redirect to the page marked `sent`.
 */
export function useSendForm<Schema extends z.ZodMiniType<object, Record<string, unknown>>>({
  id,
  schema,
  sent: arrivedSent,
}: {
  id: string
  schema: Schema
  /** The page is the one a plain post that went was redirected to. */
  sent: boolean
}) {
  const fetcher = useFetcher<FormReply>()
  const posted = useActionData<FormReply>()
  const reply = fetcher.data ?? posted ?? (arrivedSent ? sentReply : undefined)
  const [clearedReply, setClearedReply] = useState<FormReply | null>(null)
  const sent = reply?.sent === true && reply !== clearedReply
  const state: SendState = fetcher.state !== 'idle' ? 'sending' : sent ? 'sent' : 'idle'

  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    id,
    // A sent form's fields are cleared, not shown again.
    lastResult: reply && !reply.sent ? reply.result : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema),
  })

  useEffect(() => {
    if (!sent || !reply) return
    const timer = window.setTimeout(() => {
      form.reset()
      setClearedReply(reply)
    }, formResetDelayMs)
    return () => window.clearTimeout(timer)
  }, [sent, reply, form])

  const formProps = useFormElementProps(form)

  return { fetcher, form, formProps, fields, state }
}
