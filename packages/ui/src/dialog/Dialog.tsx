import type { ReactNode } from 'react'
import { Dialog as AriaDialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Button } from '../button/Button.js'
import { CloseIcon } from '../private/CloseIcon.js'
import './Dialog.css'

export { DialogTrigger } from 'react-aria-components/Dialog'

export interface DialogProps {
  /** The dialog's heading and accessible name. */
  title: string
  /** Content, or a function of `close` for forms that close themselves on success. */
  children: ReactNode | ((options: { close: () => void }) => ReactNode)
  /** Controlled open state; inside a `DialogTrigger` the trigger manages it. */
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  /** Close on a click outside; off for forms where a stray click would lose typing. */
  isDismissable?: boolean
  size?: 'sm' | 'md' | 'lg'
  /** `alertdialog` for confirmations that interrupt, such as removing a saved car. */
  role?: 'dialog' | 'alertdialog'
}

/**
 * A modal dialog (§2 "Modals": enquiry, test drive, finance disclaimer, email us, holiday hours).
 * react-aria traps focus, restores it to the trigger, closes on Escape and stops the page behind
 * from scrolling.
 */
export function Dialog({
  title,
  children,
  isOpen,
  onOpenChange,
  isDismissable = true,
  size = 'md',
  role = 'dialog',
}: DialogProps) {
  return (
    <ModalOverlay
      className="fc-Dialog-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <Modal className="fc-Dialog-modal" data-size={size}>
        <AriaDialog className="fc-Dialog" role={role}>
          {({ close }) => (
            <>
              <div className="fc-Dialog-header">
                <Heading slot="title" className="fc-Dialog-title">
                  {title}
                </Heading>
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={close}
                  aria-label="Close"
                  className="fc-Dialog-close"
                >
                  <CloseIcon />
                </Button>
              </div>
              <div className="fc-Dialog-body">
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}
