#include "grader/support/time_text.hpp"

#include <cctype>
#include <cstdio>

#include "grader/support/errors.hpp"

namespace grader {

namespace {

[[noreturn]] void refuse(const std::string& where, const std::string& problem) {
  throw GraderError(ExitCode::usage, where + ": " + problem);
}

// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
std::int64_t days_from_civil(std::int64_t y, unsigned m, unsigned d) {
  y -= m <= 2 ? 1 : 0;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const auto yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

void civil_from_days(std::int64_t z, std::int64_t& y, unsigned& m, unsigned& d) {
  z += 719468;
  const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const auto doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  d = doy - (153 * mp + 2) / 5 + 1;
  m = mp < 10 ? mp + 3 : mp - 9;
  y = static_cast<std::int64_t>(yoe) + era * 400 + (m <= 2 ? 1 : 0);
}

}  // namespace

std::int64_t parse_time(const std::string& text, const std::string& where) {
  const std::string wanted =
      "a time with its zone, as 2026-10-15T23:59:00+02:00 or 2026-10-15T21:59:00Z, not \"" + text + "\"";
  int year = 0;
  unsigned month = 0;
  unsigned day = 0;
  unsigned hour = 0;
  unsigned minute = 0;
  unsigned second = 0;
  int used = 0;
  if (std::sscanf(text.c_str(), "%4d-%2u-%2u%*1[T ]%2u:%2u%n", &year, &month, &day, &hour, &minute, &used) != 5) {
    refuse(where, "must be " + wanted);
  }
  std::size_t at = static_cast<std::size_t>(used);
  if (at < text.size() && text[at] == ':') {
    int more = 0;
    if (std::sscanf(text.c_str() + at, ":%2u%n", &second, &more) != 1) refuse(where, "must be " + wanted);
    at += static_cast<std::size_t>(more);
    if (at < text.size() && text[at] == '.') {  // fractions of a second are dropped
      ++at;
      while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]))) ++at;
    }
  }
  std::int64_t offset = 0;
  if (at < text.size() && (text[at] == 'Z' || text[at] == 'z') && at + 1 == text.size()) {
    offset = 0;
  } else if (at < text.size() && (text[at] == '+' || text[at] == '-')) {
    unsigned zone_hours = 0;
    unsigned zone_minutes = 0;
    const std::string zone = text.substr(at + 1);
    if (!((zone.size() == 5 && std::sscanf(zone.c_str(), "%2u:%2u", &zone_hours, &zone_minutes) == 2) ||
          (zone.size() == 4 && std::sscanf(zone.c_str(), "%2u%2u", &zone_hours, &zone_minutes) == 2) ||
          (zone.size() == 2 && std::sscanf(zone.c_str(), "%2u", &zone_hours) == 1)) ||
        zone_hours > 14 || zone_minutes > 59) {
      refuse(where, "must be " + wanted);
    }
    offset = (text[at] == '+' ? 1 : -1) * static_cast<std::int64_t>(zone_hours * 3600 + zone_minutes * 60);
  } else {
    refuse(where, "must be " + wanted);
  }
  const unsigned month_days[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (month < 1 || month > 12 || day < 1 || day > month_days[month - 1] || hour > 23 || minute > 59 || second > 60) {
    refuse(where, "\"" + text + "\" is not a valid date and time");
  }
  return representable_time(days_from_civil(year, month, day) * 86400 + std::int64_t{hour} * 3600 +
                            std::int64_t{minute} * 60 + second - offset);
}

std::string format_time(std::int64_t seconds) {
  std::int64_t days = seconds / 86400;
  std::int64_t rest = seconds % 86400;
  if (rest < 0) {
    rest += 86400;
    --days;
  }
  std::int64_t year = 0;
  unsigned month = 0;
  unsigned day = 0;
  civil_from_days(days, year, month, day);
  char text[32];
  std::snprintf(text, sizeof text, "%04lld-%02u-%02uT%02lld:%02lld:%02lldZ", static_cast<long long>(year), month, day,
                static_cast<long long>(rest / 3600), static_cast<long long>(rest / 60 % 60),
                static_cast<long long>(rest % 60));
  return text;
}

}  // namespace grader
