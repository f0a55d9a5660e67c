import type {
  Car,
  GarageVehicle,
  GarageVehicleInput,
  LeadDelivery,
  Manufacturer,
  Navigation,
  PaymentProcessor,
} from '@forecourt/domain'
import { sql } from 'drizzle-orm'
import {
  type CarPage,
  type CarQuery,
  findListedCarById,
  findSiteCar,
  listSiteCars,
  recordCarView,
} from './car-records.js'
import {
  findSiteNavigation,
  listManufacturers,
  listSiteManufacturers,
  listSiteModels,
  type ManufacturerWithStock,
} from './catalogue-records.js'
import {
  type DealerLead,
  findDealerTokenSite,
  listDealerLeads,
  type ResendResult,
  resendDealerLead,
} from './dealer-records.js'
import {
  addGarageVehicle,
  type GarageAdd,
  listGarageVehicles,
  removeGarageVehicle,
} from './garage-records.js'
import {
  type EmailNotification,
  enqueueEmailNotifications,
  findSiteLeadDelivery,
} from './lead-delivery-records.js'
import {
  findSiteLead,
  type LeadSubmission,
  type LeadSubmissionResult,
  type StoredLeadRow,
  submitLead,
} from './lead-records.js'
import {
  type DepositModel,
  findDealershipDeposits,
  findModelById,
  type ModelDepositRecord,
  recordModelDeposit,
} from './model-deposit-records.js'
import type { PlatformDb } from './open-database.js'
import {
  type CarPaymentIntent,
  findPaymentIntent,
  type ModelPaymentIntent,
  type ReserveResult,
  reserveCarForPayment,
  type StoredPaymentIntent,
  savePaymentIntent,
  setPaymentIntentStatus,
} from './payment-records.js'
import { countPhoneReveals, recordPhoneReveal } from './phone-reveal-records.js'
import { countAttempt, sweepRateLimits } from './rate-limit-records.js'
import type { paymentIntents } from './schema.js'
import {
  consumeCodeAndStartSession,
  endSession,
  findLiveSignInCode,
  findSessionUser,
  recordWrongSignInCode,
  type StoredSignInCode,
  saveSignInCode,
} from './shopper-records.js'
import {
  findSiteRecordByHostname,
  findSiteRecordById,
  findSiteRecordBySlug,
  listSiteSummaries,
  type SiteRecord,
  type SiteSummary,
} from './site-records.js'
import { type BookedTestDriveQuery, listBookedTestDrives } from './test-drive-records.js'
import { listWatchlist, removeWatchlistCar, saveWatchlistCar } from './watchlist-records.js'

export type SiteModel = Awaited<ReturnType<typeof listSiteModels>>[number]

/**
 * Everything the HTTP layer reads and writes, as one interface: routes never see Drizzle, and a
 * test can hand the app a store that fails to prove errors never leak.
 */
export interface PlatformStore {
  ping(): Promise<void>
  listSites(): Promise<SiteSummary[]>
  findSiteBySlug(slug: string): Promise<SiteRecord | null>
  /** `hostname` lower-case and without a port. */
  findSiteByHostname(hostname: string): Promise<SiteRecord | null>
  findSiteById(id: number): Promise<SiteRecord | null>
  listCars(siteId: number, query: CarQuery): Promise<CarPage>
  findCar(siteId: number, slug: string): Promise<Car | null>
  findCarById(carId: number): Promise<(Car & { site_id: number }) | null>
  recordCarView(siteId: number, slug: string): Promise<number | null>
  listManufacturers(): Promise<Manufacturer[]>
  listSiteManufacturers(siteId: number): Promise<ManufacturerWithStock[]>
  listSiteModels(siteId: number): Promise<SiteModel[]>
  findSiteNavigation(siteId: number): Promise<Navigation | null>
  submitLead(submission: LeadSubmission): Promise<LeadSubmissionResult>
  findLead(siteId: number, leadId: string): Promise<StoredLeadRow | null>
  /** Booking times of completed test drives at one location (test-drive-records.ts). */
  listBookedTestDrives(query: BookedTestDriveQuery): Promise<string[]>
  /** The site a dealer credential (its SHA-256) opens, or null. */
  findDealerTokenSite(tokenHash: string): Promise<number | null>
  listDealerLeads(siteId: number, page: { limit: number; before?: Date | undefined }): Promise<DealerLead[]>
  resendDealerLead(siteId: number, leadId: string, now: Date): Promise<ResendResult>
  findSiteLeadDelivery(siteId: number): Promise<LeadDelivery | null>
  /** Queues e-mails in the delivery outbox; answers how many were new (the rest were already queued). */
  enqueueEmailNotifications(siteId: number, notifications: EmailNotification[], now: Date): Promise<number>
  saveSignInCode(code: { phone: string; codeHash: string; expiresAt: Date }): Promise<void>
  findLiveSignInCode(phone: string, now: Date): Promise<StoredSignInCode | null>
  recordWrongSignInCode(id: number, maxAttempts: number): Promise<number | null>
  consumeCodeAndStartSession(input: {
    codeId: number
    phone: string
    sessionId: string
    expiresAt: Date
  }): Promise<{ userId: number } | null>
  findSessionUser(sessionId: string, now: Date): Promise<{ userId: number; phone: string } | null>
  endSession(sessionId: string): Promise<void>
  saveWatchlistCar(userId: number, carId: number): Promise<void>
  removeWatchlistCar(userId: number, carId: number): Promise<void>
  listWatchlist(userId: number, siteId?: number): Promise<Car[]>
  listGarageVehicles(siteId: number, userId: number): Promise<GarageVehicle[]>
  addGarageVehicle(
    siteId: number,
    userId: number,
    vehicle: GarageVehicleInput,
    max: number,
  ): Promise<GarageAdd>
  removeGarageVehicle(siteId: number, userId: number, id: number): Promise<boolean>
  recordPhoneReveal(reveal: { siteId: number; carId: number; dealershipId: number }): Promise<void>
  countPhoneReveals(carId: number): Promise<number>
  savePaymentIntent(intent: typeof paymentIntents.$inferInsert): Promise<void>
  findPaymentIntent(id: string): Promise<StoredPaymentIntent | null>
  setPaymentIntentStatus(id: string, status: string): Promise<void>
  reserveCarForPayment(intent: CarPaymentIntent): Promise<ReserveResult>
  findModelById(modelId: number): Promise<DepositModel | null>
  /** A dealership's site and the processors it takes new-car model deposits through. */
  findDealershipDeposits(
    dealershipId: number,
  ): Promise<{ siteId: number; paymentProcessors: PaymentProcessor[] } | null>
  /** Records a paid model deposit and the lead that tells the dealer, once per payment. */
  recordModelDeposit(intent: ModelPaymentIntent, now: Date): Promise<ModelDepositRecord>
  /** One attempt against a rate limit window (http/rate-limiter.ts). */
  countAttempt(key: string, windowMs: number, now: Date): Promise<{ count: number; windowStart: Date }>
  sweepRateLimits(prefix: string, before: Date): Promise<void>
}

