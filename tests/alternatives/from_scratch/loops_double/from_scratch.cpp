// A correct alternative: plain loops over rows and columns with double
// accumulation; the softmax subtracts each row's maximum by hand.
// Attention from scratch (the attention-from-scratch chapter): eight small steps from
// attention without weights to GPT-2's multi-head attention.
//
//   scores  = queries keys^T                 [seq, seq]
//   weights = softmax(scores / sqrt(d_k))    each row sums to 1
//   context = weights values                 [seq, d_out]
//
// Shape legend
//   batch      sequences in a batch
//   seq        tokens per sequence
//   d_in       features per input token
//   d_out      features per output token (all heads together)
//   num_heads  heads; head_dim = d_out / num_heads
//
// Write the shape of every tensor in a comment on each line that creates
// one. The grader tests each task on its own, with reference inputs: a bug
// in Task 1 does not cost points in Task 8.
#include "from_scratch.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xmanipulation.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

namespace scratch {

// Task 1 (1 point): attention without trainable weights.
//
//   inputs  [seq, d]
//   returns weights [seq, seq] = softmax over each row of inputs inputs^T
//           (no scaling here), context [seq, d] = weights inputs
//
// Hints
//   1. xt::linalg::dot(inputs, xt::transpose(inputs)) is [seq, seq].
//   2. Softmax, not scores / sum: the chapter shows both, and only softmax
//      keeps every weight positive whatever the scores.
SimpleAttention simple_attention(const Tensor2& inputs) {
  // YOUR CODE STARTS HERE (~3 lines)
  const std::size_t seq = inputs.shape(0);
  const std::size_t d = inputs.shape(1);
  Tensor2 weights = Tensor2::from_shape({seq, seq});  // [seq, seq]
  Tensor2 context = Tensor2::from_shape({seq, d});    // [seq, d]
  for (std::size_t i = 0; i < seq; ++i) {
    std::vector<double> row(seq);  // scores of token i
    double row_max = -std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < seq; ++j) {
      double acc = 0.0;
      for (std::size_t k = 0; k < d; ++k) acc += double(inputs(i, k)) * double(inputs(j, k));
      row[j] = acc;
      row_max = std::max(row_max, acc);
    }
    double total = 0.0;
    for (std::size_t j = 0; j < seq; ++j) {
      row[j] = std::exp(row[j] - row_max);
      total += row[j];
    }
    for (std::size_t j = 0; j < seq; ++j) weights(i, j) = float(row[j] / total);
    for (std::size_t k = 0; k < d; ++k) {
      double acc = 0.0;
      for (std::size_t j = 0; j < seq; ++j) acc += row[j] / total * double(inputs(j, k));
      context(i, k) = float(acc);
    }
  }
  return {weights, context};  // [seq, seq] and [seq, d]
  // YOUR CODE ENDS HERE
}

// Task 2 (1 point): self-attention with raw weight matrices.
//
//   x       [seq, d_in]; W_query, W_key, W_value [d_in, d_out]
//   returns softmax(queries keys^T / sqrt(d_out)) values, [seq, d_out]
//
// Hints
//   1. queries = x @ W_query: xt::linalg::dot(x, W_query) is [seq, d_out].
//   2. d_k is d_out, the size of a key (keys.shape(1)), not d_in.
Tensor2 SelfAttentionV1::forward(const Tensor2& x) const {
  // YOUR CODE STARTS HERE (~6 lines)
  const std::size_t seq = x.shape(0);
  const std::size_t d_in = x.shape(1);
  const std::size_t d_out = W_query.shape(1);
  Tensor2 queries = Tensor2::from_shape({seq, d_out});  // [seq, d_out]
  Tensor2 keys = Tensor2::from_shape({seq, d_out});     // [seq, d_out]
  Tensor2 values = Tensor2::from_shape({seq, d_out});   // [seq, d_out]
  for (std::size_t t = 0; t < seq; ++t) {
    for (std::size_t o = 0; o < d_out; ++o) {
      double q = 0.0, k = 0.0, v = 0.0;
      for (std::size_t i = 0; i < d_in; ++i) {
        q += double(x(t, i)) * W_query(i, o);
        k += double(x(t, i)) * W_key(i, o);
        v += double(x(t, i)) * W_value(i, o);
      }
      queries(t, o) = float(q);
      keys(t, o) = float(k);
      values(t, o) = float(v);
    }
  }
  const double scale = std::sqrt(double(d_out));
  Tensor2 out = xt::zeros<float>({seq, d_out});  // [seq, d_out]
  for (std::size_t i = 0; i < seq; ++i) {
    std::vector<double> w(seq);  // token i's weights
    double row_max = -std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < seq; ++j) {
      double acc = 0.0;
      for (std::size_t o = 0; o < d_out; ++o) acc += double(queries(i, o)) * keys(j, o);
      w[j] = acc / scale;
      row_max = std::max(row_max, w[j]);
    }
    double total = 0.0;
    for (std::size_t j = 0; j < seq; ++j) total += (w[j] = std::exp(w[j] - row_max));
    for (std::size_t o = 0; o < d_out; ++o) {
      double acc = 0.0;
      for (std::size_t j = 0; j < seq; ++j) acc += w[j] * values(j, o);
      out(i, o) = float(acc / total);
    }
  }
  return out;  // [seq, d_out]
  // YOUR CODE ENDS HERE
}

