#pragma once
// The name of a parameterised test's instance, made from the name of its input. GoogleTest
// takes only [A-Za-z0-9_] there, so every other character becomes '_' ("q1_cube.bsp" ->
// "q1_cube_bsp"). Without a name generator GoogleTest names a struct parameter after its raw
// bytes, pointers included: hundreds of characters that differ between builds and runs.
#include <string>
#include <string_view>

namespace wolfsuite::testing {

inline std::string test_name(std::string_view input_name) {
  if (input_name.empty()) return "empty";
  std::string name(input_name);
  for (char& c : name) {
    const bool kept =
        (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    if (!kept) c = '_';
  }
  return name;
}

}  // namespace wolfsuite::testing
