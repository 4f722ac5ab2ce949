# Warnings and sanitizers as INTERFACE targets: a target opts in by linking
# them, so third-party code and student code can be treated differently.
add_library(project_warnings INTERFACE)
add_library(grader::warnings ALIAS project_warnings)
target_compile_options(project_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
  -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
  $<$<BOOL:${GRADER_WARNINGS_AS_ERRORS}>:-Werror>)

# Student code gets the everyday warnings only: -Wconversion noise on
# size_t/float arithmetic would bury the messages that matter to a student.
add_library(student_warnings INTERFACE)
add_library(grader::student_warnings ALIAS student_warnings)
target_compile_options(student_warnings INTERFACE -Wall -Wextra)

# Student files are compiled at -Og: on xtensor code it compiles about a
# sixth faster than -O1 and a third faster than -O3 (an edit regrades
# sooner, a class is graded sooner), while the harness runs as fast as at
# -O1 on the graded cases. -O0 saves almost nothing: xtensor's templates
# then generate far more code.
set(GRADER_STUDENT_OPTIMIZATION "-Og" CACHE STRING "Optimisation flag for student files and their PCH")
add_library(student_options INTERFACE)
add_library(grader::student_options ALIAS student_options)
target_compile_options(student_options INTERFACE ${GRADER_STUDENT_OPTIMIZATION})
# Where a student's code threw or crashed is told by file and line: the
# harness records the stack (grader/harness/src/harness_main.cpp) and the
# grader maps it with the line tables of -g1 (no variables: a small cost).
# DWARF 4: binutils 2.40's addr2line misreads GCC 12's DWARF 5 file table
# for functions from headers.
target_compile_options(student_options INTERFACE -g1 -gdwarf-4)
target_link_libraries(student_options INTERFACE harness_side)

# grader::harness_side: every object of a harness that sees xtensor (the
# student's files, their precompiled header, the provided code, the harness
# main and the precompiled dot) is compiled alike, without NDEBUG: xtensor
# then names both shapes in a broadcast error ("LHS shape = (2, 3, 2, ) ...")
# instead of "compile in DEBUG for more info". NDEBUG changes nothing else
# in the xtensor code a student runs (its assertions are XTENSOR_ASSERT, off
# either way), and one setting for all keeps each inline function the same
# in every object.
add_library(harness_side INTERFACE)
add_library(grader::harness_side ALIAS harness_side)
target_compile_options(harness_side INTERFACE -UNDEBUG)
# GCC collects its own garbage as soon as its heap passes a few hundred MiB;
# a student file peaks near 350 MiB, so a 1 GiB threshold means no
# collection at all: a tenth less compile time, the same peak memory.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  target_compile_options(student_options INTERFACE --param=ggc-min-expand=100 --param=ggc-min-heapsize=1048576)
  # GCC's limits on one constant evaluation and on nested templates, lower
  # than its own (2^25 operations, 2^18 iterations of a loop, 512 nested
  # calls, 900 nested instantiations): one static_assert at GCC's limit
  # takes about 10 s to evaluate, at these about 2 s. The course's code, the
  # five solutions and xtensor compile far below them. A compile that hits
  # one fails with an error the grader names (describe_evaluation_limit in
  # grader/building/src/build.cpp); the whole build of a submission has its
  # own budget besides (limits.compile_seconds).
  target_compile_options(student_options INTERFACE
    -fconstexpr-ops-limit=8388608 -fconstexpr-loop-limit=65536 -fconstexpr-depth=256 -ftemplate-depth=512)
endif()

# grader::options: sanitizers for the grader, the provided code and the
# solution. Student files are not instrumented (their crashes must look like
# crashes, not sanitizer reports), but a harness links the runtime because
# the provided code in it is instrumented: grader::sanitizer_runtime.
add_library(project_options INTERFACE)
add_library(grader::options ALIAS project_options)
add_library(sanitizer_runtime INTERFACE)
add_library(grader::sanitizer_runtime ALIAS sanitizer_runtime)
if(GRADER_ENABLE_SANITIZERS)
  target_compile_options(project_options INTERFACE
    -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  target_link_options(project_options INTERFACE -fsanitize=address,undefined)
  target_link_options(sanitizer_runtime INTERFACE -fsanitize=address,undefined)
  # AddressSanitizer reserves terabytes of address space: the runner must not
  # cap it, and must leave SIGSEGV to the kernel (see grader/execution/src/runner.cpp).
  target_compile_definitions(project_options INTERFACE GRADER_SANITIZED=1)
endif()
if(GRADER_BUILD_FUZZERS)
  # Coverage for libFuzzer in everything grader::options reaches.
  target_compile_options(project_options INTERFACE -fsanitize=fuzzer-no-link)
endif()
