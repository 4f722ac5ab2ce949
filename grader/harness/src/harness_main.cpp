// The harness program. `harness REQUEST.json RESPONSE.json` runs one
// operation of the student's code on one case's inputs and writes the
// outputs, or the exception it caught (with "repeat", runs it that many
// times and writes each run's time too). `harness --cases N` runs the cases
// request-0.json ... of its working folder in turn (the cases of one task),
// each case's printing going to its own files. Either way it first makes
// the file "ready" there (the start-up handshake). It is linked with the
// student's files and runs in the grader's sandbox; it never sees expected
// values.
#include <cxxabi.h>
#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <typeinfo>

#include "grader/harness/adapter.hpp"
#include "grader/harness/not_implemented.hpp"
#include "grader/protocol/protocol.hpp"

namespace {

// No limit is set here: a student's constructor(100), .preinit_array entry
// or ifunc resolver runs before any code of this file. The process limit is
// set by whoever starts the harness, before exec (grader/execution: runner.cpp,
// sandbox.cpp).

std::string demangled(const char* name) {
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> result(abi::__cxa_demangle(name, nullptr, nullptr, &status), std::free);
  return status == 0 && result ? result.get() : name;
}

int write_response(const char* path, const grader::HarnessResponse& response) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  // A message is the student's bytes: invalid UTF-8 becomes U+FFFD here
  // (dump() would throw type_error 316, and the harness would die of
  // SIGABRT); the grader makes the rest safe (safe_text.hpp).
  out << grader::response_to_json(response).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  out.close();
  return out ? 0 : 3;
}

grader::HarnessResponse error_response(const std::string& kind, const std::string& message) {
  grader::HarnessResponse response;
  response.error_kind = kind;
  response.error_message = message;
  return response;
}

// What the student's code answers to the request in `path`.
grader::HarnessResponse answer(const char* path) {
  grader::HarnessRequest request;
  try {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    request = grader::request_from_json(nlohmann::json::parse(text.str()));
  } catch (const std::exception& error) {
    return error_response("bad_request", std::string("unreadable request: ") + error.what());
  }
  const auto& operations = grader::harness::adapter_operations();
  auto operation = operations.find(request.op);
  if (operation == operations.end()) {
    return error_response("unknown_op", "the adapter has no operation \"" + request.op + "\"");
  }
  grader::HarnessResponse response;
  try {
    // Timed runs (a leaderboard) are the same call again; every run's outputs
    // are the ones of the last.
    for (std::size_t run = 0; run < request.repeat; ++run) {
      const auto started = std::chrono::steady_clock::now();
      response.outputs = operation->second(request.params, request.inputs);
      const std::chrono::duration<double> took = std::chrono::steady_clock::now() - started;
      if (request.repeat > 1) response.seconds.push_back(took.count());
    }
    response.ok = true;
    std::size_t values = 0;
    for (const auto& output : response.outputs) values += output.second.size();
    if (values > grader::harness::max_output_values) {
      response =
          error_response("output_too_large", "your code returned " + std::to_string(values) + " values; at most " +
                                                 std::to_string(grader::harness::max_output_values) +
                                                 " are accepted (is a shape wrong?)");
    }
  } catch (const grader::NotImplemented& error) {
    response = error_response("not_implemented", error.what());
  } catch (const grader::harness::OutputTooLarge& error) {
    response = error_response("output_too_large", error.what());
  } catch (const grader::harness::BadRequest& error) {
    response = error_response("bad_request", error.what());
  } catch (const std::invalid_argument& error) {
    response = error_response("invalid_argument", error.what());
  } catch (const std::exception& error) {
    // A type of the submission's own that bears the name of one of the
    // harness's kinds (bad_request, not_implemented, ...) is told apart.
    std::string kind = demangled(typeid(error).name());
    static const std::set<std::string> reserved = {"bad_request", "unknown_op", "not_implemented", "output_too_large",
                                                   "invalid_argument"};
    if (reserved.count(kind) > 0) kind += " (a type of the submission's own)";
    response = error_response(kind, error.what());
  } catch (...) {
    response = error_response("unknown exception", "something that is not a std::exception was thrown");
  }
  return response;
}

// Sends descriptor `fd` (1 or 2) to a new file `path`.
bool redirect(int fd, const std::string& path) {
  const int file = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (file < 0) return false;
  if (file == fd) return ::fcntl(fd, F_SETFD, 0) == 0;  // the student's code had closed it
  const bool moved = ::dup2(file, fd) == fd;
  ::close(file);
  return moved;
}

// What a case printed is kept up to here: the grader shows its first lines,
// and a flood in one case must not fill the disk with every case's.
constexpr off_t kept_output_bytes = off_t{64} << 10;

void flush_printing() {
  std::cout.flush();
  std::cerr.flush();
  std::fflush(nullptr);
  for (const int fd : {1, 2}) {
    const off_t size = ::lseek(fd, 0, SEEK_END);
    if (size > kept_output_bytes) (void)!::ftruncate(fd, kept_output_bytes);
  }
}

// `--cases N`: case K reads request-K.json, prints to output-K.txt and
// errors-K.txt, and its response-K.json appears (renamed into place) only
// when complete, so the grader knows which cases finished if one ends the
// process. Output printed before the first case (static initialisers) stays
// on the process's own stdout and stderr.
int run_cases(const char* count_text) {
  char* end = nullptr;
  const unsigned long count = std::strtoul(count_text, &end, 10);
  if (end == count_text || *end != '\0' || count == 0) {
    std::cerr << "harness: --cases takes a positive number, not \"" << count_text << "\"\n";
    return 2;
  }
  const int saved_stdout = ::fcntl(1, F_DUPFD_CLOEXEC, 3);
  const int saved_stderr = ::fcntl(2, F_DUPFD_CLOEXEC, 3);
  for (unsigned long k = 0; k < count; ++k) {
    const std::string number = std::to_string(k);
    flush_printing();
    if (!redirect(1, "output-" + number + ".txt") || !redirect(2, "errors-" + number + ".txt")) return 3;
    const grader::HarnessResponse response = answer(("request-" + number + ".json").c_str());
    flush_printing();
    const std::string path = "response-" + number + ".json";
    if (write_response((path + ".part").c_str(), response) != 0 ||
        std::rename((path + ".part").c_str(), path.c_str()) != 0) {
      return 3;
    }
  }
  // What static destructors print goes where it went before the first case.
  if (saved_stdout >= 0) ::dup2(saved_stdout, 1);
  if (saved_stderr >= 0) ::dup2(saved_stderr, 2);
  return 0;
}

// The start-up handshake (grader/execution: runner.hpp, RunWatch): an empty file
// "ready" in the working folder, made once main() runs, so after every
// static initialiser (the student's too). The grader gives the program a
// few seconds to get here, and its timeout counts from here.
void say_ready() {
  const int fd = ::open("ready", O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd >= 0) ::close(fd);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3) say_ready();
  if (argc == 3 && std::string(argv[1]) == "--cases") return run_cases(argv[2]);
  if (argc != 3) {
    std::cerr << "usage: " << argv[0] << " REQUEST.json RESPONSE.json\n"
              << "       " << argv[0] << " --cases N   (request-0.json ... in the working folder)\n"
              << "Runs operations of a submission for the grader. Students: use ./grade instead.\n";
    return 2;
  }
  const grader::HarnessResponse response = answer(argv[1]);
  std::fflush(stdout);
  return write_response(argv[2], response);
}
