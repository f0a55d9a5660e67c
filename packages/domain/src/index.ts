// The whole public surface of @forecourt/domain: the union of its subject entries, each also
// importable alone (`@forecourt/domain/finance`) so a consumer finds a rule in one hop.
export * from './entries/analytics.js'
export * from './entries/cars.js'
export * from './entries/families.js'
export * from './entries/finance.js'
export * from './entries/leads.js'
export * from './entries/locations.js'
export * from './entries/search.js'
export * from './entries/sites.js'
