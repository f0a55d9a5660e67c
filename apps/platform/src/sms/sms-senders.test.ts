import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { servicesFromEnv } from '../http/platform-services.js'
import { startTestMailCatcher, type TestMailCatcher } from '../leads/delivery/test-mail-catcher.js'
import { internationalMobile } from './sms-sender.js'
import { smsSenderFromEnv } from './sms-sender-from-env.js'
import { twilioSmsSender } from './twilio-sms-sender.js'

describe('internationalMobile', () => {
  it.each([
    ['0412345678', '+61412345678'],
    ['0512345678', '+61512345678'],
    ['0211234567', '+64211234567'],
    ['021123456', '+6421123456'],
    ['02712345678', '+642712345678'],
  ])('%s is %s', (phone, e164) => {
    expect(internationalMobile(phone)).toBe(e164)
  })
})

// A stand-in for Twilio's Messages endpoint: records what it was sent, answers as told.
const twilio = {
  requests: [] as Array<{ path: string; authorization: string; form: URLSearchParams }>,
  status: 201,
  url: '',
}
const server = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    twilio.requests.push({
      path: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      form: new URLSearchParams(body),
    })
    response.writeHead(twilio.status, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify(twilio.status < 300 ? { sid: 'SM1' } : { code: 21211, message: `bad To: ${body}` }),
    )
  })
})
let catcher: TestMailCatcher

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  twilio.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  catcher = await startTestMailCatcher()
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await catcher.close()
})
afterEach(() => {
  twilio.requests.length = 0
  twilio.status = 201
  vi.restoreAllMocks()
})

const twilioEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'token-456',
  TWILIO_FROM: 'Forecourt',
  TWILIO_API_BASE: twilio.url,
  ...extra,
})

describe('the Twilio adapter', () => {
  it("posts the text to the account's Messages endpoint with basic auth", async () => {
    await twilioSmsSender({
      accountSid: 'AC123',
      authToken: 'token-456',
      from: 'Forecourt',
      apiBase: twilio.url,
    }).send({
      to: '+61412345678',
      body: 'hello',
    })
    expect(twilio.requests).toHaveLength(1)
    const [request] = twilio.requests
    expect(request?.path).toBe('/2010-04-01/Accounts/AC123/Messages.json')
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC123:token-456').toString('base64')}`)
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+61412345678',
      Body: 'hello',
      From: 'Forecourt',
    })
  })

  it("fails with Twilio's error code, never echoing the message", async () => {
    twilio.status = 400
    const sending = twilioSmsSender({
      accountSid: 'AC123',
      authToken: 't',
      from: 'F',
      apiBase: twilio.url,
    }).send({
      to: '+61400000000',
      body: 'code 123456',
    })
    await expect(sending).rejects.toThrow('Twilio refused the message: 400 (error 21211)')
    await expect(sending).rejects.not.toThrow(/123456/)
  })

  it.each([
    [{ SMS_PROVIDER: 'twilio' }, /TWILIO_ACCOUNT_SID/],
    [{ SMS_PROVIDER: 'pigeon' }, /twilio or catcher/],
    [{ SMS_PROVIDER: 'catcher' }, /SMTP_URL/],
    [{ SMS_PROVIDER: 'catcher', SMTP_URL: 'smtp://x', NODE_ENV: 'production' }, /not production/],
  ])('refuses a misconfiguration %j', (env, message) => {
    expect(() => smsSenderFromEnv(env)).toThrow(message)
  })
})

describe('sign-in codes by SMS (issue 13)', () => {
  const production = {
    NODE_ENV: 'production',
    PLATFORM_SESSION_SECRET: 'p'.repeat(40),
    PLATFORM_SERVICE_TOKEN: 's'.repeat(40),
  }

  it('texts the code in production and never logs it', async () => {
    const logged = [vi.spyOn(console, 'log'), vi.spyOn(console, 'error'), vi.spyOn(console, 'info')]
    const services = servicesFromEnv(twilioEnv(production))
    expect(services.exposedCodes).toBeNull()
    await services.codeSender.send('0412345678', '654321')
    expect(twilio.requests[0]?.form.get('To')).toBe('+61412345678')
    expect(twilio.requests[0]?.form.get('Body')).toContain('654321')
    for (const spy of logged) expect(JSON.stringify(spy.mock.calls)).not.toContain('654321')
  })

  it('says, without the code, that production has no SMS provider', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const logs = vi.spyOn(console, 'log')
    await servicesFromEnv(production).codeSender.send('0412345678', '777111')
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('no SMS provider'))
    expect(JSON.stringify([...errors.mock.calls, ...logs.mock.calls])).not.toContain('777111')
  })

  it("puts the demo's codes in the mail catcher, and the test suites can still read them", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const services = servicesFromEnv({
      SMS_PROVIDER: 'catcher',
      SMTP_URL: catcher.url,
      PLATFORM_EXPOSE_SIGN_IN_CODES: '1',
    })
    await services.codeSender.send('0211234567', '135790')
    const mail = catcher.messages.find((message) => message.subject === 'SMS to +64211234567')
    expect(mail?.text).toContain('135790')
    expect(services.exposedCodes?.latestCode('0211234567')).toBe('135790')
  })
})
