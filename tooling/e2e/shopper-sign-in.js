// Signing a shopper in by phone, as the account and garage specs do: the code the platform's
// logging sender "sent" is read from its test-only endpoint.
import { normalisePhone } from '@forecourt/domain'
import { expect } from '@playwright/test'
import { platformUrl } from './seeded-reads.js'
import { serviceHeaders } from './servers.js'

/** The code the platform's logging sender "sent" to a phone (exposed to test runs only). */
export async function sentCode(phone) {
  const response = await fetch(
    `${platformUrl()}/v1/test/sign-in-codes?phone=${encodeURIComponent(normalisePhone(phone))}`,
    { headers: serviceHeaders() },
  )
  expect(response.ok).toBe(true)
  return (await response.json()).code
}

/** Signs in on the sign-in page the shopper is on: phone, then the code sent to it. */
export async function signIn(page, phone) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'We sent a 6-digit code' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Code' }).fill(await sentCode(phone))
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** A shopper of this attempt's own (a phone prefix plus the retry number): a retry must not find
 * what its failed try saved. */
export const shopperPhone = (prefix, testInfo) => `${prefix}${testInfo.retry}`
