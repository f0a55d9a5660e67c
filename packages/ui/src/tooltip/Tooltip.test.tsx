import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from '../button/Button.js'
import { Tooltip } from './Tooltip.js'

afterEach(cleanup)

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', () => {
    render(
      <Tooltip content="Includes registration">
        <Button>Drive away</Button>
      </Tooltip>,
    )
    expect(screen.queryByRole('tooltip')).toBeNull()
    const trigger = screen.getByRole('button', { name: 'Drive away' })
    fireEvent.keyDown(document.body, { key: 'Tab' })
    fireEvent.keyUp(document.body, { key: 'Tab' })
    act(() => trigger.focus())
    const tooltip = screen.getByRole('tooltip')
    expect(tooltip.textContent).toContain('Includes registration')
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id)
  })
})
