#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace grader {
// Lower-case hex SHA-256 of some bytes (OpenSSL's libcrypto).
[[nodiscard]] std::string sha256_hex(std::string_view bytes);
// Lower-case hex HMAC-SHA256 of some bytes under `key` (RFC 2104, libcrypto).
[[nodiscard]] std::string hmac_sha256_hex(std::string_view key, std::string_view bytes);
// Equal in time independent of where they differ (CRYPTO_memcmp).
[[nodiscard]] bool same_digest(std::string_view a, std::string_view b);
// `count` bytes from the system's random source, as hex.
[[nodiscard]] std::string random_hex(std::size_t count);
// Standard base64 with padding, on one line.
[[nodiscard]] std::string base64_encode(std::string_view bytes);
}  // namespace grader
