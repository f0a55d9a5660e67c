// Shared end-to-end settings and suites for the template apps.
export * from './axe-findings.js'
export * from './servers.js'
export * from './shopper-steps.js'
export * from './template-app-config.js'
export * from './template-app-manifest.js'
export * from './template-app-suite.js'
