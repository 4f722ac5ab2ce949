#pragma once
#include <string>
#include <string_view>

namespace grader {
// Lower-case hex SHA-256 of some bytes (OpenSSL's libcrypto).
[[nodiscard]] std::string sha256_hex(std::string_view bytes);
// Standard base64 with padding, on one line.
[[nodiscard]] std::string base64_encode(std::string_view bytes);
}  // namespace grader
