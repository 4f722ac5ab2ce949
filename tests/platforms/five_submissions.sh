#!/usr/bin/env bash
# Writes the five submissions every platform must grade alike, from
# solutions/attention/, into OUT/<name>/:
#   solution       the model solution
#   template       the untouched student template (named stubs)
#   mistake        scores not divided by sqrt(head_size) (mutant mhsa_unscaled)
#   compile_error  a syntax error in self_attention.cpp only
#   crash          a null write at the start of MultiHeadSelfAttention::scores
# Plain bash (no Python): it also runs inside a bare root.
# usage: tests/platforms/five_submissions.sh ROOT OUT
set -euo pipefail
root=$1 out=$2
solution=$root/solutions/attention

replace() {  # FILE FROM TO: exact text, which must be there
  local file=$1 from=$2 to=$3 text
  text=$(<"$file")$'\n'
  [[ $text == *"$from"* ]] || { echo "five_submissions: '$from' is not in $file any more" >&2; exit 1; }
  printf '%s' "${text//"$from"/"$to"}" >"$file"
}
variant() {  # NAME: a copy of the solution's files (not its variants/ folder: the error model's)
  rm -rf "${out:?}/$1" && mkdir -p "$out/$1" && find "$solution" -maxdepth 1 -type f -exec cp {} "$out/$1/" \;
}

variant solution
rm -rf "$out/template" && mkdir -p "$out/template" && cp "$root"/student_template/attention/* "$out/template/"
variant mistake
replace "$out/mistake/multi_head_self_attention.cpp" "xt::transpose(xt::view(keys, b, h))) / scale;" "xt::transpose(xt::view(keys, b, h)));"
replace "$out/mistake/multi_head_self_attention.cpp" $'  const float scale = std::sqrt(static_cast<float>(head_size));\n' ""
variant compile_error
replace "$out/compile_error/self_attention.cpp" "const Tensor3 queries = q(x);" "const Tensor3 queries = q(x)"
variant crash
replace "$out/crash/multi_head_self_attention.cpp" "  const Tensor4 queries = split_heads(q(x), num_heads);" \
  $'  *static_cast<volatile int*>(nullptr) = 1;\n  const Tensor4 queries = split_heads(q(x), num_heads);'
