(module
  ;; a function the module needs from JavaScript: module "./report.js", export "report"
  (import "./report.js" "report" (func $report (param i32)))

  ;; countTo(n) calls report(1), report(2), ... report(n)
  (func (export "countTo") (param $n i32)
    (local $i i32)
    (loop $next
      local.get $i
      i32.const 1
      i32.add
      local.tee $i
      call $report
      local.get $i
      local.get $n
      i32.lt_s
      br_if $next)))
