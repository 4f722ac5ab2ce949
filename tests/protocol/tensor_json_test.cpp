#include "grader/protocol/tensor_json.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

#include "grader/protocol/protocol.hpp"

using grader::Tensor;

TEST(TensorJson, RoundTripsEveryFloat32Exactly) {
  Tensor t{{2, 3}, {0.1f, -1.0f / 3.0f, 1e-38f, 3.4028235e38f, -0.0f, 123456.789f}};
  const auto text = grader::tensor_to_json(t).dump();
  const Tensor back = grader::tensor_from_json(nlohmann::json::parse(text), "t");
  EXPECT_EQ(back.shape, t.shape);
  for (std::size_t i = 0; i < t.size(); ++i) EXPECT_EQ(std::signbit(back.data[i]), std::signbit(t.data[i]));
  EXPECT_EQ(back.data, t.data);
}

TEST(TensorJson, NonFiniteValuesAreStrings) {
  const float inf = std::numeric_limits<float>::infinity();
  Tensor t{{3}, {inf, -inf, std::nanf("")}};
  const auto node = grader::tensor_to_json(t);
  EXPECT_EQ(node["data"][0], "inf");
  EXPECT_EQ(node["data"][1], "-inf");
  EXPECT_EQ(node["data"][2], "nan");
  const Tensor back = grader::tensor_from_json(node, "t");
  EXPECT_EQ(back.data[0], inf);
  EXPECT_EQ(back.data[1], -inf);
  EXPECT_TRUE(std::isnan(back.data[2]));
}

TEST(TensorJson, ReadsTheGeneratorsShortestForms) {
  const auto node = nlohmann::json::parse(R"({"shape": [2], "dtype": "float32", "data": [0.37949723, 1e-08]})");
  const Tensor t = grader::tensor_from_json(node, "x");
  EXPECT_EQ(t.data[0], 0.37949723f);
  EXPECT_EQ(t.data[1], 1e-08f);
}

TEST(TensorJson, ErrorsNameTheField) {
  auto message = [](const char* text) {
    try {
      (void)grader::tensor_from_json(nlohmann::json::parse(text), "inputs.x");
    } catch (const grader::TensorFormatError& error) {
      return std::string(error.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message(R"({"shape": [2, 2], "data": [1, 2, 3]})"), "inputs.x.data: shape [2, 2] needs 4 values, found 3");
  EXPECT_EQ(message(R"({"data": [1]})"), "inputs.x.shape: missing or not a list");
  EXPECT_EQ(message(R"({"shape": [1], "dtype": "float64", "data": [1]})"),
            "inputs.x.dtype: only \"float32\" is supported, got \"float64\"");
  EXPECT_EQ(message(R"({"shape": [1], "data": ["one"]})"),
            "inputs.x.data[0]: expected a number, \"inf\", \"-inf\" or \"nan\", got \"one\"");
  EXPECT_EQ(message(R"({"shape": [-1], "data": []})"), "inputs.x.shape: extents must be non-negative integers, got -1");
}

TEST(TensorJson, ShapeOnlyTensorsMayOmitData) {
  const auto node = nlohmann::json::parse(R"({"shape": [2, 3], "dtype": "float32"})");
  const auto shape_only = grader::tensor_from_json(node, "w", true);
  EXPECT_EQ(shape_only.shape, (grader::Shape{2, 3}));
  EXPECT_TRUE(shape_only.data.empty());
  EXPECT_THROW((void)grader::tensor_from_json(node, "w", false), grader::TensorFormatError);
}

TEST(TensorJson, AbsurdShapesAreRefusedBeforeAnyAllocation) {
  // Found by fuzz_reference: a shape-only tensor of 2^55 values was allocated.
  const auto node = nlohmann::json::parse(R"({"shape": [33554432, 1073741824, 9], "dtype": "float32"})");
  try {
    (void)grader::tensor_from_json(node, "expected.w", true);
    FAIL() << "no error";
  } catch (const grader::TensorFormatError& error) {
    EXPECT_EQ(std::string(error.what()), "expected.w.shape: [33554432,1073741824,9] has more than 4294967296 values");
  }
  const auto overflow = nlohmann::json::parse(R"({"shape": [4294967296, 4294967296, 0], "data": []})");
  EXPECT_THROW((void)grader::tensor_from_json(overflow, "x"), grader::TensorFormatError);
}

// A timed request (the leaderboard's) says how many runs; a plain one says
// nothing, so every other request is byte for byte what it was. The response
// carries each run's time; a malformed "repeat" or "seconds" is refused.
TEST(Protocol, ATimedRequestAndItsRunTimesRoundTrip) {
  grader::HarnessRequest request;
  request.op = "mhsa.forward";
  EXPECT_FALSE(grader::request_to_json(request).contains("repeat"));
  EXPECT_EQ(grader::request_from_json(grader::request_to_json(request)).repeat, 1u);
  request.repeat = 7;
  EXPECT_EQ(grader::request_to_json(request)["repeat"], 7);
  EXPECT_EQ(grader::request_from_json(grader::request_to_json(request)).repeat, 7u);
  for (const auto& bad : {nlohmann::json(0), nlohmann::json(1001), nlohmann::json(-2), nlohmann::json("3")}) {
    auto node = grader::request_to_json(request);
    node["repeat"] = bad;
    EXPECT_THROW((void)grader::request_from_json(node), std::runtime_error) << bad;
  }

  grader::HarnessResponse response;
  response.ok = true;
  EXPECT_FALSE(grader::response_to_json(response).contains("seconds"));
  response.seconds = {0.5, 0.25};
  EXPECT_EQ(grader::response_from_json(grader::response_to_json(response)).seconds, (std::vector<double>{0.5, 0.25}));
  auto node = grader::response_to_json(response);
  node["seconds"] = nlohmann::json::array({0.5, -1.0});
  EXPECT_THROW((void)grader::response_from_json(node), std::runtime_error);
  node["seconds"] = "fast";
  EXPECT_THROW((void)grader::response_from_json(node), std::runtime_error);
}

// An error carries where it was thrown: offsets into the harness program,
// innermost first; anything but a short list of whole numbers is refused.
TEST(Protocol, AnErrorsFramesRoundTrip) {
  grader::HarnessResponse response;
  response.error_kind = "xt::broadcast_error";
  response.error_message = "Incompatible dimension of arrays";
  EXPECT_FALSE(grader::response_to_json(response).contains("frames"));
  response.frames = {0x160a6, 0x100fc};
  EXPECT_EQ(grader::response_from_json(grader::response_to_json(response)).frames,
            (std::vector<std::uint64_t>{0x160a6, 0x100fc}));
  auto node = grader::response_to_json(response);
  for (const auto& bad : {nlohmann::json::array({-1}), nlohmann::json::array({"0x1"}), nlohmann::json("0x1"),
                          nlohmann::json(std::vector<int>(65, 1))}) {
    node["frames"] = bad;
    EXPECT_THROW((void)grader::response_from_json(node), std::runtime_error) << bad;
  }
}
