import type { AppLoadContext } from 'react-router'
import type { Slide } from '../services/panel.server'
import { type HomeSlide, slideVideoUrl } from './home-slides'

/**
 * A panel slide as the home draws it, or null when it has nothing to show. A video slide's
 * images are its poster; a video slide without a video id still shows them.
 */
export function toHomeSlide(slide: Slide, videoBase: string): HomeSlide | null {
  const mobile = slide.mobile ?? slide.desktop
  const desktop = slide.desktop ?? slide.mobile
  const image = mobile && desktop ? { mobile, desktop } : null
  const video =
    slide.type === 'video' && slide.videoId ? slideVideoUrl(videoBase, slide.videoId) : null
  return image || video ? { image, video } : null
}

/**
 * The home's slides from the panel (cached by its client). Without them the home is still
 * the roster: a panel that fails costs the slideshow, never the page.
 */
export async function loadHomeSlides(context: AppLoadContext): Promise<HomeSlide[]> {
  try {
    const slides = await context.panel.slides('home')
    return slides.flatMap((slide) => toHomeSlide(slide, context.slideVideoBase) ?? [])
  } catch (error) {
    context.logger.warn({ err: error }, 'home slides unavailable; showing the roster alone')
    return []
  }
}
