import { randomBytes, randomUUID } from 'node:crypto'
import type { DepositGateway } from './deposit-gateway.js'

/** Ids of the local test processor say what they are wherever they show up. */
export const LOCAL_TEST_INTENT_PREFIX = 'test_pi_'

/**
 * The clearly named local test processor of the demo sites: it never moves money. A payment
 * starts as 'requires_payment_method'; the platform's confirm call marks it 'succeeded', standing
 * in for the card form. Status lives in the platform's own payment_intents table.
 */
export function localTestGateway(readStatus: (id: string) => Promise<string | null>): DepositGateway {
  return {
    start: async () => {
      const id = `${LOCAL_TEST_INTENT_PREFIX}${randomUUID().replaceAll('-', '')}`
      return {
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        status: 'requires_payment_method',
      }
    },
    status: async (id) => (await readStatus(id)) ?? 'canceled',
  }
}
