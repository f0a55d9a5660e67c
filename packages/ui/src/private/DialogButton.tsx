// A button that opens a dialog (holiday hours, finance disclaimer, share), with the dialog's module
// — react-aria's modal, dialog and focus scope — downloaded when the button is first pointed at,
// focused or pressed rather than with the page (issue 18). react-aria still traps focus in the
// dialog, restores it to this button and closes on Escape. Private to the library.
import { type ReactNode, Suspense, useState } from 'react'
import { Button, type ButtonProps } from '../button/Button.js'
import type { DialogProps } from '../dialog/Dialog.js'
import { lazyPart } from './lazyPart.js'

const dialog = lazyPart(() => import('../dialog/Dialog.js').then((module) => module.Dialog))

export interface DialogButtonProps extends Omit<ButtonProps, 'onPress' | 'children'> {
  /** What the button says. */
  children: ReactNode
  /** The dialog it opens (open state is the button's). */
  dialog: Omit<DialogProps, 'isOpen' | 'onOpenChange'>
}

export function DialogButton({ children, dialog: dialogProps, ...buttonProps }: DialogButtonProps) {
  const [isOpen, setOpen] = useState(false)
  const [wasOpened, setWasOpened] = useState(false)
  return (
    <>
      <Button
        {...buttonProps}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={dialog.preload}
        onFocus={dialog.preload}
        onPress={() => {
          setWasOpened(true)
          setOpen(true)
        }}
      >
        {children}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <dialog.Component {...dialogProps} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
