#pragma once
// Known xtensor traps read from the student's own statements (text only:
// nothing here runs student code). A trap is a statement whose meaning in
// xtensor differs from what it reads like: a lazy keep_dims reducer inside
// arithmetic, a lazy reducer read after its operand is overwritten,
// xt::linalg::dot on tensors of more than two axes (numpy.dot, not a
// batched matmul) or on a strided view, a square root kept in an integer or
// taken of an integer division, a whole-number literal divided by an
// integer (1 / n), xt::transpose without a permutation on more than two
// axes, and an xt::range with a step. The engine names a trap, with its
// file and line, only on a failed task whose numbers agree (engine.cpp).
#include <map>
#include <string>
#include <vector>

namespace grader {

struct CodeTrap {
  std::string id;        // lazy_keep_dims, lazy_reducer_overwritten, dot_more_than_2d, strided_view_to_dot,
                         // integer_sqrt, integer_sqrt_quotient, integer_division, transpose_reverses_all, strided_range
                         // (dot_transposes: dot_of_transposed_a, dot_of_transposed_b)
  std::string file;      // the student file, as the manifest names it
  std::size_t line = 0;  // 1-based
  std::string function;  // the function it is in ("SelfAttention::forward"), empty outside one
  std::string text;      // "self_attention.cpp:12: ..." the hint
};

struct CodeFunction {
  std::string name;  // as written: "SelfAttention::forward", "softmax_rows"
  std::string file;
  std::size_t line = 0;              // the line of its name (1-based)
  std::string body;                  // its body's code (comments and literals blanked)
  std::vector<std::string> callees;  // names it calls: "softmax_rows", "attend"
};

struct CodeScan {
  std::vector<CodeTrap> traps;
  // Operands handed to xt::linalg::dot as xt::transpose(t): no trap, common
  // and right, but named with their line when dot's shape error there shows
  // that t as it is would fit.
  std::vector<CodeTrap> dot_transposes;
  std::vector<CodeFunction> functions;
};

// Ranks of type names: "Tensor3" -> 3, from `using Tensor3 = xt::xtensor<float, 3>;`
// (and typedef) in any of the texts (the assignment's headers, the student's files).
[[nodiscard]] std::map<std::string, std::size_t> tensor_type_ranks(const std::vector<std::string>& texts);

// The traps of the student's files (file name -> text) inside their fenced
// regions ("YOUR CODE STARTS HERE" .. "ENDS HERE"; the whole file when it has
// none), and the functions the files define. `header_texts` (the course's
// headers) tell the integer members (num_heads) and the tensor aliases.
[[nodiscard]] CodeScan scan_code(const std::map<std::string, std::string>& files,
                                 const std::map<std::string, std::size_t>& type_ranks,
                                 const std::vector<std::string>& header_texts = {});

// The functions of `scan` that serve an op ("mhsa.attend", "udl.softmax_cols"):
// those whose name, class or both match the op's name (case, '_' and '::'
// aside), and every function of `files` they call, transitively. When no
// function of those files matches one of the ops, every function of the files.
[[nodiscard]] std::vector<std::string> functions_for_ops(const CodeScan& scan, const std::vector<std::string>& ops,
                                                         const std::vector<std::string>& files);

// The same, only as far as the text shows for sure: the functions of
// `files` that match one of the ops, and those they call by a name that
// only one function of the files has (a call `head.forward(x)`, where
// several classes define forward, is followed nowhere); empty when no
// function matches one of the ops.
[[nodiscard]] std::vector<std::string> functions_surely_reached(const CodeScan& scan,
                                                                const std::vector<std::string>& ops,
                                                                const std::vector<std::string>& files);

}  // namespace grader
