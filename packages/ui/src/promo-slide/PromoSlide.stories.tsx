import type { Meta, StoryObj } from '@storybook/react-vite'
import { Carousel } from '../carousel/Carousel.js'
import { carPhoto } from '../fixtures/cars.js'
import { PromoSlide } from './PromoSlide.js'

const meta = {
  title: 'Blocks/PromoSlide',
  component: PromoSlide,
  args: {
    title: 'Drive away this weekend',
    text: 'Drive-away prices on our used SUVs, with a 12 month warranty on every one.',
    href: '/special-offers',
    cta: 'See the offers',
  },
} satisfies Meta<typeof PromoSlide>

export default meta
type Story = StoryObj<typeof meta>

/** Words and an action: the slide a dealer sets up without a picture. */
export const TextOnly: Story = {}

/** With a picture beside the words (below them on a phone). */
export const WithImage: Story = {
  args: { imageUrl: carPhoto('#2f5d8a', '#d7e4f0'), loading: 'eager' },
}

/** A title and an action only. */
export const Minimal: Story = {
  args: { text: undefined, title: 'Book your next service', cta: 'Book a Service' },
}

/** Three slides in the hero carousel as the home page shows them (autoplay off for the screenshot). */
export const InTheHeroCarousel: Story = {
  render: (args) => (
    <Carousel
      label="Offers"
      slides={[
        { key: 'offers', content: <PromoSlide {...args} /> },
        {
          key: 'finance',
          content: <PromoSlide {...args} title="Finance made simple" href="/finance" cta="See the rates" />,
        },
        {
          key: 'service',
          content: (
            <PromoSlide {...args} title="Book your next service" href="/service" cta="Book a Service" />
          ),
        },
      ]}
    />
  ),
}
