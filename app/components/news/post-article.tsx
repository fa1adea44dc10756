import { useTranslation } from '~/i18n/translation'
import { AppLink } from '~/components/app-link'
import { ArrowLeftIcon } from '~/components/control-icons'
import { Image } from '~/components/image'
import { PublishedOn } from './published-on'
import { type PostDate, postImageSize } from '~/lib/news/news'

export type PostView = {
  title: string
  image: string | null
  published: PostDate | null
  /** Sanitised on the server (`post-html.server.ts`). */
  body: string
}

// The body's markup is the panel's: its elements are styled from here, as a magazine's column.
const bodyClasses = [
  'text-lg leading-relaxed',
  '[&_p]:mb-6 [&>p:first-child]:text-xl',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:leading-tight',
  '[&_h3]:mt-10 [&_h3]:mb-3 [&_h3]:font-display [&_h3]:text-2xl',
  '[&_h4]:mt-8 [&_h4]:mb-2 [&_h4]:text-sm [&_h4]:font-semibold [&_h4]:tracking-[0.14em] [&_h4]:uppercase',
  '[&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-muted',
  '[&_ul]:mb-6 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-2',
  '[&_blockquote]:my-10 [&_blockquote]:border-l-2 [&_blockquote]:border-ink [&_blockquote]:pl-6 [&_blockquote]:font-display [&_blockquote]:text-2xl',
  '[&_figure]:my-10 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted',
  '[&_img]:h-auto [&_img]:max-w-full',
].join(' ')

/** A post: the way back to the news, its date, title, picture and body. */
export function PostArticle({ post, backTo }: { post: PostView; backTo: string }) {
  return (
    <article className="mx-auto max-w-[1600px] px-6 pt-6 pb-20 lg:px-12 lg:pt-10">
      <div className="mx-auto max-w-3xl">
        <BackToNews to={backTo} />
        <header className="mt-6">
          <PublishedOn date={post.published} />
          <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">{post.title}</h1>
        </header>
      </div>
      {post.image ? (
        <Image
          src={post.image}
          width={postImageSize.width}
          height={postImageSize.height}
          sizes="(min-width: 1024px) 64rem, 100vw"
          alt=""
          priority
          className="mx-auto mt-10 w-full max-w-5xl"
        />
      ) : null}
      <div
        data-post-body=""
        className={`mx-auto mt-10 max-w-3xl ${bodyClasses}`}
        // Sanitised on the server to the editorial subset: no script, handler or embed.
        dangerouslySetInnerHTML={{ __html: post.body }}
      />
    </article>
  )
}

export function BackToNews({ to }: { to: string }) {
  const { t } = useTranslation()
  return (
    <AppLink
      to={to}
      className="-ml-2 inline-flex min-h-11 items-center gap-2 px-2 text-sm tracking-[0.14em] text-muted uppercase hover:text-ink"
    >
      <ArrowLeftIcon />
      {t('news.backToNews')}
    </AppLink>
  )
}
