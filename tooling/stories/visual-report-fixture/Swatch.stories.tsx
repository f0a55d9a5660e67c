import type { Meta, StoryObj } from '../csf.js'

// The baseline was made with VITE_SWATCH_COLOUR=red (`vitest run --update`); the story draws blue.
const SWATCH_COLOUR = import.meta.env.VITE_SWATCH_COLOUR ?? 'blue'

function Swatch() {
  return <div style={{ inlineSize: 120, blockSize: 40, background: SWATCH_COLOUR }} />
}

const meta = { title: 'Fixture/Swatch', component: Swatch } satisfies Meta<typeof Swatch>

export default meta

export const Colour: StoryObj<typeof meta> = {}