// Task 3 (1 point): the same with linear layers.
//
//   x       [seq, d_in]; W_query(x), W_key(x), W_value(x) are [seq, d_out]
//   returns [seq, d_out]
//
// Hints
//   1. A Linear holds weight [d_out, d_in] and computes x W^T: call it,
//      W_query(x), rather than multiplying by its weight yourself.
Tensor2 SelfAttentionV2::forward(const Tensor2& x) const {
  // YOUR CODE STARTS HERE (~6 lines)
  const Tensor2 queries = W_query(x);  // [seq, d_out]
  const Tensor2 keys = W_key(x);       // [seq, d_out]
  const Tensor2 values = W_value(x);   // [seq, d_out]
  const std::size_t seq = x.shape(0);
  const std::size_t d_out = keys.shape(1);
  const double scale = std::sqrt(double(d_out));
  Tensor2 out = Tensor2::from_shape({seq, d_out});  // [seq, d_out]
  for (std::size_t i = 0; i < seq; ++i) {
    std::vector<double> w(seq);  // token i's scores, then weights
    double row_max = -std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < seq; ++j) {
      double acc = 0.0;
      for (std::size_t o = 0; o < d_out; ++o) acc += double(queries(i, o)) * keys(j, o);
      w[j] = acc / scale;
      if (w[j] > row_max) row_max = w[j];
    }
    double total = 0.0;
    for (std::size_t j = 0; j < seq; ++j) {
      w[j] = std::exp(w[j] - row_max);
      total += w[j];
    }
    for (std::size_t o = 0; o < d_out; ++o) {
      double acc = 0.0;
      for (std::size_t j = 0; j < seq; ++j) acc += w[j] * values(j, o);
      out(i, o) = float(acc / total);
    }
  }
  return out;  // [seq, d_out]
  // YOUR CODE ENDS HERE
}

// Task 4 (2 points): causal masking, two ways.
//
// causal_renormalise
//   weights [seq, seq], rows summing to 1
//   returns the weights with 0 above the diagonal (column > row), each row
//           divided by its new sum: the chapter's tril mask, then renormalising
//
// causal_softmax
//   scores  [seq, seq], unscaled; d_k the size of a key
//   returns softmax((scores with -inf above the diagonal) / sqrt(d_k))
//
// Both give the same weights for the same scores. A token always sees
// itself, so no row is ever fully masked.
//
// Hints
//   1. xt::view(t, row, xt::range(row + 1, seq)) is a row's future part.
//   2. exp(-inf) = 0: masking with -inf before the softmax leaves nothing
//      to renormalise. A 0 instead of -inf still gets weight.
Tensor2 causal_renormalise(const Tensor2& weights) {
  // YOUR CODE STARTS HERE (~6 lines)
  const std::size_t rows = weights.shape(0);
  const std::size_t cols = weights.shape(1);
  Tensor2 out = xt::zeros<float>({rows, cols});  // [seq, seq]
  for (std::size_t i = 0; i < rows; ++i) {
    double total = 0.0;
    for (std::size_t j = 0; j <= i && j < cols; ++j) total += weights(i, j);
    for (std::size_t j = 0; j <= i && j < cols; ++j) out(i, j) = float(weights(i, j) / total);
  }
  return out;  // [seq, seq]
  // YOUR CODE ENDS HERE
}

