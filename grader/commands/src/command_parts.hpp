#pragma once
// What the commands' files share, below commands.hpp (grader/app/ sees none of it).
#include <filesystem>
#include <string>

#include "grader/commands/commands.hpp"
#include "grader/execution/sandbox.hpp"

namespace grader::commands {

// The reference set's folder for --references (public, hidden or a folder).
[[nodiscard]] std::filesystem::path resolve_references(const Options& options);
[[nodiscard]] SandboxMode sandbox_mode(const std::string& name);

}  // namespace grader::commands
