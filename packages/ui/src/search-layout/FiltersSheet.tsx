// The search page's filters sheet for small screens: react-aria's modal and dialog, downloaded when
// the shopper first points at, focuses or presses the Filters button (SearchLayout), not with the
// page. Private to the library.
import type { ReactNode } from 'react'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Button } from '../button/Button.js'
import { CloseIcon } from '../private/CloseIcon.js'

export interface FiltersSheetProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** 'Filters (2)'. */
  title: string
  filters: ReactNode
  /** 'Show 84 cars'. */
  applyLabel: string
}

export function FiltersSheet({ isOpen, onOpenChange, title, filters, applyLabel }: FiltersSheetProps) {
  return (
    <ModalOverlay
      className="fc-SearchLayout-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className="fc-SearchLayout-sheet">
        <Dialog className="fc-SearchLayout-dialog" aria-label="Filters">
          {({ close }) => (
            <>
              <div className="fc-SearchLayout-sheetHeader">
                <Heading slot="title" className="fc-SearchLayout-sheetTitle">
                  {title}
                </Heading>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label="Close"
                  className="fc-SearchLayout-close"
                  onPress={close}
                >
                  <CloseIcon />
                </Button>
              </div>
              <div className="fc-SearchLayout-sheetBody">{filters}</div>
              <div className="fc-SearchLayout-sheetFooter">
                <Button className="fc-SearchLayout-apply" onPress={close}>
                  {applyLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
