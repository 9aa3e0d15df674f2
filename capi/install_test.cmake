# ctest capi_install_consumers (cmake -P): installs the build into a scratch prefix, then builds
# examples/wolfsuite_example.c against the installed package the two ways a port would, and runs
# each on the synthetic set:
#   1. a CMake project of C alone with find_package(wolfsuite) linking wolfsuite::c (and a C++
#      one linking wolfsuite::compress)
#   2. the C compiler with `pkg-config --cflags --libs wolfsuite` (PKG_CONFIG_PATH at the prefix)
# Variables: BUILD_DIR SOURCE_DIR (capi/) SCRATCH_DIR SET_DIR GENERATOR C_COMPILER CXX_COMPILER.
cmake_minimum_required(VERSION 3.25)

function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "${what} failed (${code}):\n${out}")
  endif()
  message(STATUS "${what}: ok")
  set(last_output "${out}" PARENT_SCOPE)
endfunction()

set(prefix ${SCRATCH_DIR}/prefix)
file(REMOVE_RECURSE ${SCRATCH_DIR})
run("install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})

# 1. find_package: a project of C alone linking wolfsuite::c, and a C++ one that includes a C++
# header by its path in the tree and links wolfsuite::compress.
set(consumer ${SCRATCH_DIR}/consumer)
file(WRITE ${consumer}/c/CMakeLists.txt "
cmake_minimum_required(VERSION 3.25)
project(wolfsuite_c_consumer LANGUAGES C)
find_package(wolfsuite 0.1 REQUIRED)
add_executable(wolfsuite_example ${SOURCE_DIR}/examples/wolfsuite_example.c)
target_link_libraries(wolfsuite_example PRIVATE wolfsuite::c)
")
file(WRITE ${consumer}/cxx/CMakeLists.txt "
cmake_minimum_required(VERSION 3.25)
project(wolfsuite_cxx_consumer LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 20)
find_package(wolfsuite 0.1 REQUIRED)
add_executable(rlew_round_trip rlew_round_trip.cc)
target_link_libraries(rlew_round_trip PRIVATE wolfsuite::compress)
")
file(WRITE ${consumer}/cxx/rlew_round_trip.cc [[
#include "decoders/compress/rlew.h"

int main() {
  const wolfsuite::Bytes plain(64, 0x11);
  const auto packed = wolfsuite::rlew_compress(plain, wolfsuite::kDefaultRlewTag);
  if (!packed.ok()) return 1;
  const auto unpacked = wolfsuite::rlew_expand(*packed, plain.size(), wolfsuite::kDefaultRlewTag);
  return unpacked.ok() && *unpacked == plain ? 0 : 1;
}
]])
foreach(language c cxx)
  run("configure the ${language} find_package consumer" ${CMAKE_COMMAND} -S ${consumer}/${language}
      -B ${consumer}/${language}/build -G ${GENERATOR} -DCMAKE_PREFIX_PATH=${prefix}
      -DCMAKE_C_COMPILER=${C_COMPILER} -DCMAKE_CXX_COMPILER=${CXX_COMPILER})
  run("build the ${language} find_package consumer" ${CMAKE_COMMAND} --build ${consumer}/${language}/build)
endforeach()
run("run the C find_package consumer" ${consumer}/c/build/wolfsuite_example ${SET_DIR})
message(STATUS "${last_output}")
run("run the C++ find_package consumer" ${consumer}/cxx/build/rlew_round_trip)

# 2. pkg-config
file(GLOB_RECURSE pc_files ${prefix}/*/wolfsuite.pc)
list(GET pc_files 0 pc_file)
get_filename_component(pc_dir ${pc_file} DIRECTORY)
set(ENV{PKG_CONFIG_PATH} ${pc_dir})
run("pkg-config" pkg-config --cflags --libs wolfsuite)
string(STRIP "${last_output}" flags)
separate_arguments(flags UNIX_COMMAND "${flags}")
set(example ${SCRATCH_DIR}/wolfsuite_example_pkg_config)
run("compile with pkg-config's flags" ${C_COMPILER} ${SOURCE_DIR}/examples/wolfsuite_example.c
    ${flags} -o ${example})
run("run the pkg-config build" ${example} ${SET_DIR})
message(STATUS "${last_output}")
