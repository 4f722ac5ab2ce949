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
#include <dlfcn.h>
#include <execinfo.h>
#include <fcntl.h>
#include <ucontext.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <typeinfo>
#include <vector>

#include "grader/harness/adapter.hpp"
#include "grader/harness/not_implemented.hpp"
#include "grader/harness/rewrite_selector.hpp"
#include "grader/protocol/protocol.hpp"

namespace {

// The rewrite of the course's error model the current request runs (rewrite_selector.hpp).
int current_rewrite = 0;

}  // namespace

int grader::harness::selected_rewrite() noexcept { return current_rewrite; }

namespace {

// Where the student's code was when it threw or crashed: the return
// addresses of the stack, as offsets into this program's own file, which the
// grader maps to file:line with the program's debug information
// (grader/execution: source_lines.hpp). Only frames in the program itself are
// kept (not libstdc++'s or libc's): the student's files are linked into it.
constexpr int max_frames = 48;
struct Frames {
  std::array<void*, max_frames> at{};
  int count = 0;
};
thread_local Frames last_throw;

// The program's own load address, found once before main's first case.
std::uintptr_t program_base = 0;
std::uintptr_t program_end = 0;

void find_program_bounds() {
  Dl_info info{};
  if (::dladdr(reinterpret_cast<void*>(&find_program_bounds), &info) == 0) return;
  program_base = reinterpret_cast<std::uintptr_t>(info.dli_fbase);
  // Anything between the base and this far past it is ours: a harness is far smaller.
  program_end = program_base + (std::uintptr_t{1} << 32);
}

// Offsets of the frames in this program; each a return address moved back one
// byte into its call instruction (the faulting address of a crash lies in
// its own instruction either way).
std::vector<std::uint64_t> program_offsets(const Frames& frames) {
  std::vector<std::uint64_t> offsets;
  for (int i = 0; i < frames.count; ++i) {
    const auto address = reinterpret_cast<std::uintptr_t>(frames.at[static_cast<std::size_t>(i)]);
    if (address > program_base && address < program_end) offsets.push_back(address - program_base - 1);
  }
  return offsets;
}

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

// An exception the student's code threw, with where it was thrown.
grader::HarnessResponse thrown_response(const std::string& kind, const std::string& message) {
  grader::HarnessResponse response = error_response(kind, message);
  response.frames = program_offsets(last_throw);
  return response;
}

// A crash (SIGSEGV, SIGFPE, SIGBUS, SIGILL, abort): the frames go to the file
// "frames" of the working folder, written with async-signal-safe calls only,
// and the signal then ends the program as it would have (the grader reports
// the signal). An overflowed stack is handled on a stack of its own.
Frames crash_frames;
std::array<char, std::size_t{64} << 10U> crash_stack{};

void write_frames_file(const Frames& frames, int faulting) {
  const int fd = ::open("frames", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd < 0) return;
  for (int i = 0; i < frames.count; ++i) {
    const auto address = reinterpret_cast<std::uintptr_t>(frames.at[static_cast<std::size_t>(i)]);
    if (address <= program_base || address >= program_end) continue;
    std::uintptr_t offset = address - program_base - (i == faulting ? std::uintptr_t{0} : std::uintptr_t{1});
    std::array<char, 20> text{};
    std::size_t at = text.size();
    text[--at] = '\n';
    do {
      text[--at] = "0123456789abcdef"[offset & 15U];
      offset >>= 4U;
    } while (offset != 0 && at > 0);
    (void)!::write(fd, text.data() + at, text.size() - at);
  }
  ::close(fd);
}

// The faulting instruction's own address (not a return address, which every
// other frame is), from the signal's context; 0 where unknown.
std::uintptr_t faulting_address(const void* context) {
  const auto* machine = &static_cast<const ucontext_t*>(context)->uc_mcontext;
#if defined(__x86_64__)
  return static_cast<std::uintptr_t>(machine->gregs[REG_RIP]);
#elif defined(__aarch64__)
  return static_cast<std::uintptr_t>(machine->pc);
#else
  (void)machine;
  return 0;
#endif
}

void on_crash(int signal_number, siginfo_t* /*info*/, void* context) {
  crash_frames.count = ::backtrace(crash_frames.at.data(), max_frames);
  // Every frame but the faulting instruction's is a return address, moved
  // back one byte into its call: the faulting one keeps its own line.
  const std::uintptr_t faulted = faulting_address(context);
  int faulting = -1;
  for (int i = 0; i < crash_frames.count && faulted != 0 && faulting < 0; ++i) {
    if (reinterpret_cast<std::uintptr_t>(crash_frames.at[static_cast<std::size_t>(i)]) == faulted) faulting = i;
  }
  write_frames_file(crash_frames, faulting);
  ::signal(signal_number, SIG_DFL);
  ::raise(signal_number);
}

void catch_crashes() {
  find_program_bounds();
  // backtrace() loads libgcc_s on its first call: done here, not in a signal handler.
  Frames warm_up;
  warm_up.count = ::backtrace(warm_up.at.data(), max_frames);
  stack_t alternate{};
  alternate.ss_sp = crash_stack.data();
  alternate.ss_size = crash_stack.size();
  ::sigaltstack(&alternate, nullptr);
  struct sigaction action {};
  action.sa_sigaction = on_crash;
  action.sa_flags = SA_ONSTACK | SA_SIGINFO;
  ::sigemptyset(&action.sa_mask);
  for (const int signal_number : {SIGSEGV, SIGFPE, SIGBUS, SIGILL, SIGABRT})
    ::sigaction(signal_number, &action, nullptr);
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
    return error_response(grader::harness_error::bad_request, std::string("unreadable request: ") + error.what());
  }
  const auto& operations = grader::harness::adapter_operations();
  auto operation = operations.find(request.op);
  if (operation == operations.end()) {
    return error_response(grader::harness_error::unknown_op, "the adapter has no operation \"" + request.op + "\"");
  }
  grader::HarnessResponse response;
  current_rewrite = request.rewrite;
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
          error_response(grader::harness_error::output_too_large,
                         "your code returned " + std::to_string(values) + " values; at most " +
                             std::to_string(grader::harness::max_output_values) + " are accepted (is a shape wrong?)");
    }
  } catch (const grader::NotImplemented& error) {
    response = error_response(grader::harness_error::not_implemented, error.what());
  } catch (const grader::harness::OutputTooLarge& error) {
    response = error_response(grader::harness_error::output_too_large, error.what());
  } catch (const grader::harness::BadRequest& error) {
    response = error_response(grader::harness_error::bad_request, error.what());
  } catch (const std::invalid_argument& error) {
    response = thrown_response(grader::invalid_argument_kind, error.what());
  } catch (const std::exception& error) {
    // A type of the submission's own that bears the name of one of the
    // harness's kinds (bad_request, not_implemented, ...) is told apart.
    std::string kind = demangled(typeid(error).name());
    if (grader::is_harness_error_kind(kind) || kind == grader::invalid_argument_kind) {
      kind += " (a type of the submission's own)";
    }
    response = thrown_response(kind, error.what());
  } catch (...) {
    response = thrown_response("unknown exception", "something that is not a std::exception was thrown");
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

// Every exception thrown in the program passes here (the student's code and
// libstdc++'s own throws call __cxa_throw; this program's definition comes
// first): the stack is recorded, then the C++ runtime's own __cxa_throw throws.
namespace __cxxabiv1 {
extern "C" void __cxa_throw(void* thrown, std::type_info* type, void (*destroy)(void*)) {
  using Throw = void (*)(void*, std::type_info*, void (*)(void*));
  static const auto real = reinterpret_cast<Throw>(::dlsym(RTLD_NEXT, "__cxa_throw"));
  last_throw.count = ::backtrace(last_throw.at.data(), max_frames);
  real(thrown, type, destroy);
  std::abort();  // the real one never returns
}
}  // namespace __cxxabiv1

int main(int argc, char** argv) {
  catch_crashes();
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
