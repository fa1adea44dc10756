import { useTranslation } from '~/i18n/translation'
import { WhatsAppIcon } from '~/components/icons'
import { agency } from '~/config/agency'
import { usePathTo } from '~/i18n/use-locale'
import { shareIds } from '~/lib/favorites/favorites'
import { handOffMessage, type HandOffContact, whatsappHref } from '~/lib/favorites/whatsapp'

/**
 * "Send to the agency on WhatsApp": a chat with the agency opens in a new tab, the message
 * written in the visitor's language with the models' names and the selection's share link.
 */
export function WhatsAppHandOff({
  contact,
  talents,
}: {
  contact: HandOffContact
  talents: readonly { id: number; name: string }[]
}) {
  const { t } = useTranslation()
  const pathTo = usePathTo()
  const url = `${contact.origin}${pathTo('favorites')}?ids=${shareIds(talents)}`
  const message = handOffMessage({
    t,
    agency: agency.name,
    names: talents.map((talent) => talent.name),
    url,
  })
  return (
    <a
      href={whatsappHref(contact.whatsapp, message)}
      target="_blank"
      rel="noopener noreferrer"
      data-whatsapp-hand-off=""
      className="inline-flex min-h-11 items-center gap-2 border border-ink px-4 text-sm hover:bg-ink hover:text-paper"
    >
      <WhatsAppIcon width={18} height={18} />
      {t('handOff.whatsapp')}
      <span className="sr-only"> {t('footer.newTab')}</span>
    </a>
  )
}
