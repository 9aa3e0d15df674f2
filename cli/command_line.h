#pragma once
// CLI11 pieces every subcommand shares. Headers of the subcommands only forward-declare
// CLI::App, so CLI11 is compiled where the command line is built, not in every user.
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

// The optional positionals IN and OUT. IN stays "-" (stdin) when not given; OUT stays empty, which
// write_binary_output takes for stdout unless that is a terminal.
void add_input_output(CLI::App& command, std::string& input, std::string& output);

// One `expand` or `compress` subcommand of a word codec command.
struct CodecMode {
  const char* name;
  CodecDirection direction;
  const char* description;
  const char* example;
};

// Adds one subcommand per mode under `codec`, each with IN and OUT; choosing one sets
// `direction`. Returns the subcommands in the order of `modes`, for codec-specific options.
std::vector<CLI::App*> add_codec_modes(CLI::App& codec, std::initializer_list<CodecMode> modes,
                                       std::string& input, std::string& output,
                                       CodecDirection& direction);

// The required positionals DIR|FILE ... of the set subcommands (info, check).
void add_data_folders(CLI::App& command, std::vector<std::string>& folders);

// A help footer: "Examples:" and one indented line per example.
std::string examples_footer(std::initializer_list<std::string_view> examples);

}  // namespace wolfsuite::cli
