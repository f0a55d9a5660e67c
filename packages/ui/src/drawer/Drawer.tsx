import { type ReactNode, useEffect } from 'react'
import { Dialog as AriaDialog } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Button } from '../button/Button.js'
import { CloseIcon } from '../private/CloseIcon.js'
import './Drawer.css'

export interface DrawerProps {
  /** Accessible name of the drawer, e.g. 'Menu'. */
  label: string
  children: ReactNode | ((options: { close: () => void }) => ReactNode)
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  side?: 'start' | 'end'
}

/**
 * Marks the body while a drawer is open (§4: "body gets a modal-open marker while drawer open"),
 * so page-level styles such as a sticky header can react.
 */
function ModalOpenMarker() {
  useEffect(() => {
    document.body.dataset.modalOpen = ''
    return () => {
      delete document.body.dataset.modalOpen
    }
  }, [])
  return null
}

/** A side sheet over the page (the mobile menu). Focus is trapped and restored; Escape closes it. */
export function Drawer({ label, children, isOpen, onOpenChange, side = 'start' }: DrawerProps) {
  return (
    <ModalOverlay className="fc-Drawer-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="fc-Drawer" data-side={side}>
        <AriaDialog className="fc-Drawer-dialog" aria-label={label}>
          {({ close }) => (
            <>
              <ModalOpenMarker />
              <div className="fc-Drawer-header">
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={close}
                  aria-label="Close"
                  className="fc-Drawer-close"
                >
                  <CloseIcon />
                </Button>
              </div>
              <div className="fc-Drawer-body">
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}