Tensor2 causal_softmax(const Tensor2& scores, std::size_t d_k) {
  // YOUR CODE STARTS HERE (~5 lines)
  const std::size_t rows = scores.shape(0);
  const std::size_t cols = scores.shape(1);
  const double scale = std::sqrt(double(d_k));
  Tensor2 out = xt::zeros<float>({rows, cols});  // [seq, seq]: 0 in the future
  for (std::size_t i = 0; i < rows; ++i) {
    const std::size_t visible = std::min(i + 1, cols);
    double row_max = -std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < visible; ++j) row_max = std::max(row_max, scores(i, j) / scale);
    double total = 0.0;
    for (std::size_t j = 0; j < visible; ++j) total += std::exp(scores(i, j) / scale - row_max);
    for (std::size_t j = 0; j < visible; ++j) out(i, j) = float(std::exp(scores(i, j) / scale - row_max) / total);
  }
  return out;  // [seq, seq]
  // YOUR CODE ENDS HERE
}

// Task 5 (1 point): dropout on the attention weights, with a given mask.
//
//   weights [seq, seq]; keep [seq, seq] of 0 and 1; p the drop probability
//   returns weights * keep / (1 - p): inverted dropout, so that the expected
//           value of every weight is unchanged
//
// Hints
//   1. The chapter's nn.Dropout(0.5) turns kept weights w into 2 w.
Tensor2 dropout_with_mask(const Tensor2& weights, const Tensor2& keep, float p) {
  // YOUR CODE STARTS HERE (~1 line)
  Tensor2 out = Tensor2::from_shape(weights.shape());  // [seq, seq]
  const double keep_scale = 1.0 / (1.0 - double(p));
  for (std::size_t i = 0; i < weights.shape(0); ++i) {
    for (std::size_t j = 0; j < weights.shape(1); ++j) out(i, j) = float(weights(i, j) * keep(i, j) * keep_scale);
  }
  return out;  // [seq, seq]
  // YOUR CODE ENDS HERE
}

// Task 6 (1 point): causal self-attention of a batch (eval mode: no dropout).
//
//   x       [batch, seq, d_in]
//   returns [batch, seq, d_out]: sequence b attends within itself, causally
//
// Hints
//   1. W_query(x) on a [batch, seq, d_in] tensor is [batch, seq, d_out].
//   2. For each b: xt::view(queries, b) is [seq, d_out]; mask and
//      softmax as in Task 4 with d_k = d_out (calling your causal_softmax
//      is fine: then a bug there shows here too).
Tensor3 CausalAttention::forward(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~8 lines)
  const Tensor3 queries = W_query(x);  // [batch, seq, d_out]
  const Tensor3 keys = W_key(x);       // [batch, seq, d_out]
  const Tensor3 values = W_value(x);   // [batch, seq, d_out]
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  const std::size_t d_out = keys.shape(2);
  const double scale = std::sqrt(double(d_out));
  Tensor3 out = xt::zeros<float>({batch, seq, d_out});  // [batch, seq, d_out]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t i = 0; i < seq; ++i) {
      std::vector<double> w(i + 1);  // token i sees tokens 0..i
      double row_max = -std::numeric_limits<double>::infinity();
      for (std::size_t j = 0; j <= i; ++j) {
        double acc = 0.0;
        for (std::size_t o = 0; o < d_out; ++o) acc += double(queries(b, i, o)) * keys(b, j, o);
        w[j] = acc / scale;
        row_max = std::max(row_max, w[j]);
      }
      double total = 0.0;
      for (std::size_t j = 0; j <= i; ++j) total += (w[j] = std::exp(w[j] - row_max));
      for (std::size_t o = 0; o < d_out; ++o) {
        double acc = 0.0;
        for (std::size_t j = 0; j <= i; ++j) acc += w[j] * values(b, j, o);
        out(b, i, o) = float(acc / total);
      }
    }
  }
  return out;  // [batch, seq, d_out]
  // YOUR CODE ENDS HERE
}

