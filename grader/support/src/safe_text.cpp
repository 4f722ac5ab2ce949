#include "grader/support/safe_text.hpp"

#include <utf8.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <vector>

namespace grader {
namespace {

constexpr char32_t esc = 0x1b;
constexpr char32_t bel = 0x07;
constexpr char32_t string_terminator = 0x9c;  // ST, the 8-bit form of ESC backslash

// The C1 controls that open a control string (DCS, SOS, OSC, PM, APC) in
// their 8-bit form, and the characters after ESC that do in the 7-bit form.
bool opens_control_string(char32_t c1) { return c1 == 0x90 || c1 == 0x98 || c1 == 0x9d || c1 == 0x9e || c1 == 0x9f; }
bool opens_control_string_after_esc(char32_t c) { return c == 'P' || c == 'X' || c == ']' || c == '^' || c == '_'; }

bool bidi_control(char32_t c) { return (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069); }

// Code points of valid UTF-8, decoded once, each with the bytes it came from.
struct Decoded {
  char32_t code = 0;
  std::string::const_iterator begin;
  std::string::const_iterator end;
};

std::vector<Decoded> decode(const std::string& valid) {
  std::vector<Decoded> out;
  out.reserve(valid.size());
  for (auto it = valid.begin(); it != valid.end();) {
    Decoded d;
    d.begin = it;
    d.code = static_cast<char32_t>(utf8::unchecked::next(it));
    d.end = it;
    out.push_back(d);
  }
  return out;
}

}  // namespace

std::string valid_utf8(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  utf8::replace_invalid(text.begin(), text.end(), std::back_inserter(out));
  return out;
}

std::string text_file_as_utf8(const std::string& bytes) {
  const auto starts_with = [&](std::initializer_list<unsigned char> prefix) {
    return bytes.size() >= prefix.size() &&
           std::equal(prefix.begin(), prefix.end(), bytes.begin(),
                      [](unsigned char a, char b) { return a == static_cast<unsigned char>(b); });
  };
  if (starts_with({0xEF, 0xBB, 0xBF})) return valid_utf8(bytes.substr(3));
  const bool utf16_le = starts_with({0xFF, 0xFE});
  if (utf16_le || starts_with({0xFE, 0xFF})) {
    std::u16string units;
    for (std::size_t i = 2; i + 1 < bytes.size(); i += 2) {
      const auto first = static_cast<unsigned char>(bytes[i]);
      const auto second = static_cast<unsigned char>(bytes[i + 1]);
      units.push_back(static_cast<char16_t>(utf16_le ? first | (second << 8) : (first << 8) | second));
    }
    // Lone surrogates become U+FFFD one by one (utf16to8 would throw).
    std::string out;
    for (std::size_t i = 0; i < units.size(); ++i) {
      char32_t code = units[i];
      if (code >= 0xD800 && code <= 0xDBFF && i + 1 < units.size() && units[i + 1] >= 0xDC00 &&
          units[i + 1] <= 0xDFFF) {
        code = 0x10000 + ((code - 0xD800) << 10) + (units[i + 1] - 0xDC00);
        ++i;
      } else if (code >= 0xD800 && code <= 0xDFFF) {
        code = 0xFFFD;
      }
      utf8::append(static_cast<std::uint32_t>(code), std::back_inserter(out));
    }
    return out;
  }
  if (utf8::is_valid(bytes.begin(), bytes.end())) return bytes;
  // Windows-1252's 0x80..0x9F (U+FFFD where it defines none); the rest is Latin-1.
  static constexpr char16_t windows_1252[32] = {0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                                0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
                                                0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                                0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178};
  std::string out;
  out.reserve(bytes.size() + bytes.size() / 4);
  for (const char c : bytes) {
    const auto byte = static_cast<unsigned char>(c);
    const char32_t code = byte >= 0x80 && byte < 0xA0 ? windows_1252[byte - 0x80] : byte;
    utf8::append(static_cast<std::uint32_t>(code), std::back_inserter(out));
  }
  return out;
}

std::string safe_text(const std::string& text) {
  const std::string valid = valid_utf8(text);
  const std::vector<Decoded> chars = decode(valid);
  std::string out;
  out.reserve(valid.size());
  const std::size_t n = chars.size();
  // Skips a control sequence's parameter, intermediate and final bytes from i.
  auto skip_csi = [&](std::size_t i) {
    while (i < n && chars[i].code >= 0x30 && chars[i].code <= 0x3f) ++i;  // parameters
    while (i < n && chars[i].code >= 0x20 && chars[i].code <= 0x2f) ++i;  // intermediates
    if (i < n && chars[i].code >= 0x40 && chars[i].code <= 0x7e) ++i;     // the final byte
    return i;
  };
  // Skips a control string's body up to BEL, ST or ESC backslash (taken too),
  // or up to the end of its line (the newline stays: the student's lines do).
  auto skip_control_string = [&](std::size_t i) {
    while (i < n) {
      const char32_t c = chars[i].code;
      if (c == bel || c == string_terminator) return i + 1;
      if (c == esc && i + 1 < n && chars[i + 1].code == '\\') return i + 2;
      if (c == '\n') return i;
      ++i;
    }
    return i;
  };
  for (std::size_t i = 0; i < n;) {
    const char32_t c = chars[i].code;
    if (c == esc) {
      if (i + 1 >= n) break;
      const char32_t next = chars[i + 1].code;
      if (next == '[') {
        i = skip_csi(i + 2);
      } else if (opens_control_string_after_esc(next)) {
        i = skip_control_string(i + 2);
      } else {
        // ESC, intermediates (0x20..0x2f), one final character (0x30..0x7e).
        std::size_t j = i + 1;
        while (j < n && chars[j].code >= 0x20 && chars[j].code <= 0x2f) ++j;
        if (j < n && chars[j].code >= 0x30 && chars[j].code <= 0x7e) ++j;
        i = j;
      }
      continue;
    }
    if (c == 0x9b) {  // CSI in its 8-bit form
      i = skip_csi(i + 1);
      continue;
    }
    if (opens_control_string(c)) {
      i = skip_control_string(i + 1);
      continue;
    }
    const bool control = (c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7f && c <= 0x9f);
    if (!control && !bidi_control(c)) out.append(chars[i].begin, chars[i].end);
    ++i;
  }
  return out;
}

std::string utf8_prefix(const std::string& text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return text;
  std::size_t end = max_bytes;
  // Back to the first byte of the character that does not fit whole.
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xc0) == 0x80) --end;
  return text.substr(0, end);
}

