import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { carPhoto } from '../fixtures/cars.js'
import { brandBadge } from '../fixtures/logos.js'
import { MegaMenu } from './MegaMenu.js'

const open = async (canvasElement: HTMLElement, label: string) => {
  const trigger = within(canvasElement).getByRole('button', { name: label })
  trigger.focus()
  await userEvent.keyboard('{Enter}')
  const panel = await within(document.body).findByRole('dialog', { name: label })
  await waitFor(() => expect(panel).toBeVisible())
  return panel
}

const meta = {
  title: 'Blocks/MegaMenu',
  component: MegaMenu,
  parameters: { screenshot: { selector: '.fc-StoryFrame', height: 720 } },
  render: (args) => (
    <div style={{ minBlockSize: '40rem' }}>
      <MegaMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof MegaMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Brands as logo tiles; Enter opens, Escape closes and focus goes back to the button. */
export const Brands: Story = {
  args: {
    label: 'Brands',
    kind: 'brands',
    groups: [
      {
        links: [
          ['Toyota', '#b91c1c'],
          ['Ford', '#1e40af'],
          ['Mazda', '#374151'],
          ['Hyundai', '#0b4f9c'],
          ['Kia', '#111827'],
          ['Subaru', '#1e3a8a'],
        ].map(([make, colour], index) => ({
          label: make as string,
          href: `/brands/${(make as string).toLowerCase()}`,
          imageUrl: brandBadge(index + 3, colour as string),
        })),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement, 'Brands')
    await expect(within(panel).getAllByRole('link')).toHaveLength(6)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Brands' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    // The popover shows once react-aria has placed it.
    await waitFor(() => expect(within(document.body).getByRole('dialog', { name: 'Brands' })).toBeVisible())
  },
}

/** Models as photo cards. */
export const Models: Story = {
  args: {
    label: 'Models',
    kind: 'models',
    groups: [
      {
        links: [
          ['RAV4', '#5b7083'],
          ['HiLux', '#7a1f1f'],
          ['Corolla', '#1f4d3a'],
          ['LandCruiser', '#2b2f36'],
        ].map(([model, colour]) => ({
          label: model as string,
          href: `/${(model as string).toLowerCase()}`,
          imageUrl: carPhoto(colour as string, '#dfe7ee'),
        })),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Models')
  },
}

/** Columns of links under headings. */
export const Columns: Story = {
  args: {
    label: 'Used Cars',
    kind: 'columns',
    groups: [
      {
        heading: 'By type',
        links: [
          { label: 'All Used Cars', href: '/search/used-cars/' },
          { label: 'Demo Cars', href: '/search/demo-cars' },
        ],
      },
      {
        heading: 'By body',
        links: [
          { label: 'SUV', href: '/search/suv' },
          { label: 'Ute', href: '/search/ute' },
          { label: 'Hatchback', href: '/search/hatchback' },
        ],
      },
      {
        heading: 'By price',
        links: [
          { label: 'Under $20K', href: '/search/used-cars/?price=0-20000' },
          { label: '$20K to $40K', href: '/search/used-cars/?price=20000-40000' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement, 'Used Cars')
    await expect(
      within(panel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['By type', 'By body', 'By price'])
  },
}

/** Stock by car type with counts (§3 `dynamicDropdown: 'stock'`, `carTypeQty`). */
export const Stock: Story = {
  args: {
    label: 'Search Stock',
    kind: 'stock',
    groups: [
      {
        links: [
          { label: 'All Stock', href: '/search/new-used-and-demo-cars/', count: 212 },
          { label: 'New', href: '/search/new-cars', count: 48 },
          { label: 'Used', href: '/search/used-cars', count: 139 },
          { label: 'Demo', href: '/search/demo-cars', count: 25 },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement, 'Search Stock')
    await expect(within(panel).getByRole('link', { name: 'Used (139)' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    )
  },
}

export const Closed: Story = { args: Columns.args }
