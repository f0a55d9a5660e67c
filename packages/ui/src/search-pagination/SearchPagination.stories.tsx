import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SearchPagination } from './SearchPagination.js'

const meta = {
  title: 'Search/SearchPagination',
  component: SearchPagination,
  args: { currentPage: 1, pageCount: 9, hrefOf: (page: number) => (page === 0 ? '?' : `?page=${page + 1}`) },
} satisfies Meta<typeof SearchPagination>

export default meta
type Story = StoryObj<typeof meta>

/** A middle page: both links, page 1 written without a page parameter (§2). */
export const MiddlePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?')
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=3')
  },
}

/** The first page has no 'Previous page'. */
export const FirstPage: Story = {
  args: { currentPage: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Previous page' })).toBeNull()
  },
}
