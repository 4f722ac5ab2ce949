// The harness program: `harness REQUEST.json RESPONSE.json`. Runs one
// operation of the student's code on one case's inputs and writes the
// outputs, or the exception it caught (with "repeat", runs it that many
// times and writes each run's time too). It is linked with the student's files
// and runs in the grader's sandbox; it never sees expected values.
#include <cxxabi.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <typeinfo>

#include "grader/harness/adapter.hpp"
#include "grader/harness/not_implemented.hpp"
#include "grader/protocol.hpp"

namespace {

// No limit is set here: a student's constructor(100), .preinit_array entry
// or ifunc resolver runs before any code of this file. The process limit is
// set by whoever starts the harness, before exec (grader/core: runner.cpp,
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

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: " << argv[0] << " REQUEST.json RESPONSE.json\n"
              << "Runs one operation of a submission for the grader. Students: use ./grade instead.\n";
    return 2;
  }
  grader::HarnessRequest request;
  try {
    std::ifstream in(argv[1], std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    request = grader::request_from_json(nlohmann::json::parse(text.str()));
  } catch (const std::exception& error) {
    return write_response(argv[2], error_response("bad_request", std::string("unreadable request: ") + error.what()));
  }
  const auto& operations = grader::harness::adapter_operations();
  auto operation = operations.find(request.op);
  if (operation == operations.end()) {
    return write_response(argv[2], error_response("unknown_op", "the adapter has no operation \"" + request.op + "\""));
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
    response = error_response(demangled(typeid(error).name()), error.what());
  } catch (...) {
    response = error_response("unknown exception", "something that is not a std::exception was thrown");
  }
  std::fflush(stdout);
  return write_response(argv[2], response);
}
