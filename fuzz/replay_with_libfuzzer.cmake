# ctest's replay_<target> in the fuzz build: runs every corpus file (every file of every folder
# corpus/*/, not the metadata JSON) through a libFuzzer binary, which runs the files it is given
# once each and exits. The folders are listed when the test runs, so a new one needs no reconfigure.
#   cmake -DFUZZER=<binary> -DCORPUS_ROOT=<corpus folder> -P replay_with_libfuzzer.cmake
file(GLOB inputs LIST_DIRECTORIES false "${CORPUS_ROOT}/*/*")
list(FILTER inputs EXCLUDE REGEX "\\.json$")
list(SORT inputs)
list(LENGTH inputs count)
if(count EQUAL 0)
  message(FATAL_ERROR "no inputs in the folders of ${CORPUS_ROOT}")
endif()
execute_process(COMMAND "${FUZZER}" ${inputs} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${FUZZER} failed (${status}) on an input in the folders of ${CORPUS_ROOT}")
endif()
message(STATUS "${count} inputs ran")
