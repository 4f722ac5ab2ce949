# An in-source build would scatter CMake files among the sources students and
# instructors edit, and a later `git add .` would commit them.
get_filename_component(_source_dir "${CMAKE_SOURCE_DIR}" REALPATH)
get_filename_component(_binary_dir "${CMAKE_BINARY_DIR}" REALPATH)
if(_source_dir STREQUAL _binary_dir)
  message(FATAL_ERROR
    "In-source builds are not allowed. Use a build folder, for example:\n"
    "  cmake --preset dev        (or: cmake -S . -B build/dev)\n"
    "and remove the CMakeCache.txt and CMakeFiles/ that this attempt created.")
endif()