std::string markdown_code_block(const std::string& text, const std::string& info) {
  const std::string clean = safe_text(text);
  std::size_t longest = 0;
  std::size_t run = 0;
  for (char c : clean) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  const std::string fence(std::max<std::size_t>(3, longest + 1), '`');
  std::string block = fence + info + "\n" + clean;
  if (!clean.empty() && clean.back() != '\n') block += '\n';
  return block + fence + "\n";
}

std::string markdown_cell(const std::string& text) {
  std::string out;
  for (char c : safe_text(text)) {
    switch (c) {
      case '\\':
        out += "\\\\";
        break;
      case '|':
        out += "\\|";
        break;
      case '<':
        out += "&lt;";
        break;
      case '\n':
        out += "<br>";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string xml_escape(const std::string& text) {
  const std::string clean = safe_text(text);
  std::string out;
  out.reserve(clean.size());
  for (std::size_t i = 0; i < clean.size(); ++i) {
    const char c = clean[i];
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are not XML characters.
        if (static_cast<unsigned char>(c) == 0xef && i + 2 < clean.size() &&
            static_cast<unsigned char>(clean[i + 1]) == 0xbf &&
            (static_cast<unsigned char>(clean[i + 2]) == 0xbe || static_cast<unsigned char>(clean[i + 2]) == 0xbf)) {
          i += 2;
        } else {
          out += c;
        }
    }
  }
  return out;
}

}  // namespace grader
