#include "cli/reencode_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>

#include "cli/command_line.h"
#include "cli/set_report.h"
#include "decoders/formats/registry.h"

namespace wolfsuite::cli {
namespace {

constexpr std::string_view kReencodeSchema = "wolfsuite-reencode/1";

// With OUT "-" standard output carries the level file, so the JSON documents go to stderr.
std::ostream& reencode_report_stream(const ReencodeOptions& options, Streams& streams) {
  return options.output == kStandardStream ? streams.err : streams.out;
}

int reencode_failure(const Error& error, const ReencodeOptions& options, Streams& streams) {
  Streams report{streams.in, reencode_report_stream(options, streams), streams.err};
  return report_failure(error, kReencodeSchema, options.json, report);
}

}  // namespace

CLI::App* add_reencode_command(CLI::App& parent, ReencodeOptions& options) {
  CLI::App* reencode = parent.add_subcommand(
      "reencode", "Decode one level file (BUILD, Quake, Mac) and write it again with our encoder");
  reencode->add_flag("--json", options.json,
                     "print JSON (schema wolfsuite-reencode/1); on stderr when OUT is -");
  reencode->add_flag("--require-identical", options.require_identical,
                     "exit 1 when the output differs from the input");
  reencode->add_option("IN", options.input, "the level file, or - for stdin")
      ->type_name("FILE")
      ->required();
  reencode->add_option("OUT", options.output, "where to write, or - for stdout")
      ->type_name("FILE")
      ->required();
  reencode->footer(examples_footer({
      "wolfsuite reencode maps/e1l1.map /tmp/e1l1.map && cmp maps/e1l1.map /tmp/e1l1.map",
      "wolfsuite reencode --require-identical q1_cube.bsp out.bsp",
  }));
  return reencode;
}

int run_reencode(const ReencodeOptions& options, Streams& streams) {
  Result<Bytes> in = read_input(options.input, streams.in);
  if (!in.ok()) return reencode_failure(in.error(), options, streams);
  const FormatInput input{options.input, "", {InputFile{options.input, std::move(in).value(), {}}}};
  const ByteSpan in_bytes = input.files.front().bytes;
  const Format* format = detect_file_format(input, ProbeVerdict::kUnsure);
  if (format == nullptr) {
    return reencode_failure(
        unplaced("E-FORMAT-UNKNOWN",
                 options.input + " is none of the formats wolfsuite re-encodes"),
        options, streams);
  }
  Result<std::vector<NamedFile>> reencoded = format->reencode(input);
  if (!reencoded.ok()) return reencode_failure(reencoded.error(), options, streams);
  const Bytes& out = reencoded->front().bytes;
  const Status written = write_output(options.output, out, streams.out);
  if (!written.ok()) return reencode_failure(written.error(), options, streams);
  const bool identical = std::equal(in_bytes.begin(), in_bytes.end(), out.begin(), out.end());
  if (options.json) {
    const Json report = {{"schema", kReencodeSchema},  {"input", options.input},
                         {"format", format->name()},   {"input_bytes", in_bytes.size()},
                         {"output_bytes", out.size()}, {"identical", identical}};
    reencode_report_stream(options, streams) << report.dump(2) << '\n';
  } else {
    streams.err << "wolfsuite: " << options.input << " (" << format->name() << "): " << out.size()
                << " bytes, " << (identical ? "identical to" : "DIFFERENT from") << " the input\n";
  }
  return options.require_identical && !identical ? kExitDataError : kExitOk;
}

}  // namespace wolfsuite::cli
