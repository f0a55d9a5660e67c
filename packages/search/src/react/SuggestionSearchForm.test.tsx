// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Suggestion, SuggestionSearchForm, suggestionOfHit } from './SuggestionSearchForm.js'

const suggestion = (id: string, name: string, price: number): Suggestion =>
  suggestionOfHit({ objectID: id, name, slug: id, price }, 'AUD', (hit) => `/cars/${String(hit.slug)}`)

function Form({ value, suggestions }: { value: string; suggestions: Suggestion[] }) {
  return (
    <SuggestionSearchForm
      form={{ action: '/search/new-used-and-demo-cars/', params: [] }}
      label="Search cars"
      inputValue={value}
      onInputChange={() => {}}
      suggestions={suggestions}
      onSuggestionChosen={vi.fn()}
    />
  )
}

afterEach(cleanup)

describe('SuggestionSearchForm', () => {
  it('opens when suggestions arrive after the keystroke, and stays shut after Escape until the shopper types', () => {
    const { rerender } = render(<Form value="" suggestions={[]} />)
    const input = screen.getByRole('combobox', { name: 'Search cars' })
    act(() => input.focus())
    rerender(<Form value="hilux" suggestions={[]} />)
    expect(screen.queryByRole('listbox')).toBeNull()

    rerender(<Form value="hilux" suggestions={[suggestion('1', '2025 Toyota HiLux SR5', 56990)]} />)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '2025 Toyota HiLux SR5$56,990',
    ])

    fireEvent.keyDown(input, { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
    // The listing behind the box answered again for the same text: the list stays closed.
    rerender(<Form value="hilux" suggestions={[suggestion('2', '2018 Toyota HiLux SR5', 16990)]} />)
    expect(screen.queryByRole('listbox')).toBeNull()

    rerender(<Form value="hilux sr" suggestions={[suggestion('3', '2017 Toyota HiLux SR', 14990)]} />)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '2017 Toyota HiLux SR$14,990',
    ])
  })

  it('does not open for suggestions while the shopper is elsewhere', () => {
    render(<Form value="hilux" suggestions={[suggestion('1', '2025 Toyota HiLux SR5', 56990)]} />)
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})
