#pragma once
// The one thread pool: the engine's harness requests, batch's students and
// the error model's rewrites are each a list of items, taken in order, one
// at a time, by up to `jobs` threads at once.
#include <cstddef>
#include <functional>

namespace grader {

// Runs task(i) for every i in [0, count), each once, on min(jobs, count)
// threads at once (at least one), each taking the next item until none is
// left or `stopped` (when given) says so: an item under way is finished, none
// is started. The calling thread only waits (a signal, batch's SIGINT, finds
// it there and interrupts no task). Returns when every thread has stopped;
// an exception of a task is rethrown then (the first one; the other threads
// start no more items).
void for_each_index(std::size_t count, std::size_t jobs, const std::function<void(std::size_t)>& task,
                    const std::function<bool()>& stopped = {});

}  // namespace grader
