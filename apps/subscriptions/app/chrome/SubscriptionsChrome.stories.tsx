import { subscriptionInclusionsText } from '@forecourt/domain'
import { withFrame } from '@forecourt/storefront/testing'
import { expect, type Meta, type StoryObj, within } from '@forecourt/story-harness/csf'
import { STORY_NAVIGATION, STORY_TODAY, storySite } from '@forecourt/story-harness/family-fixtures'
import { SubscriptionsFooter, SubscriptionsHeader } from './SubscriptionsChrome'

const meta = {
  title: 'Subscriptions/Chrome',
  decorators: [withFrame(storySite('subscriptions', { navigation: STORY_NAVIGATION }), STORY_TODAY)],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The bar's own action leads to the cars on offer. */
export const Header: Story = {
  render: () => <SubscriptionsHeader />,
  play: async ({ canvasElement }) => {
    const subscribe = within(canvasElement).getByRole('link', { name: 'Subscribe' })
    await expect(subscribe.getAttribute('href')).toMatch(/^\/search\//)
  },
}

/** The footer restates what every weekly price includes. */
export const Footer: Story = {
  render: () => <SubscriptionsFooter />,
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo')
    await expect(footer.textContent).toContain(subscriptionInclusionsText().toLowerCase())
  },
}
