import type { ChildProcess } from 'node:child_process'

export interface ServerSpec {
  command: string
  args: string[]
  env: Record<string, string>
  url: string
}

export const repoRoot: string
export const chromiumLaunchOptions: { executablePath: string; args: string[] }
export function platformServer(options: {
  port: number
  dataDir: string
  appPorts?: Partial<Record<'cars' | 'trucks' | 'motorcycles' | 'rvs' | 'subscriptions', number>>
}): ServerSpec
export function appServer(options: { app: string; port: number; platformPort: number }): ServerSpec
export function asWebServer(
  server: ServerSpec,
  options?: { timeout?: number },
): {
  command: string
  env: Record<string, string>
  url: string
  timeout: number
  reuseExistingServer: boolean
  stdout: 'pipe'
  stderr: 'pipe'
}
export function startServer(server: ServerSpec, options?: { timeoutMs?: number }): Promise<ChildProcess>
export function stopServer(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>
