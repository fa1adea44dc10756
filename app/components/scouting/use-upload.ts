import { useCallback, useRef, useState } from 'react'
import { formErrors } from '~/lib/forms/form-fields'
import type { FormReply } from '~/lib/forms/form-parse'
import { scoutingErrors } from '~/lib/scouting/scouting-application'

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
 * Sends a form's data with XMLHttpRequest, the one browser API that reports an upload's
 * progress (fetch does not), and answers with the action's reply. A failure on the way is a
 * reply too, so the form shows it like any other.
 */
export function useUpload(url: string) {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' })
  const request = useRef<XMLHttpRequest | null>(null)

  const send = useCallback(
    (data: FormData) => {
      if (request.current) return
      const xhr = new XMLHttpRequest()
      request.current = xhr
      setUpload({ state: 'sending', progress: 0 })
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) {
          setUpload({ state: 'sending', progress: event.loaded / event.total })
        }
      })
      const finish = (reply: FormReply) => {
        request.current = null
        setUpload({ state: 'done', reply })
      }
      xhr.addEventListener('load', () => {
        const answer: unknown = (() => {
          try {
            return JSON.parse(xhr.responseText)
          } catch {
            return null
          }
        })()
        // The form's reply comes under its status: 200, 400 for invalid fields, 413, 429.
        if (isFormReply(answer)) finish(answer)
        else if (xhr.status === 413) finish(failure(scoutingErrors.uploadTooLarge))
        else finish(failure(formErrors.sendFailed))
      })
      xhr.addEventListener('error', () => finish(failure(formErrors.sendFailed)))
      xhr.addEventListener('timeout', () => finish(failure(formErrors.sendFailed)))
      xhr.open('POST', url)
      xhr.setRequestHeader('Accept', 'application/json')
      xhr.send(data)
    },
    [url],
  )

  const reset = useCallback(() => setUpload({ state: 'idle' }), [])

  return { upload, send, reset }
}
