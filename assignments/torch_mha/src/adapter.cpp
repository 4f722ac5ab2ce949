// The torch_mha assignment's adapter: the only code that calls into a
// submission. Masks travel as tensors: "attn_mask" ([L, S] or [B, L, S])
// with params.attn_mask "additive" or "boolean" (absent: none), and
// "key_padding_mask" [N, S] (absent: none); booleans as 0 and 1.
#include "grader/harness/adapter.hpp"

#include <string>

#include "grader/harness/xtensor_bridge.hpp"
#include "torch_mha.hpp"

namespace {

using grader::TensorMap;
using grader::harness::BadRequest;
using grader::harness::from_xtensor;
using grader::harness::input;
using grader::harness::size_param;
using nlohmann::json;

tmha::AttnMask attn_mask(const json& params, const TensorMap& inputs) {
  tmha::AttnMask mask;
  const std::string kind = params.value("attn_mask", "none");
  if (kind == "none") return mask;
  if (kind != "additive" && kind != "boolean") throw BadRequest("params.attn_mask must be none, additive or boolean");
  mask.kind = kind == "additive" ? tmha::MaskKind::additive : tmha::MaskKind::boolean;
  const auto& given = inputs.count("attn_mask") ? inputs.at("attn_mask") : throw BadRequest("request lacks attn_mask");
  if (given.rank() == 2) {
    const tmha::Tensor2 flat = input<2>(inputs, "attn_mask");
    mask.values = tmha::Tensor3::from_shape({1, flat.shape(0), flat.shape(1)});
    std::copy(flat.begin(), flat.end(), mask.values.begin());
  } else {
    mask.values = input<3>(inputs, "attn_mask");
  }
  return mask;
}

tmha::Tensor2 padding(const TensorMap& inputs) {
  return inputs.count("key_padding_mask") ? input<2>(inputs, "key_padding_mask") : tmha::Tensor2::from_shape({0, 0});
}

}  // namespace

namespace grader::harness {

const Operations& adapter_operations() {
  static const Operations operations = {
      {"tmha.split_heads",
       [](const json& params, const TensorMap& inputs) {
         return TensorMap{
             {"output", from_xtensor(tmha::split_heads(input<3>(inputs, "t"), size_param(params, "num_heads")))}};
       }},
      {"tmha.attention_mask",
       [](const json& params, const TensorMap& inputs) {
         return TensorMap{{"mask", from_xtensor(tmha::attention_mask(
                                       size_param(params, "L"), size_param(params, "S"), size_param(params, "N"),
                                       size_param(params, "num_heads"), attn_mask(params, inputs), padding(inputs)))}};
       }},
      {"tmha.masked_softmax",
       [](const json&, const TensorMap& inputs) {
         return TensorMap{
             {"weights", from_xtensor(tmha::masked_softmax(input<3>(inputs, "scores"), input<3>(inputs, "mask")))}};
       }},
      {"tmha.merge_heads",
       [](const json& params, const TensorMap& inputs) {
         return TensorMap{
             {"output", from_xtensor(tmha::merge_heads(input<3>(inputs, "context"), size_param(params, "N")))}};
       }},
      {"tmha.average_heads",
       [](const json& params, const TensorMap& inputs) {
         return TensorMap{{"output", from_xtensor(tmha::average_heads(input<3>(inputs, "weights"),
                                                                      size_param(params, "num_heads")))}};
       }},
      {"tmha.forward",
       [](const json& params, const TensorMap& inputs) {
         tmha::MultiheadAttention model{input<2>(inputs, "in_proj_weight"), input<1>(inputs, "in_proj_bias"),
                                        input<2>(inputs, "out_proj.weight"), input<1>(inputs, "out_proj.bias"),
                                        size_param(params, "num_heads")};
         auto [output, weights] = model.forward(input<3>(inputs, "query"), input<3>(inputs, "key"),
                                                input<3>(inputs, "value"), attn_mask(params, inputs), padding(inputs));
         return TensorMap{{"output", from_xtensor(output)}, {"weights", from_xtensor(weights)}};
       }},
  };
  return operations;
}

}  // namespace grader::harness
