import { lazy, Suspense } from 'react'
import { useTranslation } from '~/i18n/translation'
import { ContactDetails } from '~/components/contact/contact-details'
import { PageHeading } from '~/components/page-heading'
import { sendContactMessage } from '~/lib/contact-message.server'
import { answerFormPost, isSentPage } from '~/lib/form-post.server'
import { pageOf, pageSeo } from '~/lib/page-seo.server'
import { seoMeta } from '~/lib/seo'
import { loadAgencyLinks } from '~/lib/social-links.server'
import type { Route } from './+types/contact'

// The form's validation arrives while the page hydrates; until then the server-rendered
// form posts like any plain form (see the favorites page).
const ContactForm = lazy(() =>
  import('~/components/contact/contact-form').then((module) => ({ default: module.ContactForm })),
)

// The contact page: how to reach the agency, and a form to write to it.
export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request)
  return {
    seo: pageSeo(request, context, { page }),
    links: await loadAgencyLinks(context),
    sent: isSentPage(request),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerFormPost(request, await sendContactMessage(request, context, pageOf(request).locale))
}

export {
  formPageHeaders as headers,
  keepLoadedDataOnPost as shouldRevalidate,
} from '~/lib/form-page'

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeading title={t('pages.contact.title')} />
      <div className="mx-auto grid max-w-[1600px] gap-x-16 gap-y-14 px-6 pb-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,40rem)] lg:px-12">
        <div>
          <p className="mb-10 max-w-measure text-lg leading-relaxed">{t('contact.intro')}</p>
          <ContactDetails links={loaderData.links} />
        </div>
        <Suspense>
          <ContactForm sent={loaderData.sent} />
        </Suspense>
      </div>
    </>
  )
}