export function createPlatformStore(db: PlatformDb): PlatformStore {
  return {
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    listSites: () => listSiteSummaries(db),
    findSiteBySlug: (slug) => findSiteRecordBySlug(db, slug),
    findSiteByHostname: (hostname) => findSiteRecordByHostname(db, hostname),
    findSiteById: (id) => findSiteRecordById(db, id),
    listCars: (siteId, query) => listSiteCars(db, siteId, query),
    findCar: (siteId, slug) => findSiteCar(db, siteId, slug),
    findCarById: (carId) => findListedCarById(db, carId),
    recordCarView: (siteId, slug) => recordCarView(db, siteId, slug),
    listManufacturers: () => listManufacturers(db),
    listSiteManufacturers: (siteId) => listSiteManufacturers(db, siteId),
    listSiteModels: (siteId) => listSiteModels(db, siteId),
    findSiteNavigation: (siteId) => findSiteNavigation(db, siteId),
    submitLead: (submission) => submitLead(db, submission),
    findLead: (siteId, leadId) => findSiteLead(db, siteId, leadId),
    listBookedTestDrives: (query) => listBookedTestDrives(db, query),
    findDealerTokenSite: (tokenHash) => findDealerTokenSite(db, tokenHash),
    listDealerLeads: (siteId, page) => listDealerLeads(db, siteId, page),
    resendDealerLead: (siteId, leadId, now) => resendDealerLead(db, siteId, leadId, now),
    findSiteLeadDelivery: (siteId) => findSiteLeadDelivery(db, siteId),
    enqueueEmailNotifications: (siteId, notifications, now) =>
      enqueueEmailNotifications(db, siteId, notifications, now),
    saveSignInCode: (code) => saveSignInCode(db, code),
    findLiveSignInCode: (phone, now) => findLiveSignInCode(db, phone, now),
    recordWrongSignInCode: (id, maxAttempts) => recordWrongSignInCode(db, id, maxAttempts),
    consumeCodeAndStartSession: (input) => consumeCodeAndStartSession(db, input),
    findSessionUser: (sessionId, now) => findSessionUser(db, sessionId, now),
    endSession: (sessionId) => endSession(db, sessionId),
    saveWatchlistCar: (userId, carId) => saveWatchlistCar(db, userId, carId),
    removeWatchlistCar: (userId, carId) => removeWatchlistCar(db, userId, carId),
    listWatchlist: (userId, siteId) => listWatchlist(db, userId, siteId),
    listGarageVehicles: (siteId, userId) => listGarageVehicles(db, siteId, userId),
    addGarageVehicle: (siteId, userId, vehicle, max) => addGarageVehicle(db, siteId, userId, vehicle, max),
    removeGarageVehicle: (siteId, userId, id) => removeGarageVehicle(db, siteId, userId, id),
    recordPhoneReveal: (reveal) => recordPhoneReveal(db, reveal),
    countPhoneReveals: (carId) => countPhoneReveals(db, carId),
    savePaymentIntent: (intent) => savePaymentIntent(db, intent),
    findPaymentIntent: (id) => findPaymentIntent(db, id),
    setPaymentIntentStatus: (id, status) => setPaymentIntentStatus(db, id, status),
    reserveCarForPayment: (intent) => reserveCarForPayment(db, intent),
    findModelById: (modelId) => findModelById(db, modelId),
    findDealershipDeposits: (dealershipId) => findDealershipDeposits(db, dealershipId),
    recordModelDeposit: (intent, now) => recordModelDeposit(db, intent, now),
    countAttempt: (key, windowMs, now) => countAttempt(db, key, windowMs, now),
    sweepRateLimits: (prefix, before) => sweepRateLimits(db, prefix, before),
  }
}
