import { z } from 'zod'
import { photoSections } from './booking-admin'
import { packageAnswerRules, packagePicks } from './fields'
import { languages } from './languages'

/**
 * Packages (decision 028): a selection of models the agency sends one client, kept by the panel,
 * which answers the site here: `POST /api/packages/:token/open` (counts the visit, or a book's
 * opening with `{book}`), `GET /api/packages/:token` (counts nothing), `POST …/answer` (a
 * submission of the kind `package`). An unknown token is a 404, an expired or revoked one a 410.
 */

/** What a package may show of each model: her photo sections, and her videos. */
export const packageSections = [...photoSections, 'videos'] as const
export type PackageSection = (typeof packageSections)[number]

/** How long a package's link works when the booker does not say: thirty days. */
export const defaultPackageDays = 30

export const packageRules = {
  maxTitle: 120,
  maxClientName: 120,
  maxNote: 2000,
  maxModelNote: 500,
  maxModels: 60,
  /** The furthest expiry a booker may set, in days from today. */
  maxDays: 365,
} as const

/** A link's token: 43 URL-safe characters (256 bits), as the back office makes them. */
export const packageToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

export const packageOpenInput = z.object({
  /** The talent whose book the client opened; absent for the package's own page. */
  book: z.number().int().positive().max(2_147_483_647).optional(),
})

export const openedPackage = z.object({
  id: z.number(),
  title: z.string(),
  /** The client's name as the booker wrote it, for the greeting; empty when not given. */
  clientName: z.string(),
  lang: z.enum(languages),
  note: z.string(),
  showMeasures: z.boolean(),
  sections: z.array(z.enum(packageSections)),
  expiresAt: z.string(),
  models: z.array(z.object({ id: z.number(), note: z.string() })),
})
export type OpenedPackage = z.infer<typeof openedPackage>

export const packageOpenAnswer = z.object({ data: openedPackage })

export const packageGoneReasons = ['expired', 'revoked'] as const
export type PackageGoneReason = (typeof packageGoneReasons)[number]
/**
 * A link no longer active: why, and the package's language, for its page to say so in it (an
 * agency's own panel may leave it out: the visitor's is taken then).
 */
export const packageGone = z.object({
  reason: z.enum(packageGoneReasons),
  lang: z.enum(languages).optional(),
})
export type PackageGone = z.infer<typeof packageGone>

/**
 * What the client sends back: a pick for each model they answer about (at least one), each
 * with an optional comment, and their name when the booker did not give it.
 */
export const packageAnswerInput = z.object({
  name: z
    .string()
    .trim()
    .max(
      packageAnswerRules.maxName,
      `the name must be at most ${packageAnswerRules.maxName} characters`,
    )
    .optional()
    .default(''),
  picks: z
    .array(
      z.object({
        id: z.number().int().positive(),
        /** The model's name as the client's page showed it, for the inbox to say who. */
        name: z.string().trim().max(120).optional().default(''),
        pick: z.enum(packagePicks, { error: 'the pick must be yes, maybe or no' }),
        comment: z
          .string()
          .trim()
          .max(
            packageAnswerRules.maxComment,
            `a comment must be at most ${packageAnswerRules.maxComment} characters`,
          )
          .optional()
          .default(''),
      }),
    )
    .min(1, 'answer for at least one model')
    .max(packageRules.maxModels),
})
export type PackageAnswerInput = z.input<typeof packageAnswerInput>
