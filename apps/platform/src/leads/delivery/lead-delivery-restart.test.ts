// Issue 13: "platform killed between commit and delivery → delivered after restart". The platform
// runs as a real process; it is SIGKILLed while its SMTP conversation is hanging, so the lead is
// committed, its delivery claimed and never finished. The next process delivers it, once.
import { createServer, type Socket } from 'node:net'
import type { Car } from '@forecourt/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/open-database.js'
import { leadDeliveries } from '../../db/schema.js'
import { SERVICE_AUTHORIZATION } from '../../http/seeded-test-app.js'
import { exited, type PlatformProcessWorld, preparePlatformProcess } from '../test-platform-process.js'
import { startTestMailCatcher } from './test-mail-catcher.js'

let world: PlatformProcessWorld

beforeAll(async () => {
  world = await preparePlatformProcess()
}, 180_000)

afterAll(async () => {
  await world?.close()
})

async function until<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('a platform killed between committing a lead and delivering it', () => {
  it('delivers the lead after restart, exactly once', async () => {
    // An SMTP server that accepts and never says hello: the delivery hangs mid-conversation.
    const sockets: Socket[] = []
    const blackHole = createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve))
    const blackHolePort = (blackHole.address() as { port: number }).port
    const pacing = { LEAD_DELIVERY_POLL_MS: '200', LEAD_DELIVERY_LEASE_MS: '2000' }
    const base = `http://127.0.0.1:${world.port}/v1/sites/coastal-motors`

    let platform = await world.start({ ...pacing, SMTP_URL: `smtp://127.0.0.1:${blackHolePort}` })
    const car = ((await (await fetch(`${base}/cars?per_page=1`)).json()) as { cars: Car[] }).cars[0] as Car
    const answer = await fetch(`${base}/leads`, {
      method: 'POST',
      headers: {
        ...SERVICE_AUTHORIZATION,
        'content-type': 'application/json',
        'idempotency-key': 'restart-lead-1',
      },
      body: JSON.stringify({
        name: 'Kim Restart',
        email: 'kim@example.com',
        phone: '0412 345 678',
        message: 'Still there?',
        car_id: car.id,
        is_last_step: true,
      }),
    })
    expect(answer.status).toBe(201)
    const { lead_id: leadId } = (await answer.json()) as { lead_id: string }
    await until('the delivery to start', () => (sockets.length > 0 ? true : undefined))
    platform.kill('SIGKILL')
    await exited(platform)
    for (const socket of sockets) socket.destroy()
    blackHole.close()

    const catcher = await startTestMailCatcher()
    platform = await world.start({ ...pacing, SMTP_URL: catcher.url })
    try {
      const mine = () => catcher.messages.filter((mail) => mail.headers.get('x-forecourt-lead-id') === leadId)
      await until('the lead e-mail', () => (mine().length > 0 ? true : undefined))
      // Another few polls: nothing sends it a second time.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(mine()).toHaveLength(1)
      expect(mine()[0]?.attachments[0]?.filename).toBe(`lead-${leadId}.adf.xml`)
    } finally {
      platform.kill('SIGTERM')
      await exited(platform)
      await catcher.close()
    }

    const database = await openDatabase(world.database)
    try {
      const rows = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId))
      expect(rows.map((row) => ({ kind: row.kind, status: row.status, attempts: row.attempts }))).toEqual([
        { kind: 'email', status: 'delivered', attempts: 1 },
      ])
    } finally {
      await database.close()
    }
  }, 240_000)
})
