import type { SignInAnswer } from './sign-in'

/** A token is renewed this long before it expires: none expires on its way to the service. */
export const renewalMarginSeconds = 60

/**
 * A machine's bearer token for a service's API, for every client of one (the site's, the back
 * office's): signed in on demand, concurrent sign-ins merged into one, kept until a minute
 * before it expires, and on a 401 dropped and the call sent once more with a new one.
 * `signIn` makes the sign-in and returns its answer, parsed (`signInAnswer`), or throws.
 */
export function createMachineToken(
  signIn: () => Promise<Pick<SignInAnswer, 'access_token'> & { expires_in?: number }>,
) {
  let token: { value: string; until: number } | null = null
  let signingIn: Promise<string> | null = null

  function fresh(): Promise<string> {
    signingIn ??= signIn()
      .then(({ access_token: value, expires_in: lifetime = 3600 }) => {
        token = { value, until: Date.now() + Math.max(lifetime - renewalMarginSeconds, 1) * 1000 }
        return value
      })
      .finally(() => {
        signingIn = null
      })
    return signingIn
  }

  return {
    /** A new token, whatever is kept (one sign-in for all who ask meanwhile). */
    fresh,
    /** `send` with the kept token (or a new one); on a 401, one sign-in and `send` again. */
    async authorized(send: (bearer: string) => Promise<Response>): Promise<Response> {
      const kept = token && token.until > Date.now() ? token.value : await fresh()
      const response = await send(kept)
      if (response.status !== 401) return response
      token = null
      return send(await fresh())
    },
  }
}
