import { describe, expect, it } from 'vitest'
import { normaliseHostname } from './hostname.js'

describe('normaliseHostname', () => {
  it.each([
    ['coastal-motors.localhost:3000', 'coastal-motors.localhost'],
    ['Coastal-Motors.LOCALHOST', 'coastal-motors.localhost'],
    ['  www.coastalmotors.com.au.  ', 'www.coastalmotors.com.au'],
    ['www.coastalmotors.com.au.:443', 'www.coastalmotors.com.au'],
    ['[::1]:4000', '[::1]'],
  ])('%s → %s', (host, hostname) => {
    expect(normaliseHostname(host)).toBe(hostname)
  })
})
