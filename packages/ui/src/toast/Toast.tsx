import { TOAST_LIMIT } from '@forecourt/domain'
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components/Toast'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { CloseIcon } from '../private/CloseIcon.js'
import './Toast.css'

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
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className="fc-ToastRegion">
      {({ toast }) => (
        <AriaToast toast={toast} className="fc-Toast" data-tone={toast.content.tone ?? 'success'}>
          <AriaToastContent className="fc-Toast-content">
            <Text slot="title" className="fc-Toast-title">
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className="fc-Toast-description">
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          {toast.content.action && (
            <ButtonLink
              href={toast.content.action.href}
              variant="secondary"
              size="sm"
              className="fc-Toast-action"
            >
              {toast.content.action.label}
            </ButtonLink>
          )}
          <AriaButton slot="close" aria-label="Close" className="fc-Toast-close">
            <CloseIcon />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  )
}
