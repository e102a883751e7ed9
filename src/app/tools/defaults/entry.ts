/** The defaults tool's entry script (`tool-defaults`, webpack.config.ts), loaded only on its page: registers the tool. */
import { defineTool } from '../define.ts';
import { mount } from './mount.tsx';

defineTool('defaults', { mount });
