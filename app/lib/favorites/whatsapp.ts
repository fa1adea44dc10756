import type { Translate } from '~/i18n/translator'

/**
 * Names listed one by one in a hand-off message; the rest are counted. The link names them all,
 * and a message of two hundred names would be one no one at the agency reads.
 */
export const maxListedNames = 20

/**
 * The message a visitor sends the agency by WhatsApp with their selection, in their language:
 * a greeting, the models' names a line each, and the selection's share link, which opens for
 * the agency with the models and their comparison.
 */
export function handOffMessage({
  t,
  agency,
  names,
  url,
}: {
  t: Translate
  agency: string
  names: readonly string[]
  url: string
}): string {
  const listed = names.slice(0, maxListedNames)
  const rest = names.length - listed.length
  return [
    t('handOff.greeting', { agency }),
    ...listed.map((name) => `• ${name}`),
    ...(rest > 0 ? [t('handOff.more', { count: rest })] : []),
    '',
    t('handOff.link', { url }),
  ].join('\n')
}

/**
 * A `wa.me` link that opens a chat with `number` (digits only, country code first, as the
 * agency's links give it) with `message` written in, not sent: the visitor still sends it.
 */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`
}

/** What a page needs to hand a selection over: the agency's WhatsApp and the site's origin. */
export type HandOffContact = {
  /** Digits only, country code first: the panel's number, else the configured one. */
  whatsapp: string
  /** The public origin share links are made on (`PUBLIC_URL`). */
  origin: string
}
