import { useCallback, useRef, useState } from 'react'
import { formErrors } from '~/lib/forms/form-fields'
import type { FormReply } from '~/lib/forms/form-parse'
import { scoutingErrors } from '~/lib/scouting/scouting-application'
import { postWithProgress } from './post-with-progress'

export type Upload =
  { state: 'idle' } | { state: 'sending'; progress: number } | { state: 'done'; reply: FormReply }

/** A reply for what never reached the form's action: the network, or a refusal on the way. */
function failure(formError: string): FormReply {
  return { result: { status: 'error', error: { '': [formError] } }, sent: false }
}

function isFormReply(value: unknown): value is FormReply {
  return typeof value === 'object' && value !== null && 'result' in value && 'sent' in value
}

/**
 * Sends a form's data with its upload's progress (`postWithProgress`), and answers with the
 * action's reply. A failure on the way is a reply too, so the form shows it like any other.
 */
export function useUpload(url: string) {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' })
  const sending = useRef(false)

  const send = useCallback(
    (data: FormData) => {
      if (sending.current) return
      sending.current = true
      setUpload({ state: 'sending', progress: 0 })
      const { answer } = postWithProgress(url, data, (progress) =>
        setUpload({ state: 'sending', progress }),
      )
      void answer.then((answered) => {
        sending.current = false
        // The form's reply comes under its status: 200, 400 for invalid fields, 413, 429.
        const reply = isFormReply(answered?.json)
          ? answered.json
          : failure(
              answered?.status === 413 ? scoutingErrors.uploadTooLarge : formErrors.sendFailed,
            )
        setUpload({ state: 'done', reply })
      })
    },
    [url],
  )

  const reset = useCallback(() => setUpload({ state: 'idle' }), [])

  return { upload, send, reset }
}
