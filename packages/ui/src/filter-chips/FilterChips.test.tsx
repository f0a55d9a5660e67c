import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { FilterChips } from './FilterChips.js'

afterEach(cleanup)

const chips = ['Used', 'Toyota'].map((label) => ({ key: label, label, onRemove: () => {} }))

describe('FilterChips', () => {
  it('shows the server’s page its chips as words, without buttons that need JavaScript', () => {
    const page = document.createElement('div')
    page.innerHTML = renderToString(<FilterChips chips={chips} onClearAll={() => {}} />)
    expect(page.querySelector('[aria-label="Selected filters"]')?.textContent).toBe('UsedToyota')
    expect(page.querySelectorAll('button')).toHaveLength(0)
  })

  it('gives each chip its remove button, and several chips Clear all, once rendered in the browser', () => {
    render(<FilterChips chips={chips} onClearAll={() => {}} />)
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Remove Used', 'Remove Toyota', 'Clear all'])
  })
})
