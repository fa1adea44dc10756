import { Icon, type IconProps } from './icons'

// The icons of controls and states beyond the header and footer (see `icons.tsx`). The close
// icon is the menu's, in the header, and every page loads it: it lives there.
export { CloseIcon } from './icons'

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  )
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Icon width="18" height="18" {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon>
  )
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon width="18" height="18" {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  )
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  )
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 5l7 7-7 7" />
    </Icon>
  )
}

export function PlayIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" stroke="none" {...props}>
      <path d="M8 5.5v13l10.5-6.5z" />
    </Icon>
  )
}

export function PauseIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" stroke="none" {...props}>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </Icon>
  )
}

export function PrintIcon(props: IconProps) {
  return (
    <Icon width="18" height="18" {...props}>
      <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
    </Icon>
  )
}

export function DownloadIcon(props: IconProps) {
  return (
    <Icon width="18" height="18" {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  )
}

export function BrokenImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5h16v9M4 5v14h9M4 15l4-4 4 4M14 10h.01M15 17l5 4M20 17l-5 4" />
    </Icon>
  )
}

export function TrashIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Icon>
  )
}

export function ShareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" />
    </Icon>
  )
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  )
}

/** A turning arc for work in progress; still under reduced motion, where it just shows. */
export function SpinnerIcon(props: IconProps) {
  return (
    <Icon className="animate-spin motion-reduce:animate-none" {...props}>
      <path d="M12 3a9 9 0 1 1-9 9" />
    </Icon>
  )
}
