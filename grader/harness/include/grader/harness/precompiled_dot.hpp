#pragma once
// xt::linalg::dot on float operands, compiled once with the course's code.
//
// xtensor-blas's dot instantiates its whole dispatch (the evaluation of both
// arguments, the scalar, vector and matrix paths, the BLAS calls) for the
// argument types of each call: a view, a transpose, a softmax result. That
// was about a fifth of the compile of a student's files (docs/performance.md).
// Every student file sees this overload through the precompiled header. For
// two float expressions it is a better match than the library's
// dot(const xexpression<T>&, const xexpression<O>&), as it binds them without
// a conversion to the base class: it evaluates each argument into a
// container and calls the library's dot on two containers, instantiated once
// in precompiled_dot.cpp. The result is the library's dot of the same values:
// the same type (xt::xarray<float>), shapes and errors ("Dot: shape
// mismatch."), but for a view with a step: the library refuses it ("No valid
// layout chosen."), the overload copies it first. Other value types, and two
// column-major operands (whose product the library returns column-major), go
// to the library unchanged.
#include <array>
#include <cstddef>
#include <type_traits>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xarray.hpp>
#include <xtensor/xtensor.hpp>

namespace grader::precompiled_dot {

using Matrix = xt::xtensor<float, 2>;
using Array = xt::xarray<float>;

// The containers the product is compiled for (precompiled_dot.cpp).
Array dot(const Matrix& a, const Matrix& b);
Array dot(const Matrix& a, const Array& b);
Array dot(const Array& a, const Matrix& b);
Array dot(const Array& a, const Array& b);

// Each trait below is instantiated only when the ones before it hold
// (std::conjunction), so a non-expression argument is simply not a match.
template <class E, class = void>
struct has_float_values : std::false_type {};
template <class E>
struct has_float_values<E, std::void_t<typename E::value_type>> : std::is_same<typename E::value_type, float> {};

// Whether the library's dot returns an xt::xarray<float> (row-major) for
// operands T and O: unless both have the same fixed layout (xlinalg.hpp).
template <class T, class O>
struct library_returns_row_major
    : std::bool_constant<!(T::static_layout == O::static_layout && T::static_layout != xt::layout_type::dynamic &&
                           T::static_layout != xt::layout_type::any) ||
                         T::static_layout == xt::layout_type::row_major> {};

template <class T, class O>
struct takes : std::conjunction<xt::is_xexpression<T>, xt::is_xexpression<O>, has_float_values<T>, has_float_values<O>,
                                library_returns_row_major<T, O>> {};

// An operand as one of the two containers: itself when it is one, else
// evaluated (into a Matrix when its rank is 2 by its type).
template <class E>
decltype(auto) as_container(const E& e) {
  if constexpr (std::is_same<E, Matrix>::value || std::is_same<E, Array>::value) {
    return (e);
  } else if constexpr (std::is_same<typename E::shape_type, std::array<std::size_t, 2>>::value) {
    return Matrix(e);
  } else {
    return Array(e);
  }
}

}  // namespace grader::precompiled_dot

namespace xt::linalg {

template <class T, class O, std::enable_if_t<grader::precompiled_dot::takes<T, O>::value, int> = 0>
xarray<float> dot(const T& t, const O& o) {
  return grader::precompiled_dot::dot(grader::precompiled_dot::as_container(t),
                                      grader::precompiled_dot::as_container(o));
}

}  // namespace xt::linalg
