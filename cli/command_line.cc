#include "cli/command_line.h"

#include <CLI/CLI.hpp>

namespace wolfsuite::cli {

void add_input_output(CLI::App& command, std::string& input, std::string& output) {
  command.add_option("IN", input, "input file; - or absent: standard input")->type_name("FILE");
  command
      .add_option("OUT", output,
                  "output file, written whole or not at all; absent: standard output unless it is "
                  "a terminal; -: standard output")
      ->type_name("FILE");
}

std::vector<CLI::App*> add_codec_modes(CLI::App& codec, std::initializer_list<CodecMode> modes,
                                       std::string& input, std::string& output,
                                       CodecDirection& direction) {
  std::vector<CLI::App*> commands;
  for (const CodecMode& mode : modes) {
    CLI::App* command = codec.add_subcommand(mode.name, mode.description);
    add_input_output(*command, input, output);
    command->footer(examples_footer({mode.example}));
    command->callback([&direction, chosen = mode.direction] { direction = chosen; });
    commands.push_back(command);
  }
  return commands;
}

std::string examples_footer(std::initializer_list<std::string_view> examples) {
  std::string footer = "Examples:";
  for (const std::string_view example : examples) {
    footer += "\n  ";
    footer += example;
  }
  return footer;
}

void add_data_folders(CLI::App& command, std::vector<std::string>& folders) {
  command
      .add_option("DIR", folders,
                  "folder with data sets or level files (or one per subfolder), or one level file "
                  "(BUILD MAP or GRP, Quake BSP or PAK, Mac resource fork)")
      ->type_name("DIR|FILE")
      ->required();
}

}  // namespace wolfsuite::cli
