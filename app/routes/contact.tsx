import { lazy } from 'react'
import { sendContactMessage } from '~/lib/forms/contact-message.server'
import { answerFormPost, isSentPage } from '~/lib/forms/form-post.server'
import { pageOf, pageSeo } from '~/lib/page/page-seo.server'
import { seoMeta } from '~/lib/page/seo'
import { loadAgencyLinks } from '~/lib/page/social-links.server'
import type { Route } from './+types/contact'

const ContactPage = lazy(() =>
  import('~/components/contact/contact-page').then((module) => ({ default: module.ContactPage })),
)

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
} from '~/lib/forms/form-page'

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage links={loaderData.links} sent={loaderData.sent} />
}
