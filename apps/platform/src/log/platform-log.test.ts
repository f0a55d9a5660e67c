import { afterEach, describe, expect, it, vi } from 'vitest'
import { inRequest, platformLog } from './platform-log.js'

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

/** What the log wrote to stdout and stderr, in order, as [stream, text] pairs. */
function capture() {
  const written: ['out' | 'err', string][] = []
  vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
    written.push(['out', String(text)])
    return true
  })
  vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
    written.push(['err', String(text)])
    return true
  })
  return written
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the platform log on the process streams', () => {
  it('writes a turn’s info lines to stdout in one write, each a JSON line with its request id', async () => {
    const written = capture()
    const log = platformLog()
    log.info('request', { status: 200 })
    inRequest('req-1', () => log.info('request', { status: 404 }))
    expect(written).toEqual([])
    await nextTurn()
    expect(written).toHaveLength(1)
    const [stream, text] = written[0] ?? []
    expect(stream).toBe('out')
    const lines = (text ?? '').split('\n')
    expect(lines.at(-1)).toBe('')
    expect(lines.slice(0, -1).map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', status: 200 }),
      expect.objectContaining({ level: 'info', msg: 'request', status: 404, request_id: 'req-1' }),
    ])
  })

  it('writes an error at once to stderr, after the info lines gathered before it', async () => {
    const written = capture()
    const log = platformLog()
    log.info('request', { status: 200 })
    log.error('lead delivery failed', new Error('smtp down'))
    expect(written.map(([stream]) => stream)).toEqual(['out', 'err'])
    expect(JSON.parse(written[1]?.[1] ?? '')).toMatchObject({
      level: 'error',
      msg: 'lead delivery failed',
      error: { name: 'Error', message: 'smtp down' },
    })
    await nextTurn()
    expect(written).toHaveLength(2)
  })
})
