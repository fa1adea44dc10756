import { useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { PlayIcon } from '~/components/control-icons'
import { type Video, videoEmbedUrl, videoProviderNames } from '~/lib/profile/videos'

/**
 * A video as a poster with a play button: the player (and the provider's scripts and
 * cookies) is created only when the visitor asks for it, which keeps the profile fast.
 */
export function VideoFacade({ video, name, index }: { video: Video; name: string; index: number }) {
  const { t } = useTranslation()
  const [playing, setPlaying] = useState(false)
  const embedUrl = videoEmbedUrl(video)
  if (!embedUrl) return null
  const provider = videoProviderNames[video.provider]
  const title = t('profile.video', { name, index })
  return (
    <div className="relative aspect-video bg-ink" data-video-provider={video.provider}>
      {playing ? (
        <iframe
          src={embedUrl}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-4 text-paper"
        >
          <span className="inline-flex size-16 items-center justify-center rounded-full border border-paper/80 transition-colors duration-200 group-hover:bg-paper group-hover:text-ink">
            <PlayIcon width="28" height="28" />
          </span>
          <span className="text-sm tracking-[0.14em] uppercase">
            {t('profile.playVideo', { index, provider })}
          </span>
        </button>
      )}
    </div>
  )
}
