import { setProjectAnnotations } from '@storybook/react-vite'
import preview from '../../.storybook/preview.js'
import './deterministic.css'

// Story tests render with the same decorators and parameters as Storybook itself.
setProjectAnnotations(preview)
