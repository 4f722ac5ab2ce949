#pragma once
// Times as course files and reports write them: ISO 8601 with a zone in,
// UTC out.
#include <cstdint>
#include <string>

namespace grader {

// "2026-10-15T23:59:00+02:00", "2026-10-15 21:59Z": seconds since 1970, UTC.
// A time without a zone is refused (it would mean different instants on the
// instructor's laptop and on a cluster). Throws GraderError(usage) that
// starts with `where` (the file and field).
[[nodiscard]] std::int64_t parse_time(const std::string& text, const std::string& where);
// "2026-10-15T21:59:00Z".
[[nodiscard]] std::string format_time(std::int64_t seconds);

// The times a submission may carry: 0001-01-01T00:00:00Z to
// 9999-12-31T23:59:59Z. A time from outside (a commit dated 2^32 days
// ahead, a file time set by hand) is moved to the nearer end, so every
// difference of two times fits in 64 bits and a date can never wrap.
constexpr std::int64_t earliest_time = -62135596800;
constexpr std::int64_t latest_time = 253402300799;
[[nodiscard]] constexpr std::int64_t representable_time(std::int64_t seconds) {
  return seconds < earliest_time ? earliest_time : seconds > latest_time ? latest_time : seconds;
}

}  // namespace grader
