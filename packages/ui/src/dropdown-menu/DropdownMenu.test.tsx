import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DropdownMenu } from './DropdownMenu.js'

// The overlay's module loads on first use (lazyPart): a slow machine may take a while to import it.
const LAZY = { timeout: 5000 }

afterEach(cleanup)

describe('DropdownMenu', () => {
  it('opens from its button with link items', async () => {
    render(
      <DropdownMenu
        label="Used Cars"
        items={[{ id: 'all', label: 'All Used Cars', href: '/search/used-cars/' }]}
      />,
    )
    const trigger = screen.getByRole('button', { name: 'Used Cars' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    fireEvent.keyDown(trigger, { key: 'ArrowDown' })
    const menu = await screen.findByRole('menu', {}, LAZY)
    const item = within(menu).getByRole('menuitem', { name: 'All Used Cars' })
    expect(item.getAttribute('href')).toBe('/search/used-cars/')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(menu.getAttribute('aria-labelledby')).toBe(trigger.id)
  })

  it('reports an action and closes on selection', async () => {
    const onAction = vi.fn()
    render(<DropdownMenu label="Sort" items={[{ id: 'newest', label: 'Newest' }]} onAction={onAction} />)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sort' }), { key: 'ArrowDown' })
    const item = await screen.findByRole('menuitem', { name: 'Newest' }, LAZY)
    fireEvent.keyDown(item, { key: 'Enter' })
    fireEvent.keyUp(item, { key: 'Enter' })
    expect(onAction).toHaveBeenCalledWith('newest')
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
