import { describe, expect, it } from 'vitest'
import { servicesFromEnv } from '../http/platform-services.js'
import { leadDeliveryOptionsFromEnv } from '../leads/delivery/lead-delivery-env.js'
import { envWholeNumber, wholeNumberFromEnv } from './env-whole-number.js'
import { platformEnvProblems } from './platform-env.js'

const SECRET = 's'.repeat(32)
const TOKEN = 't'.repeat(32)
const production = { NODE_ENV: 'production', PLATFORM_SESSION_SECRET: SECRET, PLATFORM_SERVICE_TOKEN: TOKEN }

describe('one whole-number parser for every numeric variable', () => {
  it.each([
    ['unset', undefined, 1, undefined],
    ['empty', '', 1, undefined],
    ['a number', '120', 1, 120],
    ['padded', ' 5 ', 1, 5],
    ['zero where 0 is allowed', '0', 0, 0],
  ])('%s → %s', (_case, value, min, expected) => {
    expect(envWholeNumber(min).parse(value)).toBe(expected)
  })

  it.each([
    ['zero', '0', 1, 'must be a whole number above 0, got "0"'],
    ['negative', '-1', 0, 'must be a whole number of at least 0, got "-1"'],
    ['a fraction', '1.5', 1, 'must be a whole number above 0, got "1.5"'],
    ['an exponent', '1e3', 1, 'must be a whole number above 0, got "1e3"'],
    ['words', 'ten', 1, 'must be a whole number above 0, got "ten"'],
    [
      'beyond safe integers',
      '99999999999999999999',
      1,
      'must be a whole number above 0, got "99999999999999999999"',
    ],
  ])('refuses %s', (_case, value, min, message) => {
    expect(() => wholeNumberFromEnv({ X: value }, 'X', min)).toThrow(`X ${message}`)
  })

  it('is the one the services and the outbox worker read with', () => {
    expect(() => servicesFromEnv({ PLATFORM_LEAD_RATE_LIMIT: 'many' })).toThrow(
      'PLATFORM_LEAD_RATE_LIMIT must be a whole number above 0, got "many"',
    )
    expect(() => leadDeliveryOptionsFromEnv({ LEAD_DELIVERY_POLL_MS: '0' })).toThrow(
      'LEAD_DELIVERY_POLL_MS must be a whole number above 0, got "0"',
    )
    expect(servicesFromEnv({ PLATFORM_SEARCH_RATE_LIMIT: '7' }).limits.search.limit).toBe(7)
    expect(leadDeliveryOptionsFromEnv({ LEAD_DELIVERY_POLL_MS: '250' }).pollMs).toBe(250)
  })
})

