import type { Meta, StoryObj } from '@storybook/react-vite'
import { DialogTrigger } from 'react-aria-components/Dialog'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../button/Button.js'
import { Link } from '../link/Link.js'
import { Drawer } from './Drawer.js'

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: { label: 'Filters', side: 'start', children: null },
  parameters: { screenshot: { selector: '.fc-Drawer-overlay', height: 720 } },
} satisfies Meta<typeof Drawer>

export default meta
type Story = StoryObj<typeof meta>

function story(side: 'start' | 'end') {
  return {
    args: { side },
    render: (args: { label: string; side?: 'start' | 'end' }) => (
      <DialogTrigger>
        <Button variant="secondary">Open {args.label}</Button>
        <Drawer {...args}>
          <ul style={{ display: 'grid', gap: '0.75rem', padding: 0, listStyle: 'none' }}>
            <li>
              <Link href="/search/used-cars/">Used Cars</Link>
            </li>
            <li>
              <Link href="/search/new-cars">New Cars</Link>
            </li>
          </ul>
        </Drawer>
      </DialogTrigger>
    ),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: /^Open/ }))
      await expect(within(document.body).getByRole('dialog', { name: 'Filters' })).toBeTruthy()
      await expect(document.body.dataset.modalOpen).toBe('')
    },
  }
}

export const FromStart: Story = story('start')
export const FromEnd: Story = story('end')
