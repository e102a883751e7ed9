/** The checker tool's entry script (`tool-checker`, webpack.config.ts), loaded only on its page: registers the tool. */
import { defineTool } from '../define.ts';
import { mount } from './mount.tsx';

defineTool('checker', { mount });
