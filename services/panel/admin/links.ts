import { asc } from 'drizzle-orm'
import type { Database } from '../db'
import { socialLinks } from '../db/schema'

/**
 * The agency's social profiles and contact channels, which the site's footer and contact page
 * show: kept as the agency types them, each checked so that the site can put it in a link.
 */

export type LinksDraft = {
  instagram: string
  models: string
  email: string
  /** As printed: `+55 61 3248-7710`. */
  phone: string
  whatsapp: string
}

export type Links = {
  instagram: string
  models: string
  email: string
  /** Null: the site shows its own. */
  phone: string | null
  /** Digits only, country code first, as a `wa.me` link wants them; null: the site's own. */
  whatsapp: string | null
}

export type LinkProblem = 'required' | 'url' | 'email' | 'phone' | 'whatsapp'

export const linkFields = ['instagram', 'models', 'email', 'phone', 'whatsapp'] as const

export function parseLinksDraft(fields: Record<string, unknown>): LinksDraft {
  const value = (name: string) => {
    const typed = fields[name]
    return typeof typed === 'string' ? typed.trim() : ''
  }
  return {
    instagram: value('instagram'),
    models: value('models'),
    email: value('email'),
    phone: value('phone'),
    whatsapp: value('whatsapp'),
  }
}

/** An address the site may link to: http(s) only, with a host, without credentials. */
export function isWebAddress(value: string): boolean {
  if (value.length > 500 || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.includes('.') &&
      !url.username &&
      !url.password
    )
  } catch {
    return false
  }
}

export function isEmailAddress(value: string): boolean {
  return (
    value.length <= 254 && /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/.test(value)
  )
}

/**
 * A phone number as printed, its spacing tidied: digits with the usual separators, an
 * optional `+` first, and as many digits as a real number has (8 to 15, E.164's most).
 */
export function normalisePhone(value: string): string | undefined {
  const phone = value.replace(/\s+/g, ' ').trim()
  if (!/^\+?[\d\s().-]+$/.test(phone)) return undefined
  const digits = phone.replace(/\D/g, '').length
  return digits >= 8 && digits <= 15 ? phone : undefined
}

/** A WhatsApp number as `wa.me` wants it: `+55 (61) 99814-7710` becomes `5561998147710`. */
export function normaliseWhatsapp(value: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(value)) return undefined
  const digits = value.replace(/\D/g, '')
  // With its country code: at least 10 digits (a country, an area, a line).
  return digits.length >= 10 && digits.length <= 15 ? digits : undefined
}

export function validateLinks(draft: LinksDraft): {
  errors: Partial<Record<keyof LinksDraft, LinkProblem>>
  links?: Links
} {
  const errors: Partial<Record<keyof LinksDraft, LinkProblem>> = {}
  for (const name of ['instagram', 'models'] as const) {
    if (!draft[name]) errors[name] = 'required'
    else if (!isWebAddress(draft[name])) errors[name] = 'url'
  }
  if (!draft.email) errors.email = 'required'
  else if (!isEmailAddress(draft.email)) errors.email = 'email'
  const phone = draft.phone ? normalisePhone(draft.phone) : null
  if (phone === undefined) errors.phone = 'phone'
  const whatsapp = draft.whatsapp ? normaliseWhatsapp(draft.whatsapp) : null
  if (whatsapp === undefined) errors.whatsapp = 'whatsapp'
  if (Object.keys(errors).length > 0 || phone === undefined || whatsapp === undefined) {
    return { errors }
  }
  return {
    errors,
    links: {
      instagram: draft.instagram,
      models: draft.models,
      email: draft.email,
      phone,
      whatsapp,
    },
  }
}

const linksRow = 1

export async function readLinks(db: Database): Promise<Links | undefined> {
  const [row] = await db.select().from(socialLinks).orderBy(asc(socialLinks.id)).limit(1)
  return row
    ? {
        instagram: row.instagram,
        models: row.models,
        email: row.email,
        phone: row.phone,
        whatsapp: row.whatsapp,
      }
    : undefined
}

export function draftOfLinks(links: Links | undefined): LinksDraft {
  return {
    instagram: links?.instagram ?? '',
    models: links?.models ?? '',
    email: links?.email ?? '',
    phone: links?.phone ?? '',
    whatsapp: links?.whatsapp ?? '',
  }
}

/** Writes the links; the fields that changed, by name, for the audit log. */
export async function saveLinks(db: Database, links: Links) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(socialLinks).orderBy(asc(socialLinks.id)).limit(1)
    const id = before?.id ?? linksRow
    await tx
      .insert(socialLinks)
      .values({ id, ...links, updatedAt: new Date() })
      .onConflictDoUpdate({ target: socialLinks.id, set: { ...links, updatedAt: new Date() } })
    return linkFields.filter((name) => before?.[name] !== links[name])
  })
}