// Task 7 (1 point): the heads' outputs side by side.
//
//   head_outputs  num_heads tensors [batch, seq, d_out]
//   returns       [batch, seq, num_heads * d_out]: features h * d_out ..
//                 (h + 1) * d_out - 1 of every token come from head h
//
// Hints
//   1. Like torch.cat(..., dim=-1): the last axis, not the tokens.
//   2. Fill xt::view(out, xt::all(), xt::all(), xt::range(h * d_out,
//      (h + 1) * d_out)) with head h's output.
Tensor3 concat_heads(const std::vector<Tensor3>& head_outputs) {
  // YOUR CODE STARTS HERE (~8 lines)
  if (head_outputs.empty()) throw std::invalid_argument("concat_heads: no heads");
  const std::size_t batch = head_outputs[0].shape(0);
  const std::size_t seq = head_outputs[0].shape(1);
  const std::size_t d_out = head_outputs[0].shape(2);
  const std::size_t num_heads = head_outputs.size();
  Tensor3 out = Tensor3::from_shape({batch, seq, num_heads * d_out});  // [batch, seq, num_heads * d_out]
  for (std::size_t h = 0; h < num_heads; ++h) {
    for (std::size_t b = 0; b < batch; ++b) {
      for (std::size_t t = 0; t < seq; ++t) {
        for (std::size_t o = 0; o < d_out; ++o) out(b, t, h * d_out + o) = head_outputs[h](b, t, o);
      }
    }
  }
  return out;  // [batch, seq, num_heads * d_out]
  // YOUR CODE ENDS HERE
}

// Provided: the chapter's MultiHeadAttentionWrapper, built from Tasks 6 and 7.
Tensor3 MultiHeadAttentionWrapper::forward(const Tensor3& x) const {
  std::vector<Tensor3> head_outputs;  // num_heads x [batch, seq, d_out]
  for (const auto& head : heads) head_outputs.push_back(head.forward(x));
  return concat_heads(head_outputs);  // [batch, seq, num_heads * d_out]
}

// Task 8 (2 points): all heads at once, then the output projection.
//
//   x       [batch, seq, d_in]
//   returns out_proj(merged heads), [batch, seq, d_out]
//
// Hints
//   1. Split: [batch, seq, d_out] -> [batch, seq, num_heads, head_dim]
//      (xt::reshape_view) -> [batch, num_heads, seq, head_dim]
//      (xt::transpose(t, {0, 2, 1, 3})). A reshape alone mixes the heads.
//   2. Per (b, h): causal attention of [seq, head_dim] blocks, scaled by
//      sqrt(head_dim).
//   3. Merge: head h fills features h * head_dim .. (h + 1) * head_dim - 1
//      of every token; then out_proj.
Tensor3 MultiHeadAttention::forward(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~14 lines)
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  const std::size_t d_out = W_query.weight.shape(0);
  if (num_heads == 0 || d_out % num_heads != 0) throw std::invalid_argument("d_out must be divisible by num_heads");
  const std::size_t head_dim = d_out / num_heads;
  const double scale = std::sqrt(double(head_dim));
  const Tensor3 queries = W_query(x);                      // [batch, seq, d_out]
  const Tensor3 keys = W_key(x);                           // [batch, seq, d_out]
  const Tensor3 values = W_value(x);                       // [batch, seq, d_out]
  Tensor3 merged = xt::zeros<float>({batch, seq, d_out});  // [batch, seq, d_out]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t h = 0; h < num_heads; ++h) {
      const std::size_t first = h * head_dim;
      for (std::size_t i = 0; i < seq; ++i) {
        std::vector<double> w(i + 1);  // causal: tokens 0..i
        double row_max = -std::numeric_limits<double>::infinity();
        for (std::size_t j = 0; j <= i; ++j) {
          double acc = 0.0;
          for (std::size_t e = first; e < first + head_dim; ++e) acc += double(queries(b, i, e)) * keys(b, j, e);
          w[j] = acc / scale;
          row_max = std::max(row_max, w[j]);
        }
        double total = 0.0;
        for (std::size_t j = 0; j <= i; ++j) total += (w[j] = std::exp(w[j] - row_max));
        for (std::size_t e = first; e < first + head_dim; ++e) {
          double acc = 0.0;
          for (std::size_t j = 0; j <= i; ++j) acc += w[j] * values(b, j, e);
          merged(b, i, e) = float(acc / total);
        }
      }
    }
  }
  return out_proj(merged);  // [batch, seq, d_out] -> [batch, seq, d_out]
  // YOUR CODE ENDS HERE
}

}  // namespace scratch
