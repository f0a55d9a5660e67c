import type { Meta, StoryObj } from '@storybook/react-vite'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { Link } from './Link.js'

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/privacy-policy', children: 'Privacy Policy' },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

/** Inside running text a link stays underlined, so colour is not its only marker. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: '36rem' }}>
      We collect your details to answer your enquiry. Read our <Link {...args} /> to see how we handle them.
    </p>
  ),
}

export const Standalone: Story = { args: { isStandalone: true, children: 'View all used cars' } }

export const ButtonLinks: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <ButtonLink href="/cars/2021-toyota-rav4-gx">View Details</ButtonLink>
      <ButtonLink href="/finance" variant="secondary">
        Get Finance
      </ButtonLink>
      <ButtonLink href="/contact" variant="ghost">
        Contact Us
      </ButtonLink>
    </div>
  ),
}
