import { z } from 'zod'

/**
 * Both services sign a machine in alike: `{salt, api_key}` (booking) or `{salt, api_token}`
 * (panel), a random salt each time, answered with a bearer token and maybe its lifetime in
 * seconds. Every other call carries `Authorization: Bearer <access_token>`; a missing, wrong
 * or expired token is a 401.
 */
export const signInAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().optional(),
})

export type SignInAnswer = z.input<typeof signInAnswer>
