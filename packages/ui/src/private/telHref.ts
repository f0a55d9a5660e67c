/**
 * §2: "tel: links are built from the phone number with spaces, brackets and plus signs removed".
 * Kept here because @forecourt/domain has no such helper yet; it is presentation of a number,
 * not a rule about it.
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[\s()+]/g, '')}`
}
