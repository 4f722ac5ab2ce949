// The overload student files see for xt::linalg::dot (precompiled_dot.hpp):
// which calls it takes, and that each gives the library's own result.
#include "grader/harness/precompiled_dot.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <xtensor/xmanipulation.hpp>
#include <xtensor/xview.hpp>

namespace {

using grader::precompiled_dot::Array;
using grader::precompiled_dot::Matrix;
using grader::precompiled_dot::takes;

// xtensor-blas's dot itself: through the base class, which the overload
// does not take.
template <class A, class B>
auto library_dot(const A& a, const B& b) {
  return xt::linalg::dot(static_cast<const xt::xexpression<A>&>(a), static_cast<const xt::xexpression<B>&>(b));
}

// [rows, columns] filled with small distinct values, the same every run.
Matrix counting(std::size_t rows, std::size_t columns, float step) {
  Matrix m = Matrix::from_shape({rows, columns});
  for (std::size_t i = 0; i < m.size(); ++i) m.flat(i) = step * static_cast<float>(i % 7) - 0.5f;
  return m;
}

using Matrix3 = xt::xtensor<float, 3>;
using ColumnMajor = xt::xtensor<float, 2, xt::layout_type::column_major>;
using MatrixView = decltype(xt::view(std::declval<Matrix3&>(), 0));
using Transposed = decltype(xt::transpose(std::declval<const Matrix&>()));
using Scaled = decltype(std::declval<const Matrix&>() * 2.0f);

TEST(PrecompiledDot, TakesEveryPairOfFloatExpressionsWhoseProductTheLibraryReturnsRowMajor) {
  EXPECT_TRUE((takes<Matrix, Matrix>::value));
  EXPECT_TRUE((takes<MatrixView, Transposed>::value));
  EXPECT_TRUE((takes<Scaled, Array>::value));
  EXPECT_TRUE((takes<xt::xtensor<float, 1>, Matrix>::value));
  EXPECT_TRUE((takes<ColumnMajor, Matrix>::value));
  // The library returns these column-major, or of another value type.
  EXPECT_FALSE((takes<ColumnMajor, ColumnMajor>::value));
  EXPECT_FALSE((takes<xt::xtensor<double, 2>, xt::xtensor<double, 2>>::value));
  EXPECT_FALSE((takes<Matrix, xt::xtensor<double, 2>>::value));
  // Not expressions at all, and the library's own parameter type.
  EXPECT_FALSE((takes<float, Matrix>::value));
  EXPECT_FALSE((takes<xt::xexpression<Matrix>, Matrix>::value));
}

TEST(PrecompiledDot, GivesTheLibrarysProductOfViewsAndTransposes) {
  Matrix3 keys = Matrix3::from_shape({2, 5, 4});
  for (std::size_t i = 0; i < keys.size(); ++i) keys.flat(i) = 0.25f * static_cast<float>(i % 11) - 1.0f;
  const Matrix queries = counting(3, 4, 0.5f);

  const xt::xarray<float> scores = xt::linalg::dot(queries, xt::transpose(xt::view(keys, 1)));
  // The library on the view itself, which it hands to BLAS as transposed.
  const xt::xarray<float> expected = library_dot(queries, xt::transpose(xt::view(keys, 1)));
  EXPECT_EQ(scores.shape(), (Array::shape_type{3, 5}));
  EXPECT_EQ(scores, expected);

  const auto scaled = xt::linalg::dot(queries * 2.0f, xt::view(keys, 0, xt::range(0, 4), xt::all()));
  static_assert(std::is_same<std::decay_t<decltype(scaled)>, Array>::value, "the library's result type");
  EXPECT_EQ(scaled, library_dot(queries * 2.0f, xt::view(keys, 0, xt::range(0, 4), xt::all())));
}

TEST(PrecompiledDot, GivesTheLibrarysProductForEveryRank) {
  const Matrix a = counting(3, 4, 0.5f);
  const xt::xtensor<float, 1> v = {1.0f, -2.0f, 0.5f, 3.0f};
  const xt::xtensor<float, 1> w = {0.5f, 1.5f, -1.0f};
  const Array a_array = a;

  EXPECT_EQ(xt::linalg::dot(a, v), library_dot(a, v));  // matrix times vector
  EXPECT_EQ(xt::linalg::dot(w, a), library_dot(w, a));  // vector times matrix
  EXPECT_EQ(xt::linalg::dot(v, v), library_dot(v, v));  // inner product, shape [1]
  EXPECT_EQ(xt::linalg::dot(a_array, xt::transpose(a)), library_dot(a_array, xt::transpose(a)));
  EXPECT_EQ(xt::linalg::dot(v, v).shape(), (Array::shape_type{1}));
}

TEST(PrecompiledDot, AViewWithAStepIsEvaluatedBeforeTheProduct) {
  // Every other column: strides BLAS cannot take; the overload copies it first.
  const Matrix a = counting(3, 6, 0.5f);
  const Matrix b = counting(3, 2, 0.25f);
  const Array product = xt::linalg::dot(xt::view(a, xt::all(), xt::range(0, 6, 2)), b);
  ASSERT_EQ(product.shape(), (Array::shape_type{3, 2}));
  for (std::size_t i = 0; i < 3; ++i) {
    for (std::size_t j = 0; j < 2; ++j) {
      float sum = 0.0f;
      for (std::size_t k = 0; k < 3; ++k) sum += a(i, 2 * k) * b(k, j);
      EXPECT_FLOAT_EQ(product(i, j), sum) << "at (" << i << ", " << j << ")";
    }
  }
}

TEST(PrecompiledDot, MismatchedShapesThrowTheLibrarysErrorWithBothShapes) {
  const Matrix a = counting(3, 4, 0.5f);
  try {
    (void)xt::linalg::dot(a, a * 2.0f);
    FAIL() << "a [3, 4] times a [3, 4] did not throw";
  } catch (const std::runtime_error& error) {
    EXPECT_EQ(std::string(error.what()), "Dot: shape mismatch: [3, 4] and [3, 4].");
  }
}

TEST(PrecompiledDot, LeavesDoubleAndColumnMajorProductsToTheLibrary) {
  const xt::xtensor<double, 2> d = {{1.0, 2.0}, {3.0, 4.0}};
  const xt::xarray<double> product = xt::linalg::dot(d, d);
  EXPECT_EQ(product, (xt::xarray<double>{{7.0, 10.0}, {15.0, 22.0}}));

  const ColumnMajor c = {{1.0f, 2.0f}, {3.0f, 4.0f}};
  const auto column_major = xt::linalg::dot(c, c);
  static_assert(
      std::is_same<std::decay_t<decltype(column_major)>, xt::xarray<float, xt::layout_type::column_major>>::value,
      "two column-major operands keep the library's column-major result");
  EXPECT_EQ(column_major, (xt::xarray<float>{{7.0f, 10.0f}, {15.0f, 22.0f}}));
}

}  // namespace
