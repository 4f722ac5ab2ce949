# report_summary REPORT: the lines of a text report that must agree on every
# platform: per-task points, hints, the reason a build or a run failed, the
# extras' verdicts and the total. Not the values of a first failure, which
# may differ in the last bits, nor timings. Sourced by the platform checks.
report_summary() {
  grep -E '^(PASS|FAIL) |^      Hint: |your code (does not compile|crashed)|^(OK|MINUS|PLUS|NO BONUS|BONUS|REVIEW) |^Total: ' "$1" |
    sed -E 's/^(Total: [0-9.]+ \/ [0-9.]+).*/\1/; s/^ +//'
}
