import * as wasm from './hello_wasm_bg.wasm';
import { __wbg_set_wasm } from './hello_wasm_bg.js';

__wbg_set_wasm(wasm);
export { greet } from './hello_wasm_bg.js';
