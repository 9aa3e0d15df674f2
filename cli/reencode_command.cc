#include "cli/reencode_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>

#include "cli/command_line.h"
#include "cli/level_formats.h"

namespace wolfsuite::cli {

CLI::App* add_reencode_command(CLI::App& parent, ReencodeOptions& options) {
  CLI::App* reencode = parent.add_subcommand(
      "reencode", "Decode one level file (BUILD, Quake, Mac) and write it again with our encoder");
  reencode->add_flag("--json", options.json, "print JSON (schema wolfsuite-reencode/1)");
  reencode->add_flag("--require-identical", options.require_identical,
                     "exit 1 when the output differs from the input");
  reencode->add_option("IN", options.input, "the level file, or - for stdin")->required();
  reencode->add_option("OUT", options.output, "where to write, or - for stdout")->required();
  reencode->footer(examples_footer({
      "wolfsuite reencode maps/e1l1.map /tmp/e1l1.map && cmp maps/e1l1.map /tmp/e1l1.map",
      "wolfsuite reencode --require-identical q1_cube.bsp out.bsp",
  }));
  return reencode;
}

int run_reencode(const ReencodeOptions& options, Streams& streams) {
  const Result<Bytes> in = read_input(options.input, streams.in);
  if (!in.ok()) return report_error(in.error(), streams.err);
  const LevelFormat* format = detect_level_format(*in, ProbeVerdict::kUnsure);
  if (format == nullptr) {
    return report_error(malformed("E-FORMAT-UNKNOWN", 0,
                                  options.input + " is none of the formats wolfsuite re-encodes"),
                        streams.err);
  }
  const Result<Bytes> out = format->reencode(*in);
  if (!out.ok()) return report_error(out.error(), streams.err);
  const Status written = write_output(options.output, *out, streams.out);
  if (!written.ok()) return report_error(written.error(), streams.err);
  const bool identical = std::equal(in->begin(), in->end(), out->begin(), out->end());
  if (options.json) {
    const Json report = {{"schema", "wolfsuite-reencode/1"}, {"input", options.input},
                         {"format", format->name},           {"input_bytes", in->size()},
                         {"output_bytes", out->size()},      {"identical", identical}};
    (options.output == kStandardStream ? streams.err : streams.out) << report.dump(2) << '\n';
  } else {
    streams.err << "wolfsuite: " << options.input << " (" << format->name << "): " << out->size()
                << " bytes, " << (identical ? "identical to" : "DIFFERENT from") << " the input\n";
  }
  return options.require_identical && !identical ? kExitDataError : kExitOk;
}

}  // namespace wolfsuite::cli
