/**
 * Delivers a one-time sign-in code to a phone. Production plugs an SMS provider in here
 * (createApp's `codeSender`); the embedded default only logs it.
 */
export interface SignInCodeSender {
  send(phone: string, code: string): Promise<void>
}

/** The default sender: writes the code to the server log and remembers the latest per phone. */
export interface LoggingCodeSender extends SignInCodeSender {
  /** The last code sent to a phone, for test suites (served only when PLATFORM_EXPOSE_SIGN_IN_CODES=1). */
  latestCode(phone: string): string | undefined
}

const REMEMBERED_PHONES = 1000

export function loggingCodeSender(log: (line: string) => void = console.log): LoggingCodeSender {
  const latest = new Map<string, string>()
  return {
    send: async (phone, code) => {
      log(`sign-in code for ${phone}: ${code}`)
      latest.delete(phone)
      latest.set(phone, code)
      // Oldest first in a Map: drop the oldest so a flood of phones cannot grow memory.
      if (latest.size > REMEMBERED_PHONES) latest.delete(latest.keys().next().value as string)
    },
    latestCode: (phone) => latest.get(phone),
  }
}
