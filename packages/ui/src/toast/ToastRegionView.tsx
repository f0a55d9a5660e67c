// The toast region itself, in its own module: react-aria's toast region, landmark and the toast
// strings of every locale load when the first toast is added, not with the page (Toast.tsx).
// Private to the library.
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components/Toast'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { CloseIcon } from '../private/CloseIcon.js'
import type { ToastRegionProps } from './Toast.js'

export function ToastRegionView({ queue }: ToastRegionProps) {
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
