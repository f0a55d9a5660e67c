import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DropdownMenu } from './DropdownMenu.js'

afterEach(cleanup)

describe('DropdownMenu', () => {
  it('opens from its button with link items', () => {
    render(
      <DropdownMenu
        label="Used Cars"
        items={[{ id: 'all', label: 'All Used Cars', href: '/search/used-cars/' }]}
      />,
    )
    const trigger = screen.getByRole('button', { name: 'Used Cars' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    fireEvent.keyDown(trigger, { key: 'ArrowDown' })
    const item = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'All Used Cars' })
    expect(item.getAttribute('href')).toBe('/search/used-cars/')
  })

  it('reports an action and closes on selection', () => {
    const onAction = vi.fn()
    render(<DropdownMenu label="Sort" items={[{ id: 'newest', label: 'Newest' }]} onAction={onAction} />)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sort' }), { key: 'ArrowDown' })
    const item = screen.getByRole('menuitem', { name: 'Newest' })
    fireEvent.keyDown(item, { key: 'Enter' })
    fireEvent.keyUp(item, { key: 'Enter' })
    expect(onAction).toHaveBeenCalledWith('newest')
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
