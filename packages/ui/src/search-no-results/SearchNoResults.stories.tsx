import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchNoResults } from './SearchNoResults.js'

const meta = {
  title: 'Search/SearchNoResults',
  component: SearchNoResults,
  args: {
    message: 'No cars match your search.',
    onClearAll: fn(),
    suggestions: [
      { label: 'All used cars', href: '/search/used-cars/' },
      { label: 'SUVs', href: '/search/suv' },
      { label: 'Utes', href: '/search/ute' },
    ],
  },
} satisfies Meta<typeof SearchNoResults>

export default meta
type Story = StoryObj<typeof meta>

/** Filters in force: clear them, or browse another way. */
export const WithFilters: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear all filters' }))
    await expect(args.onClearAll).toHaveBeenCalledOnce()
  },
}

/** Nothing to clear (an empty index): the message and the hint only. */
export const NothingToClear: Story = { args: { onClearAll: undefined, suggestions: [] } }
