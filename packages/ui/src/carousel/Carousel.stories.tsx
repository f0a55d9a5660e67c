import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Carousel } from './Carousel.js'

const colours = ['#0b4f9c', '#166534', '#92400e', '#5b21b6', '#b91c1c']
const slides = colours.map((colour, position) => ({
  key: colour,
  content: (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        blockSize: '10rem',
        borderRadius: '0.5rem',
        background: colour,
        color: '#ffffff',
        fontSize: '1.5rem',
        fontWeight: 700,
      }}
    >
      Offer {position + 1}
    </div>
  ),
}))

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: { label: 'Offers', slides },
} satisfies Meta<typeof Carousel>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: the track takes focus and the arrow keys move between slides, wrapping at the ends. */
export const KeyboardAndButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('region', { name: /use the arrow keys/ }).focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(canvas.getByText('3 / 5')).toBeVisible()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    await expect(canvas.getByText('5 / 5')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expect(canvas.getByText('1 / 5')).toBeVisible()
  },
}

/** Three across on desktop, two on tablets, one on phones. */
export const SeveralPerView: Story = { args: { perView: { base: 1, md: 2, lg: 3 } } }

/** The 'Swipe' hint (§2), kept on large screens. */
export const WithSwipeHint: Story = {
  args: { perView: { base: 1, lg: 3 }, swipeHint: { hideOnLargeScreens: false } },
}

/**
 * Autoplay every 3000 ms (§9) with a Pause button (WCAG 2.2.2). The play pauses it at once so the
 * screenshot is steady; hover, focus and reduced motion pausing are covered by the unit tests.
 */
export const Autoplay: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }))
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible()
  },
}
