import type { AppLoadContext } from 'react-router'
import type { Locale } from '~/i18n/locales'
import type { Slide } from '../../clients/panel.server'
import { type HomeSlide, slideVideoUrl } from './home-slides'

/**
 * A panel slide as the home draws it, or null with nothing to show; a video slide's images are
 * its poster. The caption in the page's language, picked here, is the picture's alt text.
 */
export function toHomeSlide(slide: Slide, videoBase: string, locale: Locale): HomeSlide | null {
  const mobile = slide.mobile ?? slide.desktop
  const desktop = slide.desktop ?? slide.mobile
  const image = mobile && desktop ? { mobile, desktop, alt: slide.captions[locale] ?? '' } : null
  const video =
    slide.type === 'video' && slide.videoId ? slideVideoUrl(videoBase, slide.videoId) : null
  return image || video ? { image, video } : null
}

/**
 * The home's slides from the panel (cached by its client). Without them the home is still
 * the roster: a panel that fails costs the slideshow, never the page.
 */
export async function loadHomeSlides(
  context: AppLoadContext,
  locale: Locale,
): Promise<HomeSlide[]> {
  try {
    const slides = await context.panel.slides('home')
    return slides.flatMap((slide) => toHomeSlide(slide, context.slideVideoBase, locale) ?? [])
  } catch (error) {
    context.logger.warn({ err: error }, 'home slides unavailable; showing the roster alone')
    return []
  }
}
