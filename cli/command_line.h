#pragma once
// CLI11 pieces every subcommand shares. Headers of the subcommands only forward-declare
// CLI::App, so CLI11 is compiled where the command line is built, not in every user.
#include <initializer_list>
#include <string>
#include <string_view>

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

// The optional positionals IN and OUT; both stay "-" (stdin / stdout) when not given.
void add_input_output(CLI::App& command, std::string& input, std::string& output);

// A help footer: "Examples:" and one indented line per example.
std::string examples_footer(std::initializer_list<std::string_view> examples);

}  // namespace wolfsuite::cli
