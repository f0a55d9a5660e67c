import type { Meta, StoryObj } from '@forecourt/story-harness/csf'
import { storyCar, storySite } from '@forecourt/story-harness/family-fixtures'
import { TruckLicencePanel } from './TruckLicencePanel'

const meta = {
  title: 'Trucks/TruckLicencePanel',
  component: TruckLicencePanel,
  args: {
    site: storySite('trucks'),
    car: storyCar({
      name: '2019 Kenworth T610',
      simple_body: 'Prime Mover',
      specs: {
        kind: 'truck',
        gvm_kg: 26_000,
        gcm_kg: 70_000,
        axle_configuration: '6x4',
        engine_hours: 9_800,
      },
    }),
  },
} satisfies Meta<typeof TruckLicencePanel>

export default meta
type Story = StoryObj<typeof meta>

/** A prime mover: its combination mass decides the licence. */
export const PrimeMover: Story = {}

/** A light truck rated to tow nothing. */
export const LightRigid: Story = {
  args: {
    car: storyCar({
      name: '2022 Isuzu NLR 45-150',
      simple_body: 'Tipper',
      specs: { kind: 'truck', gvm_kg: 4_500, gcm_kg: null, axle_configuration: '4x2' },
    }),
  },
}
