// The attention assignment's adapter: the only code that calls into a
// submission. Each operation builds a model from the request (reference
// layers, never the student's constructor unless the constructor is what
// is graded), calls one method, and returns its outputs by name.
#include "grader/harness/adapter.hpp"

#include <cstdint>
#include <string>

#include "attention.hpp"
#include "grader/harness/xtensor_bridge.hpp"

namespace {

using grader::TensorMap;
using grader::harness::from_xtensor;
using grader::harness::input;
using grader::harness::size_param;
using nlohmann::json;

attention::Linear layer(const TensorMap& inputs, const std::string& name) {
  attention::Tensor1 bias =
      inputs.count(name + ".bias") ? input<1>(inputs, name + ".bias") : attention::Tensor1::from_shape({0});
  return attention::Linear(input<2>(inputs, name + ".weight"), std::move(bias));
}

void put_layer(TensorMap& outputs, const std::string& name, const attention::Linear& linear) {
  outputs[name + ".weight"] = from_xtensor(linear.weight);
  outputs[name + ".bias"] = from_xtensor(linear.bias);
}

attention::MultiHeadSelfAttention multi_head(const json& params, const TensorMap& inputs) {
  auto model = attention::MultiHeadSelfAttention::from_layers(
      layer(inputs, "k"), layer(inputs, "q"), layer(inputs, "v"), layer(inputs, "mix"), size_param(params, "num_heads"),
      params.value("causal", false), params.value("dropout", 0.0f));
  if (params.value("train", false)) {
    model.train(true);
    model.dropout.seed(params.value("seed", std::uint64_t{0}));
  }
  return model;
}

// Masking needs no weights: a model whose layers are placeholders, with a
// head size of 2 (hidden = 2 * num_heads), not 1: a mask that reads the
// head size where it needs seq then masks something, and is told from a
// mask never applied.
attention::MultiHeadSelfAttention weightless(const json& params) {
  const std::size_t heads = size_param(params, "num_heads");
  auto placeholder = [hidden = 2 * heads] {
    return attention::Linear(attention::Tensor2(attention::Tensor2::shape_type{hidden, hidden}, 0.0f),
                             attention::Tensor1::from_shape({0}));
  };
  return attention::MultiHeadSelfAttention::from_layers(placeholder(), placeholder(), placeholder(), placeholder(),
                                                        heads, true);
}

}  // namespace

namespace grader::harness {

const Operations& adapter_operations() {
  static const Operations operations = {
      {"self_attention.construct",
       [](const json& params, const TensorMap&) {
         attention::SelfAttention model(size_param(params, "input_size"), size_param(params, "hidden"));
         TensorMap out;
         put_layer(out, "q", model.q);
         put_layer(out, "k", model.k);
         put_layer(out, "v", model.v);
         return out;
       }},
      {"self_attention.forward",
       [](const json&, const TensorMap& inputs) {
         const auto model =
             attention::SelfAttention::from_layers(layer(inputs, "q"), layer(inputs, "k"), layer(inputs, "v"));
         return TensorMap{{"output", from_xtensor(model.forward(input<3>(inputs, "x")))}};
       }},
      {"mhsa.construct",
       [](const json& params, const TensorMap&) {
         attention::MultiHeadSelfAttention model(size_param(params, "input_size"), size_param(params, "hidden"),
                                                 size_param(params, "num_heads"), params.value("causal", false),
                                                 params.value("dropout", 0.0f));
         TensorMap out;
         put_layer(out, "k", model.k);
         put_layer(out, "q", model.q);
         put_layer(out, "v", model.v);
         put_layer(out, "mix", model.mix);
         return out;
       }},
      {"mhsa.scores",
       [](const json& params, const TensorMap& inputs) {
         return TensorMap{{"scores", from_xtensor(multi_head(params, inputs).scores(input<3>(inputs, "x")))}};
       }},
      {"mhsa.apply_causal_mask",
       [](const json& params, const TensorMap& inputs) {
         return TensorMap{{"scores", from_xtensor(weightless(params).apply_causal_mask(input<3>(inputs, "scores")))}};
       }},
      {"mhsa.attend",
       [](const json& params, const TensorMap& inputs) {
         auto [output, probs] = multi_head(params, inputs).attend(input<3>(inputs, "scores"), input<3>(inputs, "x"));
         return TensorMap{{"output", from_xtensor(output)}, {"probs", from_xtensor(probs)}};
       }},
      {"mhsa.forward",
       [](const json& params, const TensorMap& inputs) {
         return TensorMap{{"output", from_xtensor(multi_head(params, inputs).forward(input<3>(inputs, "x")))}};
       }},
      {"mhsa.forward_with_attention",
       [](const json& params, const TensorMap& inputs) {
         auto [output, probs] = multi_head(params, inputs).forward_with_attention(input<3>(inputs, "x"));
         return TensorMap{{"output", from_xtensor(output)}, {"probs", from_xtensor(probs)}};
       }},
  };
  return operations;
}

}  // namespace grader::harness
