import { Trans, useTranslation } from '~/i18n/translation'
import { AppLink } from '~/components/app-link'
import { InstagramIcon, MailIcon, ModelsNetworkIcon, WhatsAppIcon } from '~/components/icons'
import { agency } from '~/config/agency'
import { usePathTo } from '~/i18n/use-locale'
import type { AgencyLinks } from '~/lib/page/social-links'
import { SiteNavigation } from './site-navigation'

type SiteFooterProps = {
  year: number
  links: AgencyLinks
  /** Contact pages give the footer its extra, inverted style. */
  emphasized: boolean
}

export function SiteFooter({ year, links, emphasized }: SiteFooterProps) {
  const { t } = useTranslation()
  const pathTo = usePathTo()
  const newTab = t('footer.newTab')
  const socialLinks = [
    { href: links.instagram, label: t('footer.instagram'), Icon: InstagramIcon },
    { href: links.models, label: t('footer.models'), Icon: ModelsNetworkIcon },
    { href: `https://wa.me/${links.whatsapp}`, label: t('footer.whatsapp'), Icon: WhatsAppIcon },
  ]

  return (
    <footer
      data-site-chrome=""
      data-emphasized={emphasized || undefined}
      className={`mt-24 text-sm ${emphasized ? 'bg-ink text-paper' : 'border-t border-line text-muted'}`}
    >
      {/* The menu's trigger leads here without script; server only (see `SiteNavigation`). */}
      <noscript>{import.meta.env.SSR ? <SiteNavigation emphasized={emphasized} /> : null}</noscript>
      <div className="mx-auto flex max-w-[1600px] flex-col gap-8 px-6 py-10 lg:flex-row lg:items-center lg:justify-between lg:px-12">
        <nav aria-label={t('footer.more', { agency: agency.name })}>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-xs tracking-[0.14em] uppercase">
            {(['beAModel', 'news', 'about', 'contact', 'privacy'] as const).map((page) => (
              <li key={page}>
                <AppLink
                  to={pathTo(page)}
                  className={`inline-block py-2 ${emphasized ? 'hover:underline' : 'hover:text-ink'}`}
                >
                  {t(`nav.${page}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul aria-label={t('footer.social')} className="-ml-2 flex gap-1">
          {socialLinks.map(({ href, label, Icon }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} ${newTab}`}
                className="inline-flex size-11 items-center justify-center hover:opacity-70"
              >
                <Icon />
              </a>
            </li>
          ))}
          <li>
            <a
              href={`mailto:${links.email}`}
              aria-label={t('footer.email')}
              className="inline-flex size-11 items-center justify-center hover:opacity-70"
            >
              <MailIcon />
            </a>
          </li>
        </ul>
        <div className="space-y-1 lg:text-right">
          <p>{t('footer.copyright', { year, agency: agency.name })}</p>
          <p>
            <Trans
              i18nKey="footer.credit"
              values={{ provider: agency.bookingCredit.name }}
              components={{
                provider: (
                  // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans fills it with the name
                  <a
                    href={agency.bookingCredit.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline underline-offset-2"
                  />
                ),
              }}
            />
          </p>
        </div>
      </div>
    </footer>
  )
}
