import { templateAppSuite } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

templateAppSuite({
  test,
  expect,
  app: 'cars',
  site: 'southern-cross-motor-group',
  stock: 'cars',
  searchPath: '/search/new-used-and-demo-cars/',
})
