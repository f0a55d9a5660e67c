// The story tests run in Debian's Chromium; make sure it is there before vitest starts, the same
// way the repository's bootstrap does for the end-to-end tests (it installs it when running as root).
import { ensureChromium } from '../../../tooling/bootstrap/chromium.mjs'

ensureChromium()
