#pragma once
// `wolfsuite rlew expand|compress [--tag 0xABCD] [IN [OUT]]`: RLEW with the GAMEMAPS framing
// (decoders/compress/rlew.h): a uint16 LE expanded byte count, then the RLEW words.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "cli/io.h"
#include "decoders/compress/rlew.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct RlewOptions {
  CodecDirection direction = CodecDirection::kExpand;
  std::uint16_t tag = kDefaultRlewTag;
  std::string input{kStandardStream};
  std::string output;  // empty: standard output unless a terminal (write_binary_output)
};

// Registers `rlew` and its `expand` / `compress` subcommands under `parent`; parsing fills
// `options`. Returns the `rlew` subcommand (parsed() says whether it was chosen).
CLI::App* add_rlew_command(CLI::App& parent, RlewOptions& options);
int run_rlew(const RlewOptions& options, Streams& streams);

// The --tag syntax: "0x" / "0X" and hex digits, or decimal digits; nullopt unless the value is
// in 0..0xFFFF. Leading zeros stay decimal ("010" is 10), unlike C's base-0 parsing.
std::optional<std::uint16_t> parse_rlew_tag(std::string_view text);

}  // namespace wolfsuite::cli
