let wasm;
let lastText = '';

export function __wbg_set_wasm(exports) {
  wasm = exports;
}

// Imported by the .wasm file: reads a string out of its memory.
export function __wbg_text(address, length) {
  lastText = new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, address, length));
}

export function greet() {
  wasm.greet();
  return lastText;
}
