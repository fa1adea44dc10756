import type { ReactNode } from 'react'
import type { ThumbnailKind } from '../../../../contracts/booking-admin'
import type { AdminRequestContext } from '../context'
import { modelsMessages } from '../messages/models'
import { CsrfField } from '../ui/form'

/*
 * What the Models section's pages share: where the staff's browser finds a model's photos, and
 * the buttons that post on their own (the list's moves, a photo's or a video's).
 */

/** A catalog media path (`media/…`) where the staff's browser can fetch it; an URL as it is. */
export function mediaAddress(mediaBase: string | undefined, file: string | null) {
  if (!file) return null
  if (/^https?:\/\//.test(file)) return file
  if (!mediaBase) return null
  return `${mediaBase.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`
}

/**
 * A photo's thumbnail where the staff's browser can fetch it: the booking service makes it from
 * a file of its own (`?thumbnail=`, `contracts/booking-admin.ts`); a photo elsewhere on the web
 * comes as it is.
 */
export function thumbnailAddress(
  mediaBase: string | undefined,
  file: string | null,
  kind: ThumbnailKind,
) {
  const address = mediaAddress(mediaBase, file)
  return address && file && !/^https?:\/\//.test(file) ? `${address}?thumbnail=${kind}` : address
}

/**
 * A row's order buttons (a photo or a video in her record), each a form of its own
 * posting its direction; `labels` name the row for a screen reader.
 */
export function OrderButtons({
  admin,
  action,
  labels,
}: {
  admin: AdminRequestContext
  action: string
  labels: { up: string; down: string }
}) {
  const m = modelsMessages[admin.lang]
  return (
    <>
      {(['up', 'down'] as const).map((direction) => (
        <PostButton
          key={direction}
          admin={admin}
          action={action}
          label={labels[direction]}
          fields={{ direction }}
        >
          {direction === 'up' ? m.moveUp : m.moveDown}
        </PostButton>
      ))}
    </>
  )
}

/**
 * A button that posts on its own: a form of its own with the CSRF token and its `fields`
 * (hidden), shown as a link; `label` names what it does to which row, for a screen reader.
 */
export function PostButton({
  admin,
  action,
  label,
  fields = {},
  children,
}: {
  admin: AdminRequestContext
  action: string
  label: string
  fields?: Record<string, string | undefined>
  children: ReactNode
}) {
  return (
    <form method="post" action={action} className="inline-form">
      <CsrfField admin={admin} />
      {Object.entries(fields).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <button type="submit" className="link-button" aria-label={label}>
        {children}
      </button>
    </form>
  )
}
