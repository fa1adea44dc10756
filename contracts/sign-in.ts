import { z } from 'zod'

/**
 * Both services sign a machine in alike: `{salt, api_key}` (booking) or `{salt, api_token}`
 * (panel), a fresh salt each time, answered with a bearer token and maybe its lifetime (s).
 */
export const signInAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().optional(),
})

export type SignInAnswer = z.input<typeof signInAnswer>
