import { describe, expect, it } from 'vitest'
import { type DepositWallet, depositWalletsOf, type PaymentProcessorType } from './payment-processor.js'

describe('depositWalletsOf (§3 apple_pay_enabled, google_pay_enabled)', () => {
  it.each<[PaymentProcessorType, boolean, boolean, DepositWallet[]]>([
    ['stripe', true, true, ['apple_pay', 'google_pay']],
    ['stripe', true, false, ['apple_pay']],
    ['stripe', false, true, ['google_pay']],
    ['stripe', false, false, []],
    // Hosted pages take their wallets on their own page; the test processor has none.
    ['till', true, true, []],
    ['st_george', true, true, []],
    ['test', true, true, []],
  ])('%s with Apple Pay %s and Google Pay %s offers %j', (type, apple, google, wallets) => {
    expect(
      depositWalletsOf({ authorization_type: type, apple_pay_enabled: apple, google_pay_enabled: google }),
    ).toEqual(wallets)
  })
})
