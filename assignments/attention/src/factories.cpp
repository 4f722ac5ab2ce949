// Provided constructors from given layers: they let the grader test each
// task with reference weights, independently of the student's constructor.
#include <stdexcept>
#include <string>

#include "attention.hpp"

namespace attention {

SelfAttention SelfAttention::from_layers(Linear q, Linear k, Linear v) {
  SelfAttention model;
  model.q = std::move(q);
  model.k = std::move(k);
  model.v = std::move(v);
  return model;
}

MultiHeadSelfAttention MultiHeadSelfAttention::from_layers(Linear k, Linear q, Linear v, Linear mix,
                                                           std::size_t num_heads, bool causal, float dropout) {
  const std::size_t hidden = q.out_features();
  if (num_heads == 0 || hidden % num_heads != 0) {
    throw std::invalid_argument("hidden should be divisible by num_heads, but got hidden=" + std::to_string(hidden) +
                                " and num_heads=" + std::to_string(num_heads));
  }
  MultiHeadSelfAttention model;
  model.k = std::move(k);
  model.q = std::move(q);
  model.v = std::move(v);
  model.mix = std::move(mix);
  model.dropout = Dropout(dropout);
  model.num_heads = num_heads;
  model.head_size = hidden / num_heads;
  model.causal = causal;
  return model;
}

}  // namespace attention
