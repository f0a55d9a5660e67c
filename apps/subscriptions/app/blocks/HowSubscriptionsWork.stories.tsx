import type { Meta, StoryObj } from '@forecourt/story-harness/csf'
import { storySite } from '@forecourt/story-harness/family-fixtures'
import { HowSubscriptionsWork } from './HowSubscriptionsWork'

const meta = {
  title: 'Subscriptions/HowSubscriptionsWork',
  component: HowSubscriptionsWork,
  args: { site: storySite('subscriptions') },
} satisfies Meta<typeof HowSubscriptionsWork>

export default meta
type Story = StoryObj<typeof meta>

/** The four steps of a subscription and the way to the cars. */
export const Steps: Story = {}
