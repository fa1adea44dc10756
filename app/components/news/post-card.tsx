import { AppLink } from '~/components/app-link'
import { Image } from '~/components/image'
import { PublishedOn } from './published-on'
import { type PostSummary, postImageSize } from '~/lib/news/news'

/**
 * A post in the news list: its picture, date, title and excerpt. The title is the one link,
 * stretched over the card so that the picture opens the post too, with one stop for the
 * keyboard. The lead post takes the full width on a desktop, picture beside the text.
 */
export function PostCard({
  post,
  position,
  lead,
}: {
  post: PostSummary
  position: number
  lead: boolean
}) {
  return (
    <li
      id={`news-${position}`}
      className={`relative scroll-mt-[calc(var(--header-height)+1rem)] ${
        lead ? 'lg:col-span-3 lg:grid lg:grid-cols-[3fr_2fr] lg:items-center lg:gap-12' : ''
      }`}
    >
      <Image
        src={post.image}
        width={postImageSize.width}
        height={postImageSize.height}
        sizes={lead ? '(min-width: 1024px) 55vw, 100vw' : '(min-width: 1024px) 30vw, 100vw'}
        // The title beside it says what the picture is about.
        alt=""
        priority={lead}
        className="w-full"
      />
      <div className="mt-4 lg:mt-5">
        <PublishedOn date={post.published} />
        <h2
          className={`mt-2 font-display leading-tight ${lead ? 'text-3xl lg:text-5xl' : 'text-2xl'}`}
        >
          <AppLink
            to={post.href}
            className="after:absolute after:inset-0 hover:underline hover:underline-offset-4"
          >
            {post.title}
          </AppLink>
        </h2>
        {post.excerpt ? (
          <p className={`mt-3 text-muted ${lead ? 'lg:text-lg' : ''}`}>{post.excerpt}</p>
        ) : null}
      </div>
    </li>
  )
}
