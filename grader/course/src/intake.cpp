#include "grader/course/intake.hpp"

#include <algorithm>
#include <set>
#include <system_error>

#include "grader/building/build.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace grader {
namespace fs = std::filesystem;

// --- where the submission's files are ----------------------------------------

namespace {

bool is_header_name(const fs::path& file) {
  static const std::set<std::string> extensions = {".h", ".hh", ".hpp", ".hxx", ".inl", ".ipp"};
  return extensions.count(file.extension().string()) > 0;
}

// Relative paths of the headers the course provides, as an #include names them.
std::set<std::string> course_header_names(const fs::path& root, const std::string& assignment) {
  std::set<std::string> names;
  for (const fs::path& include : {CourseLayout(root).assignment_include(assignment), root / "grader/harness/include",
                                  root / "grader/protocol/include"}) {
    std::error_code error;
    for (fs::recursive_directory_iterator it(include, error), end; !error && it != end; it.increment(error)) {
      if (it->is_regular_file()) names.insert(it->path().lexically_relative(include).generic_string());
    }
  }
  return names;
}

// Whether `path` is a regular file (not a link) of at most the size a student file may have.
enum class Usable { yes, absent, link, too_large };
Usable usable_file(const fs::path& path) {
  std::error_code error;
  const auto type = fs::symlink_status(path, error).type();
  if (type == fs::file_type::symlink) return Usable::link;
  if (type != fs::file_type::regular) return Usable::absent;
  return fs::file_size(path, error) <= max_student_file_bytes ? Usable::yes : Usable::too_large;
}

std::string why_not(Usable usable) {
  return usable == Usable::link ? "a symbolic link (the grader takes only the submission's own files)"
                                : "larger than 1 MiB (not taken as source code)";
}

std::size_t files_in(const fs::path& dir, const std::vector<std::string>& sources) {
  return static_cast<std::size_t>(std::count_if(sources.begin(), sources.end(), [&](const std::string& file) {
    const Usable usable = usable_file(dir / file);
    return usable == Usable::yes || usable == Usable::too_large;  // a regular file
  }));
}

// The folder below `base` (itself included, at most 6 levels down, links not
// followed, no folder named in `skipped` entered) holding the most of
// `sources`; of those, the shallowest, then the first by name, so that every
// file system's order of listing gives the same folder.
SubmissionFolder best_folder_below(const fs::path& base, const std::vector<std::string>& sources,
                                   const std::set<std::string>& skipped) {
  SubmissionFolder best{base, files_in(base, sources)};
  if (best.found == sources.size()) return best;  // no folder further down does better
  std::size_t best_depth = 0;
  std::error_code error;
  for (fs::recursive_directory_iterator it(base, fs::directory_options::skip_permission_denied, error), end;
       !error && it != end; it.increment(error)) {
    if (it.depth() > 5) {
      it.disable_recursion_pending();
      continue;
    }
    std::error_code status_error;
    if (fs::symlink_status(it->path(), status_error).type() != fs::file_type::directory) continue;
    if (skipped.count(it->path().filename().string()) > 0) {
      it.disable_recursion_pending();
      continue;
    }
    const std::size_t count = files_in(it->path(), sources);
    const std::size_t depth = static_cast<std::size_t>(it.depth()) + 1;
    const bool first_by_name = depth == best_depth && it->path().generic_string() < best.folder.generic_string();
    if (count > best.found || (count == best.found && count > 0 && (depth < best_depth || first_by_name))) {
      best = {it->path(), count};
      best_depth = depth;
    }
  }
  return best;
}

}  // namespace

SubmissionFolder locate_submission(const fs::path& given, const Manifest& manifest,
                                   const std::vector<std::string>& course_assignments) {
  // Another assignment's folder (student_template/<other>/, a clone's) holds
  // that assignment's files, whatever their names: two assignments may share one.
  std::set<std::string> others(course_assignments.begin(), course_assignments.end());
  others.erase(manifest.assignment);
  return best_folder_below(given, manifest.sources, others);
}

