import { createMachineToken } from '../../../contracts/machine-token'
import { signInAnswer } from '../../../contracts/sign-in'

/**
 * The back office's side of a booking service's machine sign-in, for the write API's client and
 * the read API's reader: the one token keeper of `contracts/machine-token.ts`.
 */
export function bookingMachineToken({
  signInUrl,
  key,
  timeoutMs,
  api,
}: {
  signInUrl: string
  key: string
  timeoutMs: number
  /** Which API this is, for the refusal's message: "the booking write API". */
  api: string
}) {
  return createMachineToken(async () => {
    const response = await fetch(signInUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ salt: crypto.randomUUID(), api_key: key }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`${api} refused the sign-in (${response.status})`)
    return signInAnswer.parse(await response.json())
  })
}
