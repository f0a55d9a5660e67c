// The local test processor's card form (demo sites): well-formed fields are all it asks for, since
// the processor never reads a card. Shared by the page (prefilled values) and the action (checks).

export const TEST_CARD_FIELDS = ['card_number', 'card_expiry', 'card_cvc'] as const
export type TestCardField = (typeof TEST_CARD_FIELDS)[number]
export type TestCardErrors = Partial<Record<TestCardField, string>>

/** The card a demo checkout is filled with. */
export const TEST_CARD: Record<TestCardField, string> = {
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/34',
  card_cvc: '123',
}

const RULES: Record<TestCardField, { pattern: RegExp; message: string }> = {
  card_number: { pattern: /^\d{12,19}$/, message: 'Enter a card number of 12 to 19 digits.' },
  card_expiry: { pattern: /^(0[1-9]|1[0-2])\/\d{2}$/, message: 'Enter the expiry as MM/YY.' },
  card_cvc: { pattern: /^\d{3,4}$/, message: 'Enter the 3 or 4 digit security code.' },
}

/** Each malformed field's message, or null when the form is well formed. */
export function testCardErrors(form: FormData): TestCardErrors | null {
  const errors: TestCardErrors = {}
  for (const field of TEST_CARD_FIELDS) {
    const value = String(form.get(field) ?? '').replace(/\s+/g, '')
    if (!RULES[field].pattern.test(value)) errors[field] = RULES[field].message
  }
  return Object.keys(errors).length > 0 ? errors : null
}
