import type { PhotoShot } from '~/lib/scouting/scouting-application'

/** The pose of each shot, drawn in a few lines: the slot's words carry its meaning. */
const poses: Record<PhotoShot, string[]> = {
  face: [
    'M24 11c-6 0-10 5-10 12 0 8 4 14 10 14s10-6 10-14c0-7-4-12-10-12z',
    'M19 23h3M26 23h3M24 25v4M21 32h6',
    'M20 36v6M28 36v6M8 60c1-10 7-14 16-15 9 1 15 5 16 15',
  ],
  profile: [
    'M18 12c7-3 15 1 16 9l3 5-3 1v3c0 3-2 5-5 5h-3',
    'M18 12c-5 2-7 7-7 12 0 5 3 9 6 11v7',
    'M26 35v7M21 24a2 2 0 1 0 0 .1M30 22h2M8 60c2-10 8-14 16-15 8 1 14 5 16 15',
  ],
  body: [
    'M24 4a4 4 0 1 0 0 8 4 4 0 1 0 0-8z',
    'M24 12v3M18 16h12M18 16l-3 15M30 16l3 15M19 16l1 16h8l1-16',
    'M20 32l-1 28M28 32l1 28M24 36v24',
  ],
  smile: [
    'M24 11c-6 0-10 5-10 12 0 8 4 14 10 14s10-6 10-14c0-7-4-12-10-12z',
    'M19 23q1.5-1.5 3 0M26 23q1.5-1.5 3 0M24 25v3M20 30q4 4 8 0',
    'M20 36v6M28 36v6M8 60c1-10 7-14 16-15 9 1 15 5 16 15',
  ],
}

export function ShotDrawing({ shot, className }: { shot: PhotoShot; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 64"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {poses[shot].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
