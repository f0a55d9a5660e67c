import { contactUsHref } from '@forecourt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { groupLocations, mapPlaceholder } from '../fixtures/location-set.js'
import { LocationBlock } from './LocationBlock.js'

const meta = {
  title: 'Blocks/LocationBlock',
  component: LocationBlock,
  args: {
    locations: groupLocations,
    selection: 'all',
    today: '2025-03-14',
    contactHref: (location) => contactUsHref(location.name),
    directionsHref: (location) =>
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${location.address.street} ${location.address.city}`)}`,
    viewLocationHref: (location) => `/locations/${location.slug}`,
    mapUrl: () => mapPlaceholder,
  },
} satisfies Meta<typeof LocationBlock>

export default meta
type Story = StoryObj<typeof meta>

/** 'primary': one location, so a card beside its map (§2). */
export const SingleWithMap: Story = {
  args: { selection: 'primary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Map of Bayside Toyota Capalaba - Sales')).toBeVisible()
  },
}

/** 'service-and-parts': two locations in two columns. */
export const ServiceAndParts: Story = { args: { selection: 'service-and-parts' } }

/** 'sales': three in three columns on desktop. */
export const Sales: Story = { args: { selection: 'sales' } }

/** 'all': five visible locations (the hidden one left out) give five columns (§9). */
export const AllFiveColumns: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5)
  },
}

/** A single location by id. */
export const SingleById: Story = { args: { selection: 302, mapUrl: undefined } }

/** 'Our Locations' carousel with 'View Location'; above three the 'Swipe' hint leaves large screens. */
export const OurLocationsCarousel: Story = {
  args: { layout: 'carousel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Our Locations' })).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'View Location' })).toHaveLength(5)
  },
}

/** Three or fewer: the hint stays on large screens too. */
export const OurLocationsCarouselFew: Story = { args: { layout: 'carousel', selection: 'sales' } }
