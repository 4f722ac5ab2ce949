#pragma once
// The one rule for finding a program the grader runs (cmake, git, ninja,
// bwrap, prlimit, setpriv, addr2line, clang-format, sim_c++, python3): the
// path an override variable of the environment names, for the two programs
// that have one (GRADER_PYTHON, GRADER_ADDR2LINE: a machine that has them
// elsewhere, a test's stand-in), else an executable file of that name in the
// system's folders, in this order; never PATH (a student's or a shell's PATH
// is not the course's; the sandbox sees the folders under /usr).
#include <array>
#include <optional>
#include <string>

#include "grader/support/errors.hpp"

namespace grader {

inline constexpr std::array<const char*, 4> program_folders = {"/usr/bin/", "/usr/local/bin/", "/usr/sbin/", "/bin/"};

// The path of the program NAME by that rule (`override_variable`: the
// environment variable that names it first, if any), or nullopt.
[[nodiscard]] std::optional<std::string> find_installed_program(const std::string& name,
                                                                const char* override_variable = nullptr);

// The same; else throws GraderError(error) saying that NAME is missing and
// `what_for`, then how to install it.
[[nodiscard]] std::string installed_program(const std::string& name, ExitCode error, const std::string& what_for);

// The Python the course's generators run with (course init, new): Debian's,
// whose python3-numpy and python3-torch they need, by the rule above with
// GRADER_PYTHON (/usr/bin/python3 when there is none, for the message that
// says so).
[[nodiscard]] std::string python_program();

}  // namespace grader
