import type { ChildProcess } from 'node:child_process'
import type AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

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
/** Name, e-mail and a mobile number of the site's region in a lead form's contact fields. */
export function fillContact(
  page: import('@playwright/test').Page,
  region: 'AU' | 'NZ',
  email: string,
): Promise<void>
/** What the site's search index answers to `params`, asked with the site's public search key. */
export function searchOf(
  app: TemplateApp | (string & {}),
  site: string,
  params?: Record<string, unknown>,
): Promise<{
  hits: Array<Record<string, unknown> & { objectID: string; slug: string }>
  nbHits: number
  facets?: Record<string, Record<string, number>>
}>
/** The site's public configuration, as its pages get it from the platform. */
export function siteConfigOf(
  app: TemplateApp | (string & {}),
  site: string,
): Promise<import('@forecourt/domain').SiteConfig>
/** Ticks the terms box on a form's last step when the site requires it (§5). */
export function agreeToTermsIfAsked(
  page: import('@playwright/test').Page,
  config: { config: { enquiry: { terms_required?: boolean } } },
): Promise<void>
/** How a listing's count reads for `total` results: '… of 12 trucks', or 'No … match'. */
export function countReading(total: number): RegExp
/** The listing's result count ('Showing 1–21 of 48 trucks'); a range filter's reading is a status too. */
export function resultCount(page: import('@playwright/test').Page): import('@playwright/test').Locator
