import { comparisonRows, type FamilySite } from '@forecourt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { cars, makeCar } from '../fixtures/cars.js'
import { CompareTable } from './CompareTable.js'

const carSite: FamilySite = { template: 'cars', region: 'AU', currency: 'AUD' }
const truckSite: FamilySite = { template: 'trucks', region: 'AU', currency: 'AUD' }

/** The rows come from the domain rule a page uses, so a story shows what a family's shopper sees. */
const compared = (vehicles: Parameters<typeof comparisonRows>[0], site = carSite) => ({
  cars: vehicles,
  rows: comparisonRows(vehicles, site),
})

const meta = {
  title: 'Blocks/CompareTable',
  component: CompareTable,
  args: {
    ...compared([cars.inStock, cars.newArrival]),
    hrefOf: (car) => `/cars/${car.slug}`,
    onRemove: fn(),
  },
} satisfies Meta<typeof CompareTable>

export default meta
type Story = StoryObj<typeof meta>

export const TwoCars: Story = {}
export const OneCar: Story = { args: compared([cars.inStock]) }
/** Four columns scroll sideways on a phone with the fact names kept in view; no photo shows a blank. */
export const FourCars: Story = {
  args: compared([cars.inStock, cars.newArrival, cars.comingSoon, cars.noPhoto]),
}
/** Trucks are compared on what their buyers compare: GVM, GCM, axles and the licence to drive them. */
export const TwoTrucks: Story = {
  args: {
    ...compared(
      [
        makeCar({
          id: 301,
          name: '2020 Isuzu FVZ 260-300 Tipper',
          slug: '2020-isuzu-fvz-tipper',
          year: 2020,
          price: 129_000,
          km: 210_400,
          simple_body: 'Tipper',
          stocknum: 'T2041',
          vin: 'JALFVZ34SL7000412',
          simple_fuel: 'Diesel',
          specs: {
            kind: 'truck',
            gvm_kg: 16_500,
            gcm_kg: 32_000,
            axle_configuration: '6x4',
            engine_hours: 5_120,
            engine_power_hp: 300,
          },
        }),
        makeCar({
          id: 302,
          name: '2018 Hino 500 FD Pantech',
          slug: '2018-hino-500-pantech',
          year: 2018,
          price: 74_500,
          km: 318_900,
          simple_body: 'Pantech',
          stocknum: 'T1877',
          vin: 'JHHFD8JH20K001877',
          simple_fuel: 'Diesel',
          specs: {
            kind: 'truck',
            gvm_kg: 11_000,
            gcm_kg: null,
            axle_configuration: '4x2',
            engine_hours: null,
            engine_power_hp: null,
          },
        }),
      ],
      truckSite,
    ),
    nouns: { singular: 'truck', plural: 'trucks' },
  },
}
