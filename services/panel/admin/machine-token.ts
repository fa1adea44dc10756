import { signInAnswer } from '../../../contracts/sign-in'

/**
 * The back office's side of a booking service's machine sign-in, for the write API's client and
 * the read API's reader: the token kept until a minute before it expires, and a call refused
 * with a 401 all the same sent once more after signing in anew.
 */
export function createMachineToken({
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
  let token: { value: string; until: number } | null = null

  async function signIn(): Promise<string> {
    const response = await fetch(signInUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ salt: crypto.randomUUID(), api_key: key }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`${api} refused the sign-in (${response.status})`)
    // The booking service always says how long the token lasts; were it silent, an hour.
    const { access_token: value, expires_in: lifetime = 3600 } = signInAnswer.parse(
      await response.json(),
    )
    token = { value, until: Date.now() + Math.max(0, lifetime - 60) * 1000 }
    return value
  }

  return {
    /** `send` with the kept token (or a new one); on a 401, one sign-in and `send` again. */
    async authorized(send: (bearer: string) => Promise<Response>): Promise<Response> {
      const kept = token && token.until > Date.now() ? token.value : await signIn()
      const response = await send(kept)
      if (response.status !== 401) return response
      token = null
      return send(await signIn())
    },
  }
}
