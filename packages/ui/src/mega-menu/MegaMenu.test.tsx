import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MegaMenu } from './MegaMenu.js'

// The overlay's module loads on first use (lazyPart): a slow machine may take a while to import it.
const LAZY = { timeout: 5000 }

afterEach(cleanup)

const groups = [
  {
    heading: 'By body',
    links: [
      { label: 'SUV', href: '/search/suv' },
      { label: 'Ute', href: '/search/ute' },
    ],
  },
]

describe('MegaMenu', () => {
  it('opens a panel of links from its button', async () => {
    render(<MegaMenu label="Used Cars" kind="columns" groups={groups} />)
    const trigger = screen.getByRole('button', { name: 'Used Cars' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(trigger)
    const panel = await screen.findByRole('dialog', { name: 'Used Cars' }, LAZY)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id)
    expect(within(panel).getByRole('heading', { name: 'By body' })).toBeTruthy()
    expect(within(panel).getByRole('link', { name: 'Ute' }).getAttribute('href')).toBe('/search/ute')
  })

  it('closes when a link is chosen', async () => {
    render(<MegaMenu label="Used Cars" kind="columns" groups={groups} />)
    fireEvent.click(screen.getByRole('button', { name: 'Used Cars' }))
    fireEvent.click(await screen.findByRole('link', { name: 'SUV' }, LAZY))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a count after a link when given (stock by car type)', async () => {
    render(
      <MegaMenu
        label="Search Stock"
        kind="stock"
        groups={[
          {
            links: [
              { label: 'Used', href: '/search/used-cars', count: 139 },
              { label: 'New', href: '/search/new-cars' },
            ],
          },
        ]}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Search Stock' }))
    const panel = await screen.findByRole('dialog', { name: 'Search Stock' }, LAZY)
    expect(within(panel).getByRole('link', { name: 'Used (139)' })).toBeTruthy()
    expect(within(panel).getByRole('link', { name: 'New' })).toBeTruthy()
  })
})
