#include "cli/command_line.h"

#include <CLI/CLI.hpp>

namespace wolfsuite::cli {

void add_input_output(CLI::App& command, std::string& input, std::string& output) {
  command.add_option("IN", input, "input file; - or absent: standard input")->type_name("FILE");
  command
      .add_option("OUT", output, "output file, written atomically; - or absent: standard output")
      ->type_name("FILE");
}

std::string examples_footer(std::initializer_list<std::string_view> examples) {
  std::string footer = "Examples:";
  for (const std::string_view example : examples) {
    footer += "\n  ";
    footer += example;
  }
  return footer;
}

}  // namespace wolfsuite::cli
