import type { ChildProcess } from 'node:child_process'
import type AxeBuilder from '@axe-core/playwright'
import type { Car, SiteConfig } from '@forecourt/domain'
import type { Page, TestInfo } from '@playwright/test'

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** axe's WCAG 2.2 A and AA violations on the page, or within `include` (cross-origin frames are left out). */
export function axeViolations(page: Page, options?: { include?: string }): Promise<AxeViolation[]>
/** The serious and critical findings, as `rule: element, element`. */
export function seriousAxeFindings(page: Page, options?: { include?: string }): Promise<string[]>

export interface ServerSpec {
  command: string
  args: string[]
  /** Working directory; the repository root when absent. */
  cwd?: string
  env: Record<string, string>
  url: string
}

export const repoRoot: string
/** PLATFORM_SERVICE_TOKEN: the configured one, or one made up for this run and kept in the environment. */
export function serviceToken(): string
/** Headers of a direct call to the platform that needs the service credential. */
export function serviceHeaders(headers?: Record<string, string>): Record<string, string>
export const chromiumLaunchOptions: { executablePath: string; args: string[] }
export function platformServer(options: {
  port: number
  dataDir: string
  appPorts?: Partial<Record<'cars' | 'trucks' | 'motorcycles' | 'rvs' | 'subscriptions', number>>
  /** A mail catcher's SMTP address: leads and sign-in codes are delivered to it. */
  smtpUrl?: string
}): ServerSpec
/** MailDev: SMTP on smtpPort (1025), web UI and REST API on webPort (1080), loopback only. */
export function mailCatcherServer(options?: {
  webPort?: number
  smtpPort?: number
}): ServerSpec & { webUrl: string; smtpUrl: string }
export function appServer(options: {
  app: string
  port: number
  platformPort: number
  /** Extra environment for the app server. */
  env?: Record<string, string>
}): ServerSpec
export function asWebServer(
  server: ServerSpec,
  options?: { timeout?: number },
): {
  command: string
  cwd: string | undefined
  env: Record<string, string>
  url: string
  timeout: number
  reuseExistingServer: boolean
  stdout: 'pipe'
  stderr: 'pipe'
}
export function startServer(server: ServerSpec, options?: { timeoutMs?: number }): Promise<ChildProcess>
export function stopServer(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>

export type TemplateApp = 'cars' | 'trucks' | 'motorcycles' | 'rvs' | 'subscriptions'
export const E2E_PORTS: Record<TemplateApp, { app: number; platform: number }>
/** A family's app, or an added one by its folder under apps/ (its package.json has "forecourt"). */
export function e2ePorts(app: TemplateApp | (string & {})): { app: number; platform: number }
/** A fresh platform database folder for this run, holding a copy of the seeded demo world. */
export function e2eDataDir(appDirectory: string, name: string): string
export function templateAppE2EConfig(options: {
  /** A family's app, or an added one by its folder under apps/. */
  app: TemplateApp | (string & {})
  appDirectory: string
  /** Slug of the demo site the tests open by default. */
  site: string
  devices: Record<string, object>
}): import('@playwright/test').PlaywrightTestConfig

export function templateAppSuite(options: {
  test: import('@playwright/test').TestType<any, any>
  expect: typeof import('@playwright/test').expect
  app: TemplateApp
  /** The demo site's slug; its family's words and search path come from the domain's profile. */
  site: string
}): void

/** What an added template app's package.json says under "forecourt". */
export interface TemplateAppManifest {
  template: TemplateApp
  /** Its `npm start` port; its e2e ports derive from it. */
  port: number
  /** The demo site of its family it is tested against. */
  site: string
}
export const FIRST_ADDED_APP_PORT: number
export function templateAppManifest(app: string, directory?: string): TemplateAppManifest | undefined
export function addedTemplateApps(directory?: string): Array<{ app: string } & TemplateAppManifest>
export function addedAppE2EPorts(port: number): { app: number; platform: number }

/** The lead `email` sent, as the dealer of `site` reads it from the platform (undefined if none). */
export function dealerLeadBy(
  app: TemplateApp | (string & {}),
  site: string,
  email: string,
): Promise<
  (Record<string, unknown> & { category: string | null; answers: Record<string, string> }) | undefined
>
/**
 * Name (one field, or first and last), e-mail and a mobile number of the site's region in a lead
 * form's contact fields; `contact`'s by default.
 */
export function fillContact(
  page: Page,
  region?: 'AU' | 'NZ',
  email?: string,
  options?: { fullName?: boolean },
): Promise<void>
export interface SearchAnswer {
  hits: Array<
    Record<string, unknown> & {
      objectID: string
      slug: string
      name: string
      price: number
      make: string
      model: string
    }
  >
  nbHits: number
  nbPages: number
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, { min: number; max: number }>
}
/** What the site's search index answers to `params`, asked with the site's public search key. */
export function searchOf(site: string, params?: Record<string, unknown>): Promise<SearchAnswer>
/** The facet value with the most vehicles, for a path that must show several pages of stock. */
export function topValue(answer: SearchAnswer, facet: string): string
/** The listing's count as a shopper reads it, in the family's words ('Showing 1–21 of 48 trucks'). */
export function statusText(total: number, page?: number, vocabulary?: { plural: string }): string

/** This run's platform, e.g. http://127.0.0.1:4100 (read from a spec, after the config). */
export function platformUrl(): string
/** The URL of a demo site (by slug) on this run's app server. */
export function siteUrl(slug: string, path?: string): string
/** A page of a site's stock, as its pages list it. */
export function carsOf(
  site: string,
  page?: number,
  perPage?: number,
): Promise<{ cars: Car[]; total: number; total_pages: number }>
/** The site's public configuration, as its pages get it from the platform. */
export function siteOf(slug: string): Promise<SiteConfig>
/** The first vehicle of a site, a page of 100 at a time, that `wanted` picks; throws when none does. */
export function carWhere(site: string, wanted: (car: Car) => boolean): Promise<Car>
/** A vehicle of the site that its search lists (§2: hidden ones are left out of the index). */
export function listedCarWhere(site: string, wanted: (car: Car) => boolean): Promise<Car>
/** An available vehicle of the site (of `carType` when given), priced if it is for sale. */
export function availableCar(site: string, carType?: Car['car_type']): Promise<Car>

export const contact: { name: string; email: string; phone: string; postcode: string }
/** Sent in optional message fields too (the platform's lead API wants one on completed leads). */
export const PLATFORM_MESSAGE: string
/** The lead id the platform returned for the steps saved so far (carried in the form). */
export function savedLeadId(page: Page): Promise<string>
/** 200: stored and still incomplete; 409: completed; 404: not there. */
export function leadState(
  site: string,
  leadId: string,
): Promise<{ status: number; body: Record<string, unknown> }>
/** The analytics events the page pushed to its dataLayer (§9 event ids). */
export function firedEvents(page: Page): Promise<number[]>
/** The thank-you page after a sent lead, reached with or without JavaScript. */
export function expectSuccessPage(page: Page): Promise<void>

/** The code the platform's logging sender "sent" to a phone (exposed to test runs only). */
export function sentCode(phone: string): Promise<string>
/** Signs in on the sign-in page the shopper is on: phone, then the code sent to it. */
export function signIn(page: Page, phone: string): Promise<void>
/** A shopper of this attempt's own: a phone prefix plus the retry number. */
export function shopperPhone(prefix: string, testInfo: TestInfo): string
/** Ticks the terms box on a form's last step when the site requires it (§5). */
export function agreeToTermsIfAsked(
  page: import('@playwright/test').Page,
  config: { config: { enquiry: { terms_required?: boolean } } },
): Promise<void>
/** How a listing's count reads for `total` results: '… of 12 trucks', or 'No … match'. */
export function countReading(total: number): RegExp
/** `text` as a literal inside a RegExp (a car's name may hold '+' or '.'). */
export function escapeRegExp(text: string): string
/** The listing's result card of the vehicle named `name`. */
export function resultCardOf(page: Page, name: string): import('@playwright/test').Locator
/** The listing's result count ('Showing 1–21 of 48 trucks'); a range filter's reading is a status too. */
export function resultCount(page: import('@playwright/test').Page): import('@playwright/test').Locator
