import type { Meta, StoryObj } from '@forecourt/story-harness/csf'
import { storyCar } from '@forecourt/story-harness/family-fixtures'
import { LamsStatus } from './LamsStatus'

const meta = {
  title: 'Motorcycles/LamsStatus',
  component: LamsStatus,
  args: {
    region: 'AU',
    car: storyCar({
      name: '2023 Kawasaki Ninja 400',
      simple_body: 'Sport',
      specs: { kind: 'motorcycle', engine_cc: 399, power_kw: 33, tare_kg: 168, lams_approved: true },
    }),
  },
} satisfies Meta<typeof LamsStatus>

export default meta
type Story = StoryObj<typeof meta>

/** On the learner approved list: the bike's engine and power beside the answer. */
export const Approved: Story = {}

/** A bike that needs a full licence. */
export const FullLicence: Story = {
  args: {
    car: storyCar({
      name: '2022 Ducati Panigale V4',
      simple_body: 'Sport',
      specs: { kind: 'motorcycle', engine_cc: 1103, power_kw: 158, tare_kg: 198 },
    }),
  },
}

/** An electric bike has a motor, not an engine capacity. */
export const Electric: Story = {
  args: {
    car: storyCar({
      name: '2024 Zero FXE',
      simple_body: 'Naked',
      specs: { kind: 'motorcycle', engine_cc: null, power_kw: 34, tare_kg: 135, lams_approved: true },
    }),
  },
}
