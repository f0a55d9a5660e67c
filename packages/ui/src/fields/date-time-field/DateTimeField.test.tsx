import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DateTimeField } from './DateTimeField.js'

afterEach(cleanup)

describe('DateTimeField', () => {
  it("is the browser's date-time input, labelled, posting an ISO-like value", () => {
    const { container } = render(
      <DateTimeField
        label="Test Drive Booking Date"
        name="Test Drive Booking Date"
        value="2026-12-01T10:30"
        onChange={() => {}}
      />,
    )
    const input = container.querySelector('input') as HTMLInputElement
    expect(input.type).toBe('datetime-local')
    expect(input.name).toBe('Test Drive Booking Date')
    expect(input.value).toBe('2026-12-01T10:30')
    expect(screen.getByText('Test Drive Booking Date').tagName).toBe('LABEL')
  })
})
