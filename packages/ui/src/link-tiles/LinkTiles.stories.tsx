import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LinkTiles } from './LinkTiles.js'

const meta = {
  title: 'Blocks/LinkTiles',
  component: LinkTiles,
  args: {
    title: 'Shop by body type',
    tiles: ['Tipper', 'Tray', 'Pantech', 'Refrigerated', 'Prime Mover', 'Crane Truck'].map((body) => ({
      label: body,
      href: `/search/?simple_body=${encodeURIComponent(body)}`,
    })),
  },
} satisfies Meta<typeof LinkTiles>

export default meta
type Story = StoryObj<typeof meta>

/** Labels only: each tile is a link into the stock. */
export const LabelsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Shop by body type' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Tipper' })).toHaveAttribute(
      'href',
      '/search/?simple_body=Tipper',
    )
  },
}

/** With a line under each label: licence classes and what each allows. */
export const WithDescriptions: Story = {
  args: {
    title: 'Shop by licence class',
    tiles: [
      {
        label: 'LR',
        href: '/search/?licence_class=LR',
        description: 'Light Rigid: GVM over 4.5 t up to 8 t',
      },
      {
        label: 'MR',
        href: '/search/?licence_class=MR',
        description: 'Medium Rigid: two axles, GVM over 8 t',
      },
      { label: 'HR', href: '/search/?licence_class=HR', description: 'Heavy Rigid: three or more axles' },
      {
        label: 'HC',
        href: '/search/?licence_class=HC',
        description: 'Heavy Combination: a prime mover and semi',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^HR/ })
    await expect(link).toHaveTextContent('Heavy Rigid: three or more axles')
  },
}

/** Nothing to link to: the block renders nothing rather than an empty heading. */
export const Empty: Story = {
  args: { tiles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull()
  },
}
