import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { FilterChips } from '../filter-chips/FilterChips.js'
import { RangeFilter } from '../range-filter/RangeFilter.js'
import { RefinementList } from '../refinement-list/RefinementList.js'
import { SearchNoResults } from '../search-no-results/SearchNoResults.js'
import { SearchPagination } from '../search-pagination/SearchPagination.js'
import { SortSelect } from '../sort-select/SortSelect.js'
import { SearchLayout, type SearchLayoutProps } from './SearchLayout.js'

const count = (value: string, n: number, isRefined = false) => ({ value, label: value, count: n, isRefined })

const filters = (
  <>
    <RefinementList
      label="Make"
      items={[count('Toyota', 42, true), count('Ford', 31), count('Mazda', 24), count('Kia', 12)]}
      onToggle={() => {}}
    />
    <RefinementList
      label="Body"
      items={[count('SUV', 51), count('Ute', 33), count('Hatchback', 20)]}
      onToggle={() => {}}
    />
    <RangeFilter label="Kilometres" min={0} max={200000} step={1000} unit="km" onApply={() => {}} />
  </>
)

const cards = (
  <ul
    aria-label="Search results"
    style={{
      display: 'grid',
      gap: '1rem',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
      margin: 0,
      padding: 0,
      listStyle: 'none',
    }}
  >
    {['2021 Toyota RAV4 GX', '2019 Toyota HiLux SR5', '2022 Toyota Corolla Ascent'].map((name) => (
      <li key={name} style={{ border: '1px solid #d1d5db', borderRadius: 8, padding: 16, minBlockSize: 160 }}>
        {name}
      </li>
    ))}
  </ul>
)

const args: SearchLayoutProps = {
  status: <p role="status">Showing 1–21 of 42 cars</p>,
  sort: (
    <SortSelect
      options={[
        { value: 'featured', label: 'Featured' },
        { value: 'price_desc', label: 'Price: high to low' },
      ]}
      value="featured"
      onChange={() => {}}
    />
  ),
  chips: <FilterChips chips={[{ key: 'make:Toyota', label: 'Toyota', onRemove: () => {} }]} />,
  filters,
  results: (
    <>
      {cards}
      <SearchPagination currentPage={0} pageCount={2} hrefOf={(page) => `?page=${page + 1}`} />
    </>
  ),
  activeFilterCount: 1,
  applyLabel: 'Show 42 cars',
}

const meta = {
  title: 'Search/SearchLayout',
  component: SearchLayout,
  args,
} satisfies Meta<typeof SearchLayout>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop: the sidebar beside the results; mobile: the results first under a sticky Filters button. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const wide = window.innerWidth >= 1024
    await expect(canvas.getByRole('list', { name: 'Search results' })).toBeVisible()
    if (wide) await expect(canvas.getByRole('group', { name: 'Make' })).toBeVisible()
    else await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  },
}

/** Nothing matches: the no-results state where the grid would be. */
export const NoResults: Story = {
  args: {
    status: <p role="status">No cars match your search.</p>,
    results: <SearchNoResults message="No cars match your search." onClearAll={() => {}} />,
    applyLabel: 'Show 0 cars',
  },
}

/** Small screens: the Filters button opens the sheet, whose apply button tells the count. */
export const FiltersSheet: Story = {
  parameters: {
    screenshot: { selector: ['.fc-SearchLayout-sheet', '[data-story-root]'], height: 844 },
  },
  play: async ({ canvasElement }) => {
    if (window.innerWidth >= 1024) return
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters (1)' }))
    // The sheet's module arrives on first use, and the sheet then slides in.
    const sheet = await within(document.body).findByRole('dialog', { name: 'Filters' })
    await waitFor(() => expect(within(sheet).getByRole('group', { name: 'Make' })).toBeVisible())
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 42 cars' }))
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters (1)' }))
  },
}

/** Results refreshing: the region is aria-busy under a bar along its top, the grid where it was. */
export const Refreshing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Search results' })
    const region = list.parentElement as HTMLElement
    await expect(region).toHaveAttribute('aria-busy', 'true')
    await expect(list).toBeVisible()
    // The bar waits out its delay; the screenshot is taken with it shown.
    await waitFor(() => expect(getComputedStyle(region, '::before').opacity).toBe('1'), { timeout: 2000 })
  },
}
