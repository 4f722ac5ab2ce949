#pragma once
// Text a student controls (what their code printed, exception messages,
// answers, file names, compiler output quoting their code) on its way into a
// report: valid UTF-8 whatever the bytes, nothing a terminal or viewer would
// act on, and escaped for each format so it can never close the structure
// around it (a Markdown fence, an XML attribute, a table cell).
#include <cstddef>
#include <string>

namespace grader {

// The text as valid UTF-8: each invalid sequence (a Latin-1 byte, a cut or
// overlong sequence, a surrogate) becomes U+FFFD (utfcpp's replace_invalid).
[[nodiscard]] std::string valid_utf8(const std::string& text);

// A text file a student wrote, as UTF-8: UTF-8 as it is (without a byte
// order mark); UTF-16 with a byte order mark (Windows Notepad's "Unicode")
// converted; anything else that is not valid UTF-8 read as Windows-1252, the
// superset of Latin-1 that editors on Windows write (so "R\xe9ponse" is
// "Réponse", not a replacement character). Not yet safe_text.
[[nodiscard]] std::string text_file_as_utf8(const std::string& bytes);

// valid_utf8, then without terminal control: escape sequences (ESC [ ...
// CSI up to its final byte; ESC ] OSC, ESC P DCS, ESC X, ESC ^, ESC _ up to
// BEL, ESC \ or the end of the line; any other ESC with its intermediate and
// final bytes), their 8-bit forms (U+009B, U+009D, ...), the other C0
// controls but newline and tab (so "\r\n" becomes "\n"), DEL, C1 controls,
// and the bidirectional embeddings, overrides and isolates (U+202A..U+202E,
// U+2066..U+2069) that reorder what follows them. Idempotent.
[[nodiscard]] std::string safe_text(const std::string& text);

// The longest prefix of at most `max_bytes` bytes that ends on a character
// boundary (`text` must be valid UTF-8).
[[nodiscard]] std::string utf8_prefix(const std::string& text, std::size_t max_bytes);

// safe_text as a Markdown fenced code block ("```text\n...\n```\n"): the
// fence is one backtick longer than the longest run of backticks in the text
// (at least three), so no line of the text can close it.
[[nodiscard]] std::string markdown_code_block(const std::string& text, const std::string& info = "text");

// safe_text as the inside of one Markdown table cell on one line: "|" and
// "\" escaped, "<" as "&lt;" (no raw HTML), newlines as "<br>".
[[nodiscard]] std::string markdown_cell(const std::string& text);

// safe_text escaped for XML 1.0 character data and attribute values (also
// HTML's): & < > " ' as entities, and U+FFFE and U+FFFF, which XML forbids
// even as references, dropped.
[[nodiscard]] std::string xml_escape(const std::string& text);

}  // namespace grader
