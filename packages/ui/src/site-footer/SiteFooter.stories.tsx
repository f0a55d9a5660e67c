import type { Meta, StoryObj } from '@storybook/react-vite'
import { aucklandNorth, capalaba, cleveland } from '../fixtures/locations.js'
import { SiteFooter } from './SiteFooter.js'

const meta = {
  title: 'Blocks/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    siteName: 'Bayside Toyota',
    locations: [capalaba, cleveland],
    year: 2025,
    provider: { name: 'Forecourt', href: 'https://forecourt.example' },
  },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const MultipleLocations: Story = {}
export const SingleLocation: Story = {
  args: { siteName: 'Harbour Motors', locations: [aucklandNorth] },
}
export const NoLocations: Story = { args: { locations: [] } }
