// diagnose() and its one table of finders, in the order it tries them; the
// finders themselves are one file per family (finders.hpp names them).
#include <iterator>
#include <optional>
#include <vector>

#include "finders.hpp"

namespace grader {
namespace diagnosis {
namespace {

using Shapes = DiagnosisFinder::Shapes;

// diagnose()'s finders, tried in this order; the first that finds something
// says it. The transpose first, whatever the shapes; then, for a shape that
// differs, what the shape shows (the sizes named say more of a shape than
// "the values in another order"); for the same shape, the masks' -inf, an
// output equal to another tensor, NaN and zeros, then the patterns of the
// values, the observation last. `cannot_express`: what the error model
// cannot express that the finder names (docs/error-model.md, "Finders beside
// the model", lists the same table; a test holds the two equal).
constexpr DiagnosisFinder finders[] = {
    {"transposed", transposed, Shapes::any,
     "a result transposed by code the model answer has no transpose for: indices swapped in an element access or a "
     "view (`out(j, i)`), a product's operands swapped and both transposed (B^T A^T for A B); the rules rewrite the "
     "model answer's own transposes and transpose one operand of a product, never an index pair"},
    {"layer_reversed", layer_reversed, Shapes::other,
     "a layer constructed with its two sizes swapped (`Linear(hidden, input_size)`): swap_arguments swaps a product's "
     "operands and a view's neighbouring indices, never a constructor's arguments"},
    {"joined_along_another_axis", joined_along_another_axis, Shapes::other,
     "blocks joined along another axis (heads stacked as rows where they belong side by side): view_indices_swapped "
     "moves a view's range to the neighbouring axis, but such a join also sizes its result otherwise (two rewrites at "
     "once), and no rule moves xt::concatenate's axis"},
    {"shape_sizes", shape_sizes, Shapes::other,
     "a shape built from another size (`from_shape({seq, hidden})` for `{seq, head_size}`, or a size the code never "
     "computes): same_type_variable puts one integer variable in scope for another only inside sqrt() and in loop "
     "bounds, size_for_another one size for another only in a broadcast's shape"},
    {"values_moved_other_shape", values_moved, Shapes::other,
     "the expected values in another shape and order from a split or merge written otherwise than the model answer's "
     "(a reshape where it fills views in a loop): axes_order, reshape_order and transpose_left_out rewrite its own "
     "transpose or reshape, one at a time"},
    {"input_mask_missing", input_mask_missing, Shapes::same,
     "a given mask not applied, or not at every entry it masks (the statement or the if that applies it left out, a "
     "key padding mask ignored): term_left_out drops an operand inside an expression, and drop_statement drops only "
     "`continue` and member assignments"},
    {"mask", mask, Shapes::same,
     "-inf placed by a test or a range the rules cannot reach from the model answer's (more than one diagonal off, or "
     "in some slices only where the model answer masks every slice at once) or a fill they do not write (lowest(), "
     "-1e30): range_off_by_one and comparison move its bound by one place or flip its test, and fill_value writes 0, "
     "-1e9 and plus or minus inf"},
    {"equals_other", equals_other, Shapes::same,
     "a result missing several steps (an input returned unchanged, `scores + mask` with nothing after it): one rewrite "
     "changes one expression or drops one statement, and one_tensor_for_another names another tensor only when it is a "
     "variable of the same type in scope"},
    {"non_finite", non_finite, Shapes::same,
     "NaN or inf from a guard or a construction the model answer lacks (a fully masked line with no rule of its own, a "
     "0/1 mask times -inf): no rule drops an if or an xt::where guard (the max subtraction dropped or taken as the "
     "minimum is term_left_out or reduction_for_another)"},
    {"all_zero", all_zero, Shapes::same,
     "an output never filled (a result made with zeros and returned before anything fills it, a loop that writes a "
     "copy and not the result): initial_values swaps zeros and ones, and no rule drops a loop or an assignment to a "
     "local"},
    {"constant_factor", constant_factor, Shapes::same,
     "a factor no rewrite of the model answer makes: a scale from a size the code never computes (keys.shape(0), "
     "W.size()), a square root kept in an integer, a sign flipped; scale_size swaps only integer variables in scope "
     "inside sqrt()"},
    {"dropout", dropout, Shapes::same,
     "dropout left out as a whole (the weights returned as they are where the model answer multiplies by the keep mask "
     "and divides by 1 - p), or applied where the model answer's code does not: term_left_out drops one operand at a "
     "time, and training_flag rewrites only an is_training() call of the model answer's own code"},
    {"normalised_as_whole", normalised_as_whole, Shapes::same,
     "a sum over every axis written otherwise than by the model answer's own reducer (a total of the student's own "
     "loop, a sum in a helper the model answer does not have): reduction_over_every_axis drops the axes of the model "
     "answer's reducers only"},
    {"lines_rescaled", lines_rescaled, Shapes::same,
     "a step moved after the normalisation where the two are not neighbouring statements of one block (a mask "
     "applied after the softmax inside one expression, or several statements apart): statements_reordered exchanges "
     "two neighbouring statements only (move_factor moves a scalar factor onto another product's operand, not a "
     "mask)"},
    {"factor_per_slice", factor_per_slice, Shapes::same,
     "a factor that differs from slice to slice where the model answer's scale is one value for all (each head scaled "
     "by a number of its own): scale_size, scale_inverted and square_root_left_out rewrite that one scale, the same in "
     "every slice"},
    {"softmax_scaled", softmax_scaled, Shapes::same,
     "a softmax's inputs scaled by a size the code never computes (keys.shape(0), an input_size not in scope), or "
     "scaled twice by a size other than a square root's: scale_size and size_for_another put only sizes in scope "
     "inside sqrt(), and square_root_left_out covers a division by a square root made twice, not another repeated "
     "step"},
    {"offset_by_input", offset_by_input, Shapes::same,
     "an input added twice, or left out where the model answer adds it by a statement of its own (`out += bias`): "
     "term_left_out drops an operand of a binary operator inside an expression, and no rule adds a term or drops a "
     "compound assignment"},
    {"inverted_binary", inverted_binary, Shapes::same,
     "a 0/1 mask inverted by its values, not its test (ones and zeros written the other way round, xt::where's two "
     "branches swapped): comparison and equality_inverted flip the model answer's test, and no rule swaps where()'s "
     "branches or the literals 0 and 1"},
    {"permutation", permutation, Shapes::same,
     "slices in another order from an index the model answer computes otherwise (`h * batch + b` for `b * num_heads + "
     "h`, a loop run backwards): index_term_left_out drops one factor of a product, and no rule reorders an index "
     "expression or a loop"},
    {"strided_pair", strided_pair, Shapes::same,
     "heads split with a stride (head h takes features h, h + H, ...) where the model answer takes blocks: that is a "
     "reshape's sizes and a transpose's axes changed together (reshape_order and axes_order are two rewrites) or a "
     "slice's step, which no rule rewrites"},
    {"values_moved", values_moved, Shapes::same,
     "the expected values moved within the shape by a split or merge written otherwise than the model answer's (a "
     "reshape where it fills views in a loop): axes_order, reshape_order and transpose_left_out rewrite its own "
     "transpose or reshape, one at a time"},
    {"zeros_inverted", zeros_inverted, Shapes::same,
     "weights that are 0 exactly where the expected is not, from a mask whose use is swapped, not its test "
     "(`xt::where(m, s, -inf)` for `xt::where(m, -inf, s)`): comparison and equality_inverted flip a test, and no rule "
     "swaps where()'s branches"},
    {"zero_triangle", zero_triangle, Shapes::same,
     "a causal triangle of zero weights more than one diagonal off, or mirrored where the model answer masks with a "
     "range (`xt::range(row + 1, seq)`): range_off_by_one moves a range's start or end by one, and comparison flips a "
     "test only where the model answer has one"},
    {"normalisation", normalisation, Shapes::same,
     "lines that sum to 1 over another axis, or not at all, by a change no rewrite makes (a softmax written by loops "
     "over another axis, the normalisation missing as a whole): reduction_axis rewrites the axes of the model answer's "
     "reducers and softmax, term_left_out one division"},
    {"constant_along_axis", constant_along_axis, Shapes::same,
     "every position along an axis given one position's values (head 0's slice for every head, a view at a constant "
     "index): no rule replaces an index in an element access, and loop_index_fixed gives a loop's index as 0 only in "
     "a view or range call (view_indices_swapped only swaps two)"},
    {"some_slices_right", some_slices_right, Shapes::same,
     "an observation when no pattern fits, for any mistake, two at once or one spread over several functions included, "
     "which one rewrite of one function body cannot reproduce"},
};

}  // namespace
}  // namespace diagnosis

std::vector<DiagnosisFinder> diagnosis_finders() {
  return {std::begin(diagnosis::finders), std::end(diagnosis::finders)};
}

std::optional<Diagnosis> diagnose(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  const bool same_shape = expected.shape == actual.shape;
  for (const DiagnosisFinder& finder : diagnosis::finders) {
    if (finder.shapes != diagnosis::Shapes::any && (finder.shapes == diagnosis::Shapes::same) != same_shape) continue;
    if (auto found = finder.find(expected, actual, context)) return found;
  }
  return std::nullopt;
}

}  // namespace grader
