import type { SmsSender } from '../sms/sms-sender.js'
import { internationalMobile } from '../sms/sms-sender.js'
import { SIGN_IN_CODE_TTL_MS } from './sign-in-code.js'

/** Delivers a one-time sign-in code to a phone (createApp's `codeSender`). */
export interface SignInCodeSender {
  send(phone: string, code: string): Promise<void>
}

/** A sender that also remembers the latest code per phone, for test suites. */
export interface LoggingCodeSender extends SignInCodeSender {
  /** The last code sent to a phone, for test suites (served only when PLATFORM_EXPOSE_SIGN_IN_CODES=1). */
  latestCode(phone: string): string | undefined
}

const REMEMBERED_PHONES = 1000

/**
 * The development sender: writes the code to the server log, remembers the latest per phone, and
 * hands it on to `forward` (the demo's SMS catcher) when given. Never used in production.
 */
export function loggingCodeSender(
  log: (line: string) => void = console.log,
  forward?: SignInCodeSender,
): LoggingCodeSender {
  const latest = new Map<string, string>()
  return {
    send: async (phone, code) => {
      await forward?.send(phone, code)
      log(`sign-in code for ${phone}: ${code}`)
      latest.delete(phone)
      latest.set(phone, code)
      // Oldest first in a Map: drop the oldest so a flood of phones cannot grow memory.
      if (latest.size > REMEMBERED_PHONES) latest.delete(latest.keys().next().value as string)
    },
    latestCode: (phone) => latest.get(phone),
  }
}

/** The text a shopper receives. */
export function signInCodeText(code: string): string {
  return `Your sign-in code is ${code}. It expires in ${SIGN_IN_CODE_TTL_MS / 60_000} minutes. Never share it.`
}

/** Sends the code by SMS. Nothing here logs the code: production runs this one. */
export function smsCodeSender(sms: SmsSender): SignInCodeSender {
  return {
    send: (phone, code) => sms.send({ to: internationalMobile(phone), body: signInCodeText(code) }),
  }
}

/**
 * Production without an SMS provider: the code reaches nobody, and the log says so without the
 * code (a log line is read by more people than the shopper).
 */
export function unconfiguredCodeSender(log: (line: string) => void = console.error): SignInCodeSender {
  return {
    send: async (phone) => {
      log(
        `sign-in code for ${phone.slice(0, 4)}…${phone.slice(-2)} not sent: no SMS provider (SMS_PROVIDER) is configured`,
      )
    },
  }
}
