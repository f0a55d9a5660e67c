// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initialSearchOf } from '../initial-search.js'
import { SiteSearchBox, type SiteSearchBoxProps } from './SiteSearchBox.js'

const searchForHits = vi.fn()
const createSiteSearchClient = vi.fn(() => ({ searchForHits }))
vi.mock('./site-search-client.js', () => ({ createSiteSearchClient }))

const HITS = [
  { objectID: '11', name: '2021 Toyota Corolla Ascent Sport', slug: '2021-toyota-corolla-11', price: 27990 },
  {
    objectID: '12',
    name: '2019 Toyota Corolla SX',
    slug: '2019-toyota-corolla-12',
    price: 250,
    // A tampered index record: the image CDN builder refuses it, so no photo shows.
    primary_image_url: 'javascript:alert(1)',
  },
  {
    objectID: '13',
    name: '2018 Toyota Corolla Hybrid',
    slug: '2018-toyota-corolla-13',
    price: 251,
    primary_image_url: 'https://images.example/13.jpg',
  },
]

const FORM = initialSearchOf({
  template: 'cars',
  search_path: undefined,
  config: { search_suffix: 'refinementList[car_type][0]=used' } as never,
})

function renderBox(props: Partial<SiteSearchBoxProps> = {}) {
  return render(
    <SiteSearchBox
      search={{ host: 'http://127.0.0.1:4000', key: 'public-key', index: 'Car_production' }}
      filters="car_type:used"
      form={FORM}
      currency="AUD"
      label="Search cars"
      hrefOf={(hit) => `/cars/${String(hit.slug)}`}
      {...props}
    />,
  )
}

async function type(text: string) {
  const input = screen.getByRole('combobox', { name: 'Search cars' })
  act(() => input.focus())
  for (let end = 1; end <= text.length; end++) {
    fireEvent.change(input, { target: { value: text.slice(0, end) } })
  }
  // Past the debounce, then let the client's dynamic import and the answer settle.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250)
  })
  await act(async () => {
    await vi.runAllTimersAsync()
  })
  return input
}

beforeEach(() => {
  vi.useFakeTimers()
  searchForHits.mockReset().mockResolvedValue({ results: [{ hits: HITS }] })
  createSiteSearchClient.mockClear()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('SiteSearchBox', () => {
  it('is a GET form to the listing that sends the query and the site suffix without JS', () => {
    const { container } = renderBox()
    const form = container.querySelector('form')
    expect(form?.getAttribute('action')).toBe('/search/new-used-and-demo-cars/')
    expect(form?.getAttribute('method')).toBe('get')
    const fields = [...new FormData(form as HTMLFormElement)]
    expect(fields).toEqual([
      ['query', ''],
      ['refinementList[car_type][0]', 'used'],
    ])
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit')
  })

  it('keeps its accessible name when the label is not shown (a header banner)', () => {
    const { container } = renderBox({ hideLabel: true })
    expect(container.querySelector('label')).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Search cars' })).toBeTruthy()
  })

  it('loads no search client until the shopper focuses the box', async () => {
    renderBox()
    await act(async () => {
      await vi.runAllTimersAsync()
    })
    expect(createSiteSearchClient).not.toHaveBeenCalled()
    act(() => screen.getByRole('combobox', { name: 'Search cars' }).focus())
    await act(async () => {
      await vi.runAllTimersAsync()
    })
    expect(createSiteSearchClient).toHaveBeenCalledTimes(1)
  })

  it('asks once per pause in typing for 5 suggestions with the query and the site filter', async () => {
    renderBox()
    await type('corolla')
    expect(searchForHits).toHaveBeenCalledTimes(1)
    expect(searchForHits.mock.calls[0]?.[0]).toEqual({
      requests: [
        {
          indexName: 'Car_production',
          query: 'corolla',
          hitsPerPage: 5,
          attributesToRetrieve: ['name', 'slug', 'price', 'primary_image_url'],
          attributesToHighlight: [],
          filters: 'car_type:used',
        },
      ],
    })
  })

  it('suggests cars with image (from the image CDN), name, and a price only above 250', async () => {
    renderBox()
    await type('corolla')
    const options = within(screen.getByRole('listbox', { name: /^Suggestions/ })).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      '2021 Toyota Corolla Ascent Sport$27,990',
      '2019 Toyota Corolla SX',
      '2018 Toyota Corolla Hybrid$251',
    ])
    expect(options[2]?.querySelector('img')?.getAttribute('src')).toBe(
      'https://images.example/13.jpg?w=128&q=60&crop=4%3A3',
    )
    expect(options[1]?.querySelector('img')).toBeNull()
  })

  it('reports a clicked suggestion and opens its car', async () => {
    const onSuggestionClick = vi.fn()
    const navigate = vi.fn()
    renderBox({ onSuggestionClick, navigate })
    await type('corolla')
    fireEvent.click(screen.getByRole('option', { name: /2019 Toyota Corolla SX/ }))
    expect(onSuggestionClick).toHaveBeenCalledWith(HITS[1])
    expect(navigate).toHaveBeenCalledWith('/cars/2019-toyota-corolla-12')
  })

  it('searches on Enter with the query and the suffix when no suggestion is active', async () => {
    const navigate = vi.fn()
    renderBox({ navigate })
    const input = await type(' corolla ')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith(
      '/search/new-used-and-demo-cars/?query=corolla&refinementList%5Bcar_type%5D%5B0%5D=used',
    )
  })

  it('opens the suggestion chosen with the arrow keys and Enter, reporting it instead of searching', async () => {
    const onSuggestionClick = vi.fn()
    const navigate = vi.fn()
    renderBox({ onSuggestionClick, navigate })
    const input = await type('corolla')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onSuggestionClick).toHaveBeenCalledTimes(1)
    expect(onSuggestionClick).toHaveBeenCalledWith(HITS[1])
    expect(navigate.mock.calls).toEqual([['/cars/2019-toyota-corolla-12']])
  })

  it('closes the suggestions on Escape and keeps what was typed', async () => {
    renderBox()
    const input = await type('corolla')
    expect(screen.getAllByRole('option')).toHaveLength(3)
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(screen.queryAllByRole('option')).toEqual([])
    expect((input as HTMLInputElement).value).toBe('corolla')
  })

  it('shows no suggestions and still searches when the search host fails', async () => {
    searchForHits.mockRejectedValue(new Error('unreachable'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const navigate = vi.fn()
    renderBox({ navigate })
    await type('corolla')
    expect(screen.queryAllByRole('option')).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(navigate).toHaveBeenCalledWith(
      '/search/new-used-and-demo-cars/?query=corolla&refinementList%5Bcar_type%5D%5B0%5D=used',
    )
    warn.mockRestore()
  })
})
