#include "cli/reencode_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>

#include "cli/command_line.h"
#include "cli/set_report.h"
#include "decoders/formats/registry.h"

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
  Result<Bytes> in = read_input(options.input, streams.in);
  if (!in.ok()) return report_error(in.error(), streams.err);
  const FormatInput input{options.input, "", {InputFile{options.input, std::move(in).value(), {}}}};
  const ByteSpan in_bytes = input.files.front().bytes;
  const Format* format = detect_file_format(input, ProbeVerdict::kUnsure);
  if (format == nullptr) {
    return report_error(malformed("E-FORMAT-UNKNOWN", 0,
                                  options.input + " is none of the formats wolfsuite re-encodes"),
                        streams.err);
  }
  Result<std::vector<NamedFile>> reencoded = format->reencode(input);
  if (!reencoded.ok()) return report_error(reencoded.error(), streams.err);
  const Bytes& out = reencoded->front().bytes;
  const Status written = write_output(options.output, out, streams.out);
  if (!written.ok()) return report_error(written.error(), streams.err);
  const bool identical = std::equal(in_bytes.begin(), in_bytes.end(), out.begin(), out.end());
  if (options.json) {
    const Json report = {{"schema", "wolfsuite-reencode/1"}, {"input", options.input},
                         {"format", format->name()},         {"input_bytes", in_bytes.size()},
                         {"output_bytes", out.size()},       {"identical", identical}};
    (options.output == kStandardStream ? streams.err : streams.out) << report.dump(2) << '\n';
  } else {
    streams.err << "wolfsuite: " << options.input << " (" << format->name() << "): " << out.size()
                << " bytes, " << (identical ? "identical to" : "DIFFERENT from") << " the input\n";
  }
  return options.require_identical && !identical ? kExitDataError : kExitOk;
}

}  // namespace wolfsuite::cli
