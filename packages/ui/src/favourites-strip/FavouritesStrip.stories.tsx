import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { cars } from '../fixtures/cars.js'
import { FavouritesStrip, type SavedCar } from './FavouritesStrip.js'

const saved: SavedCar[] = Object.values(cars).map((car) => ({
  id: car.id,
  name: car.name,
  href: `/cars/${car.slug}`,
  imageUrl: car.primary_image_url,
}))

const meta = {
  title: 'Blocks/FavouritesStrip',
  component: FavouritesStrip,
  args: {
    cars: saved.slice(0, 2),
    onRemove: fn(),
    compareHref: '/compare',
    getStartedHref: '/search/used-cars/',
  },
} satisfies Meta<typeof FavouritesStrip>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { args: { cars: [] } }
export const OneSaved: Story = { args: { cars: saved.slice(0, 1) } }
export const TwoSaved: Story = {}
export const Full: Story = { args: { cars: saved.slice(0, 3) } }
/** Cars beyond the three slots show as '+N' on Compare Cars (capped at 9). */
export const Overflow: Story = { args: { cars: saved } }
