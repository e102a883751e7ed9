;; A hand-written stand-in for the .wasm file wasm-pack compiles from Rust:
;; npx wat2wasm wat/hello_wasm_bg.wat -o pkg/hello_wasm_bg.wasm
(module
  ;; the JavaScript half of the package provides this import
  (import "./hello_wasm_bg.js" "__wbg_text" (func $text (param i32 i32)))

  (memory (export "memory") 1)
  (data (i32.const 16) "Hello from WebAssembly")

  ;; greet() hands the glue code the address and length of the text
  (func (export "greet")
    i32.const 16
    i32.const 22
    call $text))
