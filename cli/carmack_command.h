#pragma once
// `wolfsuite carmack expand|compress [IN [OUT]]`: Carmack compression with the GAMEMAPS framing
// (decoders/compress/carmack.h): a uint16 LE expanded byte count, then the stream.
#include <string>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct CarmackOptions {
  CodecDirection direction = CodecDirection::kExpand;
  std::string input{kStandardStream};
  std::string output;  // empty: standard output unless a terminal (write_binary_output)
};

// Registers `carmack` and its `expand` / `compress` subcommands under `parent`.
CLI::App* add_carmack_command(CLI::App& parent, CarmackOptions& options);
int run_carmack(const CarmackOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
