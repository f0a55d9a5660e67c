import type { Meta, StoryObj } from '@forecourt/story-harness/csf'
import { storyCar } from '@forecourt/story-harness/family-fixtures'
import { TowingPanel } from './TowingPanel'

const meta = {
  title: 'RVs/TowingPanel',
  component: TowingPanel,
  args: {
    car: storyCar({
      name: '2022 Jayco Journey Outback',
      simple_body: 'Caravan',
      specs: { kind: 'rv', berths: 4, length_m: 6.9, tare_kg: 2_350, atm_kg: 2_950, ball_weight_kg: 210 },
    }),
  },
} satisfies Meta<typeof TowingPanel>

export default meta
type Story = StoryObj<typeof meta>

/** A caravan with its tow ball download as the maker rates it. */
export const Caravan: Story = {}

/** A fifth wheeler: a kingpin weight, estimated when the maker gives none. */
export const FifthWheeler: Story = {
  args: {
    car: storyCar({
      name: '2021 Fifth Wheeler 28',
      simple_body: 'Fifth Wheeler',
      specs: { kind: 'rv', berths: 6, length_m: 9.6, tare_kg: 3_400, atm_kg: 4_200, slide_outs: 2 },
    }),
  },
}
