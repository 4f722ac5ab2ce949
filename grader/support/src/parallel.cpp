#include "grader/support/parallel.hpp"

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace grader {

void for_each_index(std::size_t count, std::size_t jobs, const std::function<void(std::size_t)>& task,
                    const std::function<bool()>& stopped) {
  std::mutex mutex;
  std::size_t next = 0;
  std::exception_ptr failure;
  auto worker = [&] {
    for (;;) {
      std::size_t index = 0;
      {
        const std::lock_guard<std::mutex> lock(mutex);
        if (next >= count || failure || (stopped && stopped())) return;
        index = next++;
      }
      try {
        task(index);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(mutex);
        if (!failure) failure = std::current_exception();
        return;
      }
    }
  };
  const std::size_t threads = std::max<std::size_t>(1, std::min(jobs, count));
  std::vector<std::thread> workers;
  workers.reserve(threads);
  for (std::size_t t = 0; t < threads; ++t) workers.emplace_back(worker);
  for (auto& thread : workers) thread.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace grader
