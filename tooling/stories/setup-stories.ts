import { setProjectAnnotations } from '@storybook/react-vite'
import './deterministic.css'
import preview from './preview.js'

// Story tests render with the same decorators and parameters as Storybook itself.
setProjectAnnotations(preview)
