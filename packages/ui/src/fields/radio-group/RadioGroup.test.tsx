import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RadioGroup } from './RadioGroup.js'

afterEach(cleanup)

const options = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
]

describe('RadioGroup', () => {
  it('is a radio group named by its label that reports the choice', () => {
    const onChange = vi.fn()
    render(
      <RadioGroup
        label="Do you have a car to trade in?"
        name="has_trade_in"
        value=""
        onChange={onChange}
        options={options}
      />,
    )
    expect(screen.getByRole('radiogroup', { name: 'Do you have a car to trade in?' })).toBeTruthy()
    const no = screen.getByRole('radio', { name: 'No' }) as HTMLInputElement
    expect(no.name).toBe('has_trade_in')
    fireEvent.click(no)
    expect(onChange).toHaveBeenCalledWith('No')
  })

  it('shows the chosen value and the error under the group', () => {
    render(
      <RadioGroup
        label="Employment status"
        name="employment_status"
        value="Yes"
        onChange={() => {}}
        options={options}
        isRequired
        errorMessage="*This is a required field."
      />,
    )
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true)
    const group = screen.getByRole('radiogroup', { name: /Employment status/ })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(group.getAttribute('aria-describedby')).toContain(
      screen.getByText('*This is a required field.').id,
    )
  })
})
