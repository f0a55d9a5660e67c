import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { DialogTrigger } from 'react-aria-components/Dialog'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from '../button/Button.js'
import { Drawer } from './Drawer.js'

afterEach(cleanup)

function Menu() {
  return (
    <DialogTrigger>
      <Button>Menu</Button>
      <Drawer label="Menu">Links</Drawer>
    </DialogTrigger>
  )
}

describe('Drawer', () => {
  it('opens as a dialog named by its label and marks the body while open', () => {
    render(<Menu />)
    expect(document.body.dataset.modalOpen).toBeUndefined()
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    expect(screen.getByRole('dialog', { name: 'Menu' }).textContent).toContain('Links')
    expect(document.body.dataset.modalOpen).toBe('')
  })

  it('closes from its Close button and on Escape, clearing the marker', () => {
    render(<Menu />)
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.dataset.modalOpen).toBeUndefined()
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
