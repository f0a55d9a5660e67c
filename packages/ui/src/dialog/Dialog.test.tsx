import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from '../button/Button.js'
import { Dialog, DialogTrigger } from './Dialog.js'

afterEach(cleanup)

function EmailUs() {
  return (
    <DialogTrigger>
      <Button>Email Us</Button>
      <Dialog title="Email Us">
        {({ close }) => (
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
        )}
      </Dialog>
    </DialogTrigger>
  )
}

describe('Dialog', () => {
  it('opens from its trigger as a dialog named by its title', () => {
    render(<EmailUs />)
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Email Us' }))
    expect(screen.getByRole('dialog', { name: 'Email Us' })).toBeTruthy()
  })

  it('closes from its Close button', () => {
    render(<EmailUs />)
    fireEvent.click(screen.getByRole('button', { name: 'Email Us' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('hands close to its content', () => {
    render(<EmailUs />)
    fireEvent.click(screen.getByRole('button', { name: 'Email Us' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes on Escape', () => {
    render(<EmailUs />)
    fireEvent.click(screen.getByRole('button', { name: 'Email Us' }))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('can be an alert dialog', () => {
    render(
      <Dialog title="Remove saved car?" role="alertdialog" isOpen>
        It will leave your favourites.
      </Dialog>,
    )
    expect(screen.getByRole('alertdialog', { name: 'Remove saved car?' })).toBeTruthy()
  })
})
