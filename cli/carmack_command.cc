#include "cli/carmack_command.h"

#include <CLI/CLI.hpp>

#include "cli/command_line.h"
#include "decoders/compress/carmack.h"

namespace wolfsuite::cli {

CLI::App* add_carmack_command(CLI::App& parent, CarmackOptions& options) {
  CLI::App* carmack =
      parent.add_subcommand("carmack", "Carmack-expand or -compress a GAMEMAPS-framed stream");
  carmack->footer(examples_footer({
      "wolfsuite carmack compress plane.rlew plane.carmack",
      "wolfsuite carmack expand plane.carmack plane.rlew",
      "wolfsuite carmack expand < plane.carmack | wolfsuite rlew expand > plane.bin",
  }));

  add_codec_modes(*carmack,
                  {
                      {"expand", CodecDirection::kExpand,
                       "Expand a framed Carmack stream (uint16 LE size, then words)",
                       "wolfsuite carmack expand plane.carmack plane.rlew"},
                      {"compress", CodecDirection::kCompress,
                       "Compress words (even size, at most 65534 bytes) to a framed Carmack stream",
                       "wolfsuite carmack compress plane.rlew plane.carmack"},
                  },
                  options.input, options.output, options.direction);
  return carmack;
}

int run_carmack(const CarmackOptions& options, Streams& streams) {
  return run_transform(options.input, options.output, streams,
                       [&options](ByteSpan in) -> Result<Bytes> {
                         if (options.direction == CodecDirection::kExpand) {
                           return carmack_expand_framed(in);
                         }
                         return carmack_compress_framed(in);
                       });
}

}  // namespace wolfsuite::cli
