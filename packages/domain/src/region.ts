import { z } from './zod.js'

/** A site serves Australia or New Zealand (§1). */
export const RegionSchema = z.enum(['AU', 'NZ'])
export type Region = z.infer<typeof RegionSchema>

/** Prices are AUD unless a site says otherwise (§1). */
const CURRENCIES = ['AUD', 'NZD'] as const
export const CurrencySchema = z.enum(CURRENCIES)
export type Currency = z.infer<typeof CurrencySchema>
