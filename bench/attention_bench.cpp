// The reference solution's MultiHeadSelfAttention::forward, causal, at the
// shapes of the performance issue, and a single-thread 2048^3 sgemm: the
// practical ceiling. One BLAS thread (OPENBLAS_NUM_THREADS=1 is set by
// scripts/bench-attention; main() also asks OpenBLAS for one).
//
//   attention_bench                       all benchmarks (Google Benchmark flags work)
//   attention_bench --peak-memory SEQ     one causal forward at [1, SEQ, 768], 12 heads, then
//                                         one forward_with_attention; prints the peak RSS after each
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <xtensor-blas/xlinalg.hpp>

#include "attention.hpp"

extern "C" void openblas_set_num_threads(int);

namespace {

attention::Tensor3 random_input(std::size_t batch, std::size_t seq, std::size_t features) {
  std::mt19937 generator(42);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  auto x = attention::Tensor3::from_shape({batch, seq, features});
  for (auto& value : x) value = normal(generator);
  return x;
}

// Multiply-adds of the module, counted as PyTorch computes it (the full
// seq x seq attention): q, k, v and mix projections, Q K^T and P V.
double module_flops(double batch, double seq, double input, double hidden) {
  return 2 * batch * seq * (3 * input * hidden + hidden * hidden) + 2 * 2 * batch * seq * seq * hidden;
}

void mhsa_forward(benchmark::State& state) {
  const auto batch = static_cast<std::size_t>(state.range(0));
  const auto seq = static_cast<std::size_t>(state.range(1));
  const auto input = static_cast<std::size_t>(state.range(2));
  const auto hidden = static_cast<std::size_t>(state.range(3));
  const auto heads = static_cast<std::size_t>(state.range(4));
  attention::manual_seed(0);
  const attention::MultiHeadSelfAttention module(input, hidden, heads, /*causal=*/true);
  const auto x = random_input(batch, seq, input);
  for (auto _ : state) {
    auto y = module.forward(x);
    benchmark::DoNotOptimize(y.data());
  }
  state.counters["GFLOPS"] =
      benchmark::Counter(module_flops(static_cast<double>(batch), static_cast<double>(seq), static_cast<double>(input),
                                      static_cast<double>(hidden)),
                         benchmark::Counter::kIsIterationInvariantRate, benchmark::Counter::kIs1000);
}
BENCHMARK(mhsa_forward)
    ->ArgNames({"batch", "seq", "input", "hidden", "heads"})
    ->Args({1, 1024, 768, 768, 12})
    ->Args({8, 128, 768, 768, 12})
    ->Args({3, 5, 7, 9, 3})
    ->Unit(benchmark::kMillisecond);

void sgemm_ceiling(benchmark::State& state) {
  const auto n = static_cast<int>(state.range(0));
  std::vector<float> a(static_cast<std::size_t>(n) * n, 1.0f), b(a), c(a);
  for (auto _ : state) {
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a.data(), n, b.data(), n, 0.0f, c.data(), n);
    benchmark::DoNotOptimize(c.data());
  }
  state.counters["GFLOPS"] =
      benchmark::Counter(2.0 * n * n * n, benchmark::Counter::kIsIterationInvariantRate, benchmark::Counter::kIs1000);
}
BENCHMARK(sgemm_ceiling)->Arg(2048)->Unit(benchmark::kMillisecond);

long peak_rss_kib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

int peak_memory(std::size_t seq) {
  attention::manual_seed(0);
  const attention::MultiHeadSelfAttention module(768, 768, 12, /*causal=*/true);
  const auto x = random_input(1, seq, 768);
  const long before = peak_rss_kib();
  {
    const auto y = module.forward(x);
    std::printf("forward                 seq %zu: peak RSS %.1f MiB (inputs and weights %.1f MiB before)\n", seq,
                static_cast<double>(peak_rss_kib()) / 1024, static_cast<double>(before) / 1024);
  }
  const auto both = module.forward_with_attention(x);
  std::printf("forward_with_attention  seq %zu: peak RSS %.1f MiB (it returns every head's [seq, seq] probabilities)\n",
              seq, static_cast<double>(peak_rss_kib()) / 1024);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  openblas_set_num_threads(1);
  if (argc == 3 && std::strcmp(argv[1], "--peak-memory") == 0) return peak_memory(std::stoul(argv[2]));
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

namespace {
void linear_forward(benchmark::State& state) {
  attention::manual_seed(0);
  const attention::Linear layer(768, 768);
  const auto x = random_input(static_cast<std::size_t>(state.range(0)), static_cast<std::size_t>(state.range(1)), 768);
  for (auto _ : state) {
    auto y = layer(x);
    benchmark::DoNotOptimize(y.data());
  }
}
BENCHMARK(linear_forward)->Args({8, 128})->Args({1, 1024})->Unit(benchmark::kMillisecond);
}  // namespace
