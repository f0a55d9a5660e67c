import { TEMPLATES, type Template } from '@forecourt/domain'

export type TemplatePorts = Record<Template, number>

/** Where each template's app listens by default (ARCHITECTURE.md, "Default ports"). */
export const DEFAULT_TEMPLATE_PORTS: TemplatePorts = {
  cars: 3000,
  trucks: 3001,
  motorcycles: 3002,
  rvs: 3003,
  subscriptions: 3004,
}

/** The ports with CARS_PORT, TRUCKS_PORT, … applied; a malformed one stops start-up. */
export function templatePortsFromEnv(env: NodeJS.ProcessEnv): TemplatePorts {
  const ports = { ...DEFAULT_TEMPLATE_PORTS }
  for (const template of TEMPLATES) {
    const name = `${template.toUpperCase()}_PORT`
    const value = env[name]
    if (value === undefined || value === '') continue
    const port = Number(value)
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new Error(`${name} must be a port number (1-65535), got "${value}"`)
    }
    ports[template] = port
  }
  return ports
}

/** A demo site is served at `http://{slug}.localhost:{port of its template's app}`. */
export function servedSiteUrl(slug: string, template: string, ports: TemplatePorts): string {
  const port = ports[template as Template]
  if (port === undefined) throw new Error(`site "${slug}" has unknown template "${template}"`)
  return `http://${slug}.localhost:${port}`
}