describe('the environment checked once at start', () => {
  it.each([
    ['nothing set (the development defaults)', {}],
    [
      'the demo',
      { PLATFORM_AUTO_SEED: '1', SMTP_URL: 'smtp://127.0.0.1:1025?tls=off', SMS_PROVIDER: 'catcher' },
    ],
    [
      'production with PostgreSQL, SMTP, Twilio and Stripe',
      {
        ...production,
        DATABASE_URL: 'postgres://forecourt:pw@db.internal:5432/forecourt',
        SMTP_URL: 'smtps://leads:pw@smtp.example.com:465',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_MESSAGING_SERVICE_SID: 'MG1',
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        PLATFORM_SHUTDOWN_TIMEOUT_MS: '20000',
        ANSWER_CACHE_MS: '0',
        FORECOURT_GEOCODER: 'google',
        GOOGLE_GEOCODING_KEY: 'AIza-1',
        SOMETHING_ELSE: 'ignored',
      },
    ],
  ])('accepts %s', (_case, env) => {
    expect(platformEnvProblems(env)).toEqual([])
  })

  it.each([
    [
      'PLATFORM_LEAD_RATE_LIMIT',
      'lots',
      'PLATFORM_LEAD_RATE_LIMIT must be a whole number above 0, got "lots"',
    ],
    [
      'PLATFORM_SHUTDOWN_TIMEOUT_MS',
      '0',
      'PLATFORM_SHUTDOWN_TIMEOUT_MS must be a whole number above 0, got "0"',
    ],
    ['PLATFORM_SEED_CARS', '-3', 'PLATFORM_SEED_CARS must be a whole number of at least 0, got "-3"'],
    ['PLATFORM_AUTO_SEED', 'yes', 'PLATFORM_AUTO_SEED must be 1 (on) or unset, got "yes"'],
    ['DATABASE_URL', 'mysql://db/x', 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    ['SMTP_URL', 'mail.example.com', 'SMTP_URL must be a smtp:// or smtps:// URL'],
    ['STRIPE_API_BASE', 'ftp://x', 'STRIPE_API_BASE must be a https:// or http:// URL'],
    ['SMS_PROVIDER', 'pigeon', 'SMS_PROVIDER must be twilio or catcher, got "pigeon"'],
    ['FORECOURT_GEOCODER', 'osm', 'FORECOURT_GEOCODER must be offline or google, got "osm"'],
    ['GOOGLE_GEOCODING_API_BASE', 'maps', 'GOOGLE_GEOCODING_API_BASE must be a https:// or http:// URL'],
    ['LEAD_DELIVERY_LEASE_MS', '5m', 'LEAD_DELIVERY_LEASE_MS must be a whole number above 0, got "5m"'],
  ])('names %s when it is bad', (name, value, message) => {
    expect(platformEnvProblems({ [name]: value })).toEqual([message])
  })

  it('lists every bad variable at once', () => {
    expect(
      platformEnvProblems({
        NODE_ENV: 'production',
        PLATFORM_SERVICE_TOKEN: 'short',
        PLATFORM_EXPOSE_SIGN_IN_CODES: '1',
        PLATFORM_SEARCH_RATE_WINDOW_MS: 'soon',
        SMS_PROVIDER: 'twilio',
        TWILIO_FROM: '+61400000000',
      }),
    ).toEqual([
      'PLATFORM_SEARCH_RATE_WINDOW_MS must be a whole number above 0, got "soon"',
      'PLATFORM_SESSION_SECRET must be set to 32 or more characters in production',
      'PLATFORM_SERVICE_TOKEN must be set to 32 or more random characters in production',
      'PLATFORM_EXPOSE_SIGN_IN_CODES exposes sign-in codes: it cannot be set in production',
      'TWILIO_ACCOUNT_SID must be set when SMS_PROVIDER=twilio',
      'TWILIO_AUTH_TOKEN must be set when SMS_PROVIDER=twilio',
    ])
  })

  it.each([
    [
      'the development service token in production',
      { ...production, PLATFORM_SERVICE_TOKEN: 'forecourt-dev-service-token-not-for-production' },
      'PLATFORM_SERVICE_TOKEN must be set to 32 or more random characters in production',
    ],
    [
      'Twilio without a sender',
      { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'x' },
      'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID must be set when SMS_PROVIDER=twilio',
    ],
    [
      'the SMS catcher in production',
      { ...production, SMS_PROVIDER: 'catcher', SMTP_URL: 'smtp://mail:25' },
      'SMS_PROVIDER catcher is for the demo, not production',
    ],
    [
      'the SMS catcher without SMTP',
      { SMS_PROVIDER: 'catcher' },
      'SMTP_URL must be set when SMS_PROVIDER=catcher (the mail catcher)',
    ],
    [
      'the Google geocoder without a key',
      { FORECOURT_GEOCODER: 'google' },
      'GOOGLE_GEOCODING_KEY must be set when FORECOURT_GEOCODER=google',
    ],
  ])('refuses %s', (_case, env, message) => {
    expect(platformEnvProblems(env)).toEqual([message])
  })
})
