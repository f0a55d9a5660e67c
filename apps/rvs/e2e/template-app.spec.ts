import { templateAppSuite } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

templateAppSuite({
  test,
  expect,
  app: 'rvs',
  site: 'open-road-rvs',
})