// --- what is taken, and staged -----------------------------------------------

SubmissionFiles list_submission_files(const fs::path& folder, const Manifest& manifest, const fs::path& root) {
  SubmissionFiles files;
  std::set<std::string> taken;
  for (const auto& file : manifest.sources) {
    const Usable usable = usable_file(folder / file);
    if (usable == Usable::yes) {
      files.sources.push_back(file);
      taken.insert(file);
      continue;
    }
    files.missing.push_back(file);
    if (usable != Usable::absent) files.not_taken.push_back(file + ": " + why_not(usable));
  }
  for (const auto& extra : manifest.extras) {
    for (const auto& file : extra.files) {
      if (taken.count(file) > 0) continue;
      const Usable usable = usable_file(folder / file);
      if (usable == Usable::yes) {
        files.extra_files.push_back(file);
        taken.insert(file);
      } else if (usable != Usable::absent) {
        files.not_taken.push_back(file + ": " + why_not(usable));
      }
    }
  }
  const std::set<std::string> course_headers = course_header_names(root, manifest.assignment);
  std::vector<std::string> headers;
  std::error_code error;
  for (fs::recursive_directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    const std::string name = it->path().filename().string();
    if (it->is_directory(error) && !it->is_symlink(error) &&
        (it.depth() >= 2 || name.empty() || name[0] == '.' || name == "build")) {
      it.disable_recursion_pending();  // no build output, no .git, at most two folders down
      continue;
    }
    if (!is_header_name(it->path())) continue;
    const std::string relative = it->path().lexically_relative(folder).generic_string();
    const Usable usable = usable_file(it->path());
    if (usable == Usable::absent) continue;
    if (usable != Usable::yes) {
      files.not_taken.push_back(relative + ": " + why_not(usable));
    } else if (course_headers.count(relative) > 0) {
      files.not_taken.push_back(relative + ": the course provides a header of this name; the course's is used");
    } else {
      headers.push_back(relative);
    }
  }
  std::sort(headers.begin(), headers.end());
  if (headers.size() > max_own_headers) {
    files.not_taken.push_back(std::to_string(headers.size() - max_own_headers) + " more header files: at most " +
                              std::to_string(max_own_headers) + " are taken");
    headers.resize(max_own_headers);
  }
  files.own_headers = std::move(headers);
  std::sort(files.not_taken.begin(), files.not_taken.end());
  return files;
}

void stage_submission(const SubmissionFiles& files, const fs::path& folder, const fs::path& staging,
                      const fs::path& template_folder) {
  remove_what_no_build_makes(staging.parent_path());
  fs::create_directories(staging);
  std::set<std::string> wanted;
  auto take = [&](const fs::path& from, const std::string& file) {
    write_if_changed(staging / file, read_file_bytes(from, ExitCode::submission_error));
    wanted.insert(file);
  };
  for (const auto& file : files.sources) take(folder / file, file);
  for (const auto& file : files.missing) take(template_folder / file, file);
  for (const auto& file : files.own_headers) take(folder / file, file);
  for (const auto& file : files.extra_files) take(folder / file, file);
  // Whatever an earlier grade of this folder staged and is gone now.
  std::vector<fs::path> stale;
  for (const auto& entry : fs::recursive_directory_iterator(staging)) {
    if (!entry.is_directory() && wanted.count(entry.path().lexically_relative(staging).generic_string()) == 0) {
      stale.push_back(entry.path());
    }
  }
  for (const auto& path : stale) fs::remove(path);
}

// --- the files read as text --------------------------------------------------

// The files of `folder` named in `files` as text (name -> text), those that are regular files and can be read.
std::map<std::string, std::string> texts_of(const fs::path& folder, const std::vector<std::string>& files) {
  std::map<std::string, std::string> texts;
  for (const auto& file : files) {
    try {
      if (fs::is_regular_file(folder / file)) texts[file] = read_file_bytes(folder / file, ExitCode::submission_error);
    } catch (const GraderError&) {
    }
  }
  return texts;
}

}  // namespace grader
