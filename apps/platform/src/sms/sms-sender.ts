/** One text message to one phone; adapters: Twilio (twilio-sms-sender.ts) and the demo's e-mail catcher. */
export interface SmsSender {
  /** `to` in E.164 (+61…, +64…). Throws when the provider did not accept the message. */
  send(message: { to: string; body: string }): Promise<void>
}

/**
 * A normalised AU/NZ phone (domain normalisePhone: 04…, 021…) in E.164. SMS reaches mobiles
 * only: AU mobiles start 04 or 05, NZ mobiles 02 — so a 02 number is taken as NZ (a 02 landline
 * in Sydney cannot receive a text anyway); anything else keeps its country by length.
 */
export function internationalMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (!digits.startsWith('0')) throw new Error('expected a normalised AU or NZ phone number')
  const national = digits.slice(1)
  if (/^0[45]\d{8}$/.test(digits)) return `+61${national}`
  if (digits.startsWith('02')) return `+64${national}`
  return digits.length === 10 ? `+61${national}` : `+64${national}`
}
