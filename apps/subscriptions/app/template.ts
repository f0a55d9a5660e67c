import type { Template } from '@forecourt/domain'

/** The template family this app serves (spec §1: cars, trucks, motorcycles, RVs, subscriptions). */
export const template: Template = 'subscriptions'
