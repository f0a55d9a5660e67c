import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { photos } from '../fixtures/car-page.js'
import { ImageGallery, type ImageUrlBuilder } from './ImageGallery.js'

/**
 * A stand-in for the image CDN: the parameters ride in the fragment, which a data: URL ignores,
 * so the stories stay offline while the play can read what the CDN would be asked for.
 */
const cdn: ImageUrlBuilder = (src, { width, quality, crop }) =>
  `${src}#width=${width}&quality=${quality}&crop=${crop ?? 'none'}`

const meta = {
  title: 'Blocks/ImageGallery',
  component: ImageGallery,
  args: { images: photos, carName: '2021 Toyota RAV4 GX', imageUrl: cdn },
  render: (args) => (
    <div style={{ maxInlineSize: '48rem' }}>
      <ImageGallery {...args} />
    </div>
  ),
} satisfies Meta<typeof ImageGallery>

export default meta
type Story = StoryObj<typeof meta>

/** The first photo is the page's LCP: eager and high priority; the rest lazy. */
export const WithThumbnails: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('img', { name: 'Photo 1 of 6 of 2021 Toyota RAV4 GX' })
    await expect(main).toHaveAttribute('loading', 'eager')
    await expect(main).toHaveAttribute('fetchpriority', 'high')
    await expect(main.getAttribute('src')).toContain('#width=800&quality=75&crop=none')
    for (const thumbnail of canvasElement.querySelectorAll('.fc-ImageGallery-thumbnail img')) {
      await expect(thumbnail).toHaveAttribute('loading', 'lazy')
      await expect(thumbnail.getAttribute('src')).toContain('#width=160&quality=60&crop=4:3')
    }
  },
}

/** Keyboard: arrows move along the thumbnails and the photo follows; Next wraps to the first. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = canvas.getByRole('button', { name: 'Photo 1 of 6 of 2021 Toyota RAV4 GX' })
    first.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    const third = canvas.getByRole('button', { name: 'Photo 3 of 6 of 2021 Toyota RAV4 GX' })
    await expect(third).toHaveFocus()
    await expect(third).toHaveAttribute('aria-current', 'true')
    await expect(canvas.getByRole('img', { name: 'Photo 3 of 6 of 2021 Toyota RAV4 GX' })).toBeVisible()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    await expect(canvas.getByRole('button', { name: 'Photo 6 of 6 of 2021 Toyota RAV4 GX' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }))
    await expect(canvas.getByText('1 / 6')).toBeVisible()
  },
}

export const SinglePhoto: Story = { args: { images: photos.slice(0, 1) } }

export const NoPhotos: Story = { args: { images: [] } }
