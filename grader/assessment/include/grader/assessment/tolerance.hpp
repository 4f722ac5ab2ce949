#pragma once
// How close a value must be to the expected one: |actual - expected| <=
// atol + rtol * |expected| (the manifest's "tolerance", a case's own).

namespace grader {

struct Tolerance {
  double rtol = 1e-5;
  double atol = 1e-6;
};

}  // namespace grader
