#include "cli/rlew_command.h"

#include <CLI/CLI.hpp>
#include <charconv>

#include "cli/command_line.h"

namespace wolfsuite::cli {

std::optional<std::uint16_t> parse_rlew_tag(std::string_view text) {
  int base = 10;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    text.remove_prefix(2);
    base = 16;
  }
  if (text.empty()) return std::nullopt;
  unsigned long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, base);
  if (error != std::errc() || end != text.data() + text.size() || value > 0xFFFF) {
    return std::nullopt;
  }
  return static_cast<std::uint16_t>(value);
}

CLI::App* add_rlew_command(CLI::App& parent, RlewOptions& options) {
  CLI::App* rlew =
      parent.add_subcommand("rlew", "RLEW-expand or -compress a GAMEMAPS-framed stream");
  rlew->footer(examples_footer({
      "wolfsuite rlew compress --tag 0xABCD plane.bin plane.rlew",
      "wolfsuite rlew expand plane.rlew plane.bin",
      "wolfsuite rlew expand --tag 43981 < plane.rlew > plane.bin",
  }));

  // --tag is read as text and rewritten to decimal, so CLI11's own integer parsing (which takes
  // "010" as octal) never sees the user's spelling.
  const CLI::Validator tag_syntax(
      [](std::string& text) -> std::string {
        const std::optional<std::uint16_t> tag = parse_rlew_tag(text);
        if (!tag) return "not a 16-bit tag (0x0000..0xFFFF or 0..65535): " + text;
        text = std::to_string(*tag);
        return {};
      },
      "TAG");

  const std::vector<CLI::App*> modes = add_codec_modes(
      *rlew,
      {
          {"expand", CodecDirection::kExpand,
           "Expand a framed RLEW stream (uint16 LE size, then words)",
           "wolfsuite rlew expand --tag 0xABCD plane.rlew plane.bin"},
          {"compress", CodecDirection::kCompress,
           "Compress words (even size, at most 65534 bytes) to a framed RLEW stream",
           "wolfsuite rlew compress plane.bin plane.rlew"},
      },
      options.input, options.output, options.direction);
  for (CLI::App* command : modes) {
    command
        ->add_option("--tag", options.tag, "RLEW tag word, hex (0x..) or decimal; default 0xABCD")
        ->transform(tag_syntax);
  }
  return rlew;
}

int run_rlew(const RlewOptions& options, Streams& streams) {
  return run_transform(options.input, options.output, streams,
                       [&options](ByteSpan in) -> Result<Bytes> {
                         if (options.direction == CodecDirection::kExpand) {
                           return rlew_expand_framed(in, options.tag);
                         }
                         return rlew_compress_framed(in, options.tag);
                       });
}

}  // namespace wolfsuite::cli
