import '@forecourt/tokens/theme.css'
import '@fontsource-variable/inter'
import './harness-fonts.css'
import './preview.css'
import { themeNames } from '@forecourt/tokens'
import type { Preview } from '@storybook/react-vite'

// The Storybook preview every package's stories render with (ui's and the apps' family blocks), so
// a block photographs the same in Storybook, in its story test and in Chromatic.
const preview: Preview = {
  // The toolbar switches the dealer theme: a data-theme wrapper, exactly as a storefront sets it.
  globalTypes: {
    theme: {
      description: 'Dealer theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'base' },
  decorators: [
    (Story, { globals, parameters }) => (
      <div
        className="fc-StoryFrame"
        data-theme={String(globals.theme ?? 'base')}
        data-layout={parameters.layout === 'fullscreen' ? 'fullscreen' : 'padded'}
      >
        <Story />
      </div>
    ),
  ],
  parameters: {
    // The frame adds its own padding, so Storybook's canvas adds none.
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$|^now$/ } },
  },
}

export default preview
