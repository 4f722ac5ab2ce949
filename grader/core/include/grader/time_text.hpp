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

}  // namespace grader
