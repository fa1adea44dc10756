import { lazy } from 'react'
import { answerFormPost, isSentPage } from '~/lib/forms/form-post.server'
import { pageOf, pageSeo } from '~/lib/page/page-seo.server'
import { sendScoutingApplication } from '~/lib/scouting/scouting-application.server'
import { seoMeta } from '~/lib/page/seo'
import type { Route } from './+types/be-a-model'

const BeAModelPage = lazy(() =>
  import('~/components/scouting/be-a-model-page').then((module) => ({
    default: module.BeAModelPage,
  })),
)

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context), sent: isSentPage(request) }
}

// Without JavaScript the form posts here; with it, to `/api/get-scouted` for the progress.
export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageOf(request).locale
  return answerFormPost(request, await sendScoutingApplication(request, context, locale))
}

export {
  formPageHeaders as headers,
  keepLoadedDataOnPost as shouldRevalidate,
} from '~/lib/forms/form-page'

export default function BeAModel({ loaderData }: Route.ComponentProps) {
  return <BeAModelPage sent={loaderData.sent} />
}
