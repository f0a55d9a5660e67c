import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { cars } from '../fixtures/cars.js'
import { CompareTable } from './CompareTable.js'

const meta = {
  title: 'Blocks/CompareTable',
  component: CompareTable,
  args: {
    cars: [cars.inStock, cars.newArrival],
    currency: 'AUD',
    hrefOf: (car) => `/cars/${car.slug}`,
    onRemove: fn(),
  },
} satisfies Meta<typeof CompareTable>

export default meta
type Story = StoryObj<typeof meta>

export const TwoCars: Story = {}
export const OneCar: Story = { args: { cars: [cars.inStock] } }
/** Four columns scroll sideways on a phone with the fact names kept in view; no photo shows a blank. */
export const FourCars: Story = {
  args: { cars: [cars.inStock, cars.newArrival, cars.comingSoon, cars.noPhoto] },
}
