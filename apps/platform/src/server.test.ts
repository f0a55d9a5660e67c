// Issue 17, the process itself (test-platform-process.ts runs the built server.ts): SIGTERM lets
// the requests in flight finish — a lead half sent when it arrives is still answered 201 — and a
// bad environment stops the start with every bad variable named.
import type { ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import type { Car } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_AUTHORIZATION } from './http/seeded-test-app.js'
import { exited, type PlatformProcessWorld, preparePlatformProcess } from './leads/test-platform-process.js'

let world: PlatformProcessWorld

beforeAll(async () => {
  world = await preparePlatformProcess()
}, 180_000)

afterAll(async () => {
  await world?.close()
})

/** Resolves once the process has written a line containing `text` (from now on). */
function printed(child: ChildProcess, text: string): Promise<string> {
  return new Promise((resolve) => {
    let output = ''
    const listen = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(text)) {
        child.stdout?.off('data', listen)
        resolve(output)
      }
    }
    child.stdout?.on('data', listen)
  })
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return exited(child).then(() => child.exitCode)
}

describe('a platform told to stop (SIGTERM)', () => {
  it('answers the request in flight, refuses new connections, then exits 0', async () => {
    const platform = await world.start({ PLATFORM_SHUTDOWN_TIMEOUT_MS: '20000' })
    const output: string[] = []
    platform.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    const base = `http://127.0.0.1:${world.port}`
    expect((await fetch(`${base}/health/ready`)).status).toBe(200)
    const car = (
      (await (await fetch(`${base}/v1/sites/coastal-motors/cars?per_page=1`)).json()) as { cars: Car[] }
    ).cars[0] as Car

    const body = JSON.stringify({
      name: 'Sam Shutdown',
      email: 'sam@example.com',
      phone: '0412 345 678',
      message: 'Still answering?',
      car_id: car.id,
      is_last_step: true,
    })
    const half = Math.floor(body.length / 2)
    let answered: (value: { status: number; body: string }) => void = () => {}
    const answer = new Promise<{ status: number; body: string }>((resolve) => {
      answered = resolve
    })
    const inFlight = request(
      `${base}/v1/sites/coastal-motors/leads`,
      {
        method: 'POST',
        headers: {
          ...SERVICE_AUTHORIZATION,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': 'shutdown-lead-1',
          'x-request-id': 'shutdown-test-1',
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        res.on('end', () => answered({ status: res.statusCode ?? 0, body: text }))
      },
    )
    inFlight.write(body.slice(0, half))
    // The request has reached the server (its headers are read) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300))

    const shuttingDown = printed(platform, '"msg":"shutting down"')
    const code = exitCode(platform)
    platform.kill('SIGTERM')
    await shuttingDown
    // A new connection is refused once the process stopped accepting.
    await expect(fetch(`${base}/health/live`)).rejects.toThrow()
    expect(platform.exitCode).toBeNull()

    inFlight.end(body.slice(half))
    const { status, body: text } = await answer
    expect(status).toBe(201)
    expect(JSON.parse(text)).toMatchObject({ lead_id: expect.any(String) })
    expect(await code).toBe(0)

    const lines = output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        method: 'POST',
        path: '/v1/sites/coastal-motors/leads',
        status: 201,
        request_id: 'shutdown-test-1',
      }),
    )
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped', signal: 'SIGTERM', requests: 'drained' })
  }, 120_000)
})

describe('a platform started with a bad environment', () => {
  it('exits 1 before opening anything, naming every bad variable', async () => {
    const start = world.start({
      PLATFORM_LEAD_RATE_LIMIT: 'lots',
      SMTP_URL: 'mail.example.com',
      SMS_PROVIDER: 'pigeon',
    })
    await expect(start).rejects.toThrow(/platform exited with 1/)
    const message = String(await start.catch((error: Error) => error.message))
    expect(message).toContain("the platform's environment is not usable")
    expect(message).toContain('PLATFORM_LEAD_RATE_LIMIT must be a whole number above 0, got "lots"')
    expect(message).toContain('SMTP_URL must be a smtp:// or smtps:// URL')
    expect(message).toContain('SMS_PROVIDER must be twilio or catcher, got "pigeon"')
  }, 60_000)
})
