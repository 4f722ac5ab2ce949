// The from_scratch assignment's adapter: the only code that calls into a
// submission. Each operation builds what it needs from the request's
// tensors (reference weights, never the student's), calls one function and
// returns its outputs. Layers travel as "<name>.weight" and, when they have
// one, "<name>.bias"; per-head tensors with the head first.
#include "grader/harness/adapter.hpp"

#include <string>
#include <vector>
#include <xtensor/xview.hpp>

#include "from_scratch.hpp"
#include "grader/harness/xtensor_bridge.hpp"

namespace {

using grader::TensorMap;
using grader::harness::float_param;
using grader::harness::from_xtensor;
using grader::harness::input;
using grader::harness::size_param;
using nlohmann::json;

scratch::Linear layer(const TensorMap& inputs, const std::string& name) {
  return grader::harness::linear_layer<scratch::Linear>(inputs, name);
}

template <class Model>
Model qkv_model(const TensorMap& inputs) {
  Model model;
  model.W_query = layer(inputs, "W_query");
  model.W_key = layer(inputs, "W_key");
  model.W_value = layer(inputs, "W_value");
  return model;
}

std::vector<scratch::Tensor3> split_first_axis(const xt::xtensor<float, 4>& stacked) {
  std::vector<scratch::Tensor3> parts;
  for (std::size_t h = 0; h < stacked.shape(0); ++h) parts.emplace_back(xt::view(stacked, h));
  return parts;
}

}  // namespace

namespace grader::harness {

const Operations& adapter_operations() {
  static const Operations operations = {
      {"scratch.simple_attention",
       [](const json&, const TensorMap& inputs) {
         const auto result = scratch::simple_attention(input<2>(inputs, "inputs"));
         return TensorMap{{"weights", from_xtensor(result.weights)}, {"context", from_xtensor(result.context)}};
       }},
      {"scratch.self_attention_v1",
       [](const json&, const TensorMap& inputs) {
         scratch::SelfAttentionV1 model{input<2>(inputs, "W_query"), input<2>(inputs, "W_key"),
                                        input<2>(inputs, "W_value")};
         return TensorMap{{"output", from_xtensor(model.forward(input<2>(inputs, "x")))}};
       }},
      {"scratch.self_attention_v2",
       [](const json&, const TensorMap& inputs) {
         const auto model = qkv_model<scratch::SelfAttentionV2>(inputs);
         return TensorMap{{"output", from_xtensor(model.forward(input<2>(inputs, "x")))}};
       }},
      {"scratch.causal_renormalise",
       [](const json&, const TensorMap& inputs) {
         return TensorMap{{"weights", from_xtensor(scratch::causal_renormalise(input<2>(inputs, "weights")))}};
       }},
      {"scratch.causal_softmax",
       [](const json& params, const TensorMap& inputs) {
         return TensorMap{
             {"weights", from_xtensor(scratch::causal_softmax(input<2>(inputs, "scores"), size_param(params, "d_k")))}};
       }},
      {"scratch.dropout_with_mask",
       [](const json& params, const TensorMap& inputs) {
         return TensorMap{
             {"weights", from_xtensor(scratch::dropout_with_mask(input<2>(inputs, "weights"), input<2>(inputs, "keep"),
                                                                 float_param(params, "p")))}};
       }},
      {"scratch.causal_attention",
       [](const json&, const TensorMap& inputs) {
         const auto model = qkv_model<scratch::CausalAttention>(inputs);
         return TensorMap{{"output", from_xtensor(model.forward(input<3>(inputs, "x")))}};
       }},
      {"scratch.concat_heads",
       [](const json&, const TensorMap& inputs) {
         return TensorMap{
             {"output", from_xtensor(scratch::concat_heads(split_first_axis(input<4>(inputs, "head_outputs"))))}};
       }},
      {"scratch.multi_head_attention_wrapper",
       [](const json& params, const TensorMap& inputs) {
         scratch::MultiHeadAttentionWrapper wrapper;
         const std::size_t heads = size_param(params, "num_heads");
         for (std::size_t h = 0; h < heads; ++h) {
           TensorMap head;
           for (const char* name : {"W_query", "W_key", "W_value"}) {
             const std::string prefix = "heads." + std::to_string(h) + "." + name;
             for (const char* part : {".weight", ".bias"}) {
               if (inputs.count(prefix + part)) head[std::string(name) + part] = inputs.at(prefix + part);
             }
           }
           wrapper.heads.push_back(qkv_model<scratch::CausalAttention>(head));
         }
         return TensorMap{{"output", from_xtensor(wrapper.forward(input<3>(inputs, "x")))}};
       }},
      {"scratch.multi_head_attention",
       [](const json& params, const TensorMap& inputs) {
         auto model = qkv_model<scratch::MultiHeadAttention>(inputs);
         model.out_proj = layer(inputs, "out_proj");
         model.num_heads = size_param(params, "num_heads");
         return TensorMap{{"output", from_xtensor(model.forward(input<3>(inputs, "x")))}};
       }},
  };
  return operations;
}

}  // namespace grader::harness
