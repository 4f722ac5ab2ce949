# The header-only libraries at the exact versions the course grades with
# (third_party/VERSIONS: Debian 12's packages, refreshed by
# scripts/update-third-party), under the target names their own CMake
# packages export. A machine's own xtensor (0.23 on Ubuntu 22.04, 0.25 on
# Debian 13, none on Debian 11) is never used: each behaves differently, and
# a student's local grade must be the course's grade.
set(GRADER_PINNED_INCLUDE_DIR ${PROJECT_SOURCE_DIR}/third_party/include)
if(NOT EXISTS ${GRADER_PINNED_INCLUDE_DIR}/xtensor/xtensor.hpp)
  message(FATAL_ERROR "${GRADER_PINNED_INCLUDE_DIR} lacks xtensor: the checkout is incomplete "
                      "(scripts/update-third-party writes it)")
endif()

function(grader_pinned_library name)
  add_library(${name} INTERFACE IMPORTED GLOBAL)
  # SYSTEM (IMPORTED targets' include folders are): no warnings from library code,
  # and searched before /usr/include, so a system copy is never picked up.
  set_target_properties(${name} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${GRADER_PINNED_INCLUDE_DIR}
                                           INTERFACE_COMPILE_FEATURES cxx_std_14)
endfunction()

grader_pinned_library(xtl)
grader_pinned_library(xsimd)
grader_pinned_library(xtensor)
grader_pinned_library(xtensor-blas)
grader_pinned_library(nlohmann_json::nlohmann_json)
grader_pinned_library(CLI11::CLI11)
# utfcpp's own package points at include/utf8cpp (sources say #include <utf8.h>).
grader_pinned_library(utf8cpp)
set_target_properties(utf8cpp PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${GRADER_PINNED_INCLUDE_DIR}/utf8cpp)
add_library(utf8::cpp ALIAS utf8cpp)
set_target_properties(xtensor xsimd PROPERTIES INTERFACE_LINK_LIBRARIES xtl)
set_target_properties(xtensor-blas PROPERTIES INTERFACE_LINK_LIBRARIES xtensor)

# "xtensor 0.24.3-1, xtensor-blas 0.20.0-2, xsimd 8.1.0-7", for the reports.
file(STRINGS ${PROJECT_SOURCE_DIR}/third_party/VERSIONS pinned_lines REGEX "^lib(xtensor|xtensor-blas|xsimd)-dev ")
set(GRADER_PINNED_LIBRARIES "")
foreach(line IN LISTS pinned_lines)
  string(REGEX REPLACE "^lib([^ ]+)-dev ([^ ]+) .*" "\\1 \\2" line "${line}")
  list(APPEND GRADER_PINNED_LIBRARIES "${line}")
endforeach()
string(REPLACE ";" ", " GRADER_PINNED_LIBRARIES "${GRADER_PINNED_LIBRARIES}")
