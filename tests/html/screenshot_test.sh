#!/usr/bin/env bash
# The HTML report as a browser draws it: headless Chromium takes a
# screenshot of the page for three submissions and the heatmap cells are
# counted by their exact colours (each cell is 24 x 24 pixels):
#   #440154  probability 0 (a masked cell)     #fde725  probability 1
#   #ff00ff  NaN
# usage: screenshot_test.sh GRADER HARNESS_DIR WORK_DIR
set -euo pipefail
grader=$1 harnesses=$2 work=$3
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
chromium=$(command -v chromium || true)
if [[ -z $chromium ]]; then
  echo "chromium is not installed: scripts/setup-deps --test installs it" >&2
  exit 1
fi
rm -rf "$work" && mkdir -p "$work"
failures=0

check() {  # name harness expected-counts...
  local name=$1 harness=$2
  shift 2
  "$grader" --harness "$harnesses/$harness" --color never --html "$work/$name.html" >"$work/$name.txt"
  # Chromium's own sandbox needs user namespaces it does not get as root in a container.
  "$chromium" --headless --no-sandbox --disable-gpu --force-device-scale-factor=1 --hide-scrollbars \
    --window-size=1200,1600 --screenshot="$work/$name.png" "file://$work/$name.html" >/dev/null 2>&1
  local counted
  counted=$(/usr/bin/python3 "$here/count_colours.py" "$work/$name.png" 440154 fde725 ff00ff)
  local expected
  expected=$(printf 'size 1200x1600\n440154 %s\nfde725 %s\nff00ff %s' "$@")
  if [[ $counted == "$expected" ]]; then
    echo "ok   $name: $(echo $counted)"
  else
    echo "FAIL $name: expected $(echo $expected), counted $(echo $counted) (screenshot $work/$name.png)"
    failures=$((failures + 1))
  fi
}

# 3 sequences x (yours + reference) with causal masking: 10 masked cells and
# one certain cell (row 0) per 5 x 5 map.
check solution attention_solution_harness $((60 * 576)) $((6 * 576)) 0
# A mask that also hides the diagonal: row 0 of yours is NaN (5 cells a map),
# row 1 is certain; as many masked cells as the reference (10 a map).
check mask_hides_diagonal attention_mutant_mask_hides_diagonal_harness $((60 * 576)) $((6 * 576)) $((15 * 576))
# Not implemented: only the reference is drawn.
check template attention_template_harness $((30 * 576)) $((3 * 576)) 0
grep -q "Yours could not be drawn: not implemented yet (Task 2.1: MultiHeadSelfAttention::scores)" "$work/template.html" ||
  { echo "FAIL template: the page does not say why yours is missing"; failures=$((failures + 1)); }
grep -q "<title>Assignment 1: self-attention and multi-head self-attention: 10 / 10</title>" "$work/solution.html" ||
  { echo "FAIL solution: the page's title is not the score"; failures=$((failures + 1)); }
exit $((failures > 0))
