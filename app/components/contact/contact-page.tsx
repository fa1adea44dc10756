import { formOnIntent } from '~/components/forms/form-on-intent'
import { ContactDetails } from '~/components/contact/contact-details'
import { PageHeading } from '~/components/page-heading'
import { useTranslation } from '~/i18n/translation'
import type { AgencyLinks } from '~/lib/page/social-links'

const ContactForm = formOnIntent(() =>
  import('~/components/contact/contact-form').then((module) => module.ContactForm),
)

/** The contact page: how to reach the agency, and a form to write to it. */
export function ContactPage({ links, sent }: { links: AgencyLinks; sent: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeading title={t('pages.contact.title')} />
      <div className="mx-auto grid max-w-[1600px] gap-x-16 gap-y-14 px-6 pb-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,40rem)] lg:px-12">
        <div>
          <p className="mb-10 max-w-measure text-lg leading-relaxed">{t('contact.intro')}</p>
          <ContactDetails links={links} />
        </div>
        <ContactForm sent={sent} />
      </div>
    </>
  )
}
