import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ComboBox } from './ComboBox.js'

afterEach(cleanup)

const items = [
  { id: 'mazda', label: 'Mazda' },
  { id: 'mitsubishi', label: 'Mitsubishi' },
  { id: 'toyota', label: 'Toyota' },
]

describe('ComboBox', () => {
  it('is a labelled combobox showing the selected item', () => {
    render(<ComboBox label="Make" items={items} defaultSelectedKey="toyota" />)
    expect((screen.getByRole('combobox', { name: 'Make' }) as HTMLInputElement).value).toBe('Toyota')
  })

  // Typing to filter is exercised in Chromium by the TypeToFilter story.
  it('lists every option from its button', () => {
    render(<ComboBox label="Make" items={items} />)
    fireEvent.click(screen.getByRole('button'))
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Mazda', 'Mitsubishi', 'Toyota'])
  })

  it('shows the error message when invalid', () => {
    render(<ComboBox label="Make" items={items} isInvalid errorMessage="*This is a required field." />)
    expect(screen.getByText('*This is a required field.')).toBeTruthy()
  })
})
