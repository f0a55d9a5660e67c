import { TOAST_LIMIT } from '@forecourt/domain'
import { Suspense, useState, useSyncExternalStore } from 'react'
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components/Toast'
import { lazyPart } from '../private/lazyPart.js'
import './Toast.css'

const region = lazyPart(() => import('./ToastRegionView.js').then((module) => module.ToastRegionView))

export interface ToastContent {
  /** 'Car Saved In Watchlist' — the domain's `watchlistSavedToast` gives title and description. */
  title: string
  description?: string
  /** A follow-up link such as 'View List' (§8). */
  action?: { label: string; href: string }
  tone?: 'success' | 'info' | 'destructive'
}

export type ToastQueue = AriaToastQueue<ToastContent>

/** The app's toast queue: at most one toast shows at a time (§4, §9 TOAST_LIMIT). */
export function createToastQueue(): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: TOAST_LIMIT })
}

export interface ToastRegionProps {
  queue: ToastQueue
}

/**
 * Where toasts appear: an ARIA landmark ('Notifications') that announces each toast politely and
 * is reachable with F6. Add toasts with `queue.add(content, { timeout })`; closing removes them.
 * react-aria renders no region while there is no toast; this one also downloads it (ToastRegionView)
 * only when the first toast is added, so a visit without toasts never loads it.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  )
  const [wasShown, setWasShown] = useState(false)
  if (hasToasts && !wasShown) setWasShown(true)
  if (!hasToasts && !wasShown) return null
  return (
    <Suspense fallback={null}>
      <region.Component queue={queue} />
    </Suspense>
  )
}
