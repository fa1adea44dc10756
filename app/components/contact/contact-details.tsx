import type { ReactNode } from 'react'
import { useTranslation } from '~/i18n/translation'
import { InstagramIcon, MailIcon, ModelsNetworkIcon, WhatsAppIcon } from '~/components/icons'
import { agency } from '~/config/agency'
import type { AgencyLinks } from '~/lib/page/social-links'

const linkClasses =
  'inline-flex min-h-11 items-center gap-3 underline decoration-line-strong underline-offset-4 hover:decoration-ink'

/**
 * How to reach the agency: the address, the phone, WhatsApp, e-mail and the social profiles.
 * All but the address are the panel's, else the configured ones (chosen by the loader).
 */
export function ContactDetails({ links }: { links: AgencyLinks }) {
  const { t } = useTranslation()
  const { street, district, city, region, postalCode, country } = agency.address
  const newTab = t('footer.newTab')
  const profiles = [
    { href: links.instagram, label: t('footer.instagram'), Icon: InstagramIcon },
    { href: links.models, label: t('footer.models'), Icon: ModelsNetworkIcon },
  ]

  return (
    <div className="flex flex-col gap-10 text-base">
      <DetailsSection id="contact-visit" title={t('contact.address')}>
        <address className="mt-3 leading-relaxed not-italic">
          {agency.legalName}
          <br />
          {street}
          <br />
          {district}, {city} – {region}
          <br />
          {postalCode}, {country}
        </address>
      </DetailsSection>

      <DetailsSection id="contact-talk" title={t('contact.talk')}>
        <ul className="mt-2 flex flex-col">
          <li>
            <a href={`tel:${links.phoneHref}`} className={linkClasses}>
              <span className="sr-only">{t('forms.fields.phone')}: </span>
              <span className="tabular-nums">{links.phone}</span>
            </a>
          </li>
          <li>
            <a
              href={`https://wa.me/${links.whatsapp}`}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClasses}
            >
              <WhatsAppIcon />
              {t('contact.whatsapp')}
              <span className="sr-only"> {newTab}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${links.email}`} className={linkClasses}>
              <MailIcon />
              {links.email}
            </a>
          </li>
        </ul>
      </DetailsSection>

      <DetailsSection id="contact-follow" title={t('contact.follow')}>
        <ul className="mt-2 flex flex-col">
          {profiles.map(({ href, label, Icon }) => (
            <li key={label}>
              <a href={href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                <Icon />
                {label}
                <span className="sr-only"> {newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </DetailsSection>
    </div>
  )
}

/** One kind of contact, under a small title in capitals that names it. */
function DetailsSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xs tracking-[0.14em] text-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  )
}
