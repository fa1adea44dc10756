/**
 * A short message floating at the foot of the screen (the offline notice, a toast made without
 * sonner). Its live region is always there, out of sight while empty, so that screen readers
 * announce each change.
 */
export function FloatingNotice({
  message,
  className,
}: {
  message: string | null
  /** Where it floats and its colours, while it shows. */
  className: string
}) {
  return (
    <div
      role="status"
      className={
        message
          ? `fixed inset-x-4 z-50 mx-auto max-w-md px-4 py-3 text-center text-sm ${className}`
          : 'sr-only'
      }
    >
      {message}
    </div>
  )
}
