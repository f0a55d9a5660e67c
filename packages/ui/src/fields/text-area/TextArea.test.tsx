import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextArea } from './TextArea.js'

afterEach(cleanup)

describe('TextArea', () => {
  it('is a multi-line textbox named by its label that reports what is typed', () => {
    const onChange = vi.fn()
    render(<TextArea label="Message" name="message" value="" onChange={onChange} />)
    const box = screen.getByRole('textbox', { name: 'Message' })
    expect(box.tagName).toBe('TEXTAREA')
    fireEvent.change(box, { target: { value: 'Is it still available?' } })
    expect(onChange).toHaveBeenCalledWith('Is it still available?')
  })

  it('shows the error under it and is described by it', () => {
    render(
      <TextArea
        label="Message"
        name="message"
        value=""
        onChange={() => {}}
        errorMessage="*This is a required field."
      />,
    )
    const box = screen.getByRole('textbox', { name: 'Message' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByText('*This is a required field.').id)
  })
})
