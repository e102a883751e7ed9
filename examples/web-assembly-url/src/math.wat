(module
  ;; add(a, b) returns a + b, both 32-bit integers
  (func (export "add") (param $a i32) (param $b i32) (result i32)
    local.get $a
    local.get $b
    i32.add))
