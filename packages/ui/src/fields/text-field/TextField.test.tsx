import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextField } from './TextField.js'

afterEach(cleanup)

describe('TextField', () => {
  it('is a textbox named by its label that reports what is typed', () => {
    const onChange = vi.fn()
    render(<TextField label="Full Name" name="name" value="" onChange={onChange} />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Alex' } })
    expect(onChange).toHaveBeenCalledWith('Alex')
  })

  it('posts under its name with its value, so it works without JavaScript', () => {
    render(<TextField label="Email" name="email" type="email" value="alex@example.com" onChange={() => {}} />)
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
    expect(input.name).toBe('email')
    expect(input.value).toBe('alex@example.com')
    expect(input.type).toBe('email')
  })

  it('shows the error under the field, marks it invalid and describes it with the error', () => {
    render(
      <TextField
        label="Mobile Number"
        name="phone"
        value="123"
        onChange={() => {}}
        isRequired
        errorMessage="Invalid phone number. Must be Australian or New Zealand number."
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Mobile Number' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-required')).toBe('true')
    const error = screen.getByText('Invalid phone number. Must be Australian or New Zealand number.')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)
  })

  it('without an error is valid and shows no message', () => {
    render(
      <TextField label="Postcode" name="postcode" value="4000" onChange={() => {}} description="4 digits" />,
    )
    const input = screen.getByRole('textbox', { name: 'Postcode' })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('4 digits').id)
  })

  it('leaves validation to the form: no native required bubble', () => {
    render(<TextField label="Full Name" name="name" value="" onChange={() => {}} isRequired />)
    expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).required).toBe(false)
  })
})
