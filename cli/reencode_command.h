#pragma once
// `wolfsuite reencode [--json] [--require-identical] IN OUT`: decodes one level file (found by
// content: decoders/formats/registry.h) and writes what our encoder makes of the decoded model to OUT
// ("-" for stdin / stdout). stderr says whether the output is byte-identical to the input; on
// every real file we have it is.
//   --json prints {"schema": "wolfsuite-reencode/1", "input", "format", "input_bytes",
//                  "output_bytes", "identical": bool}, and on failure
//                 {"schema": "wolfsuite-reencode/1", "ok": false, "errors": [error]}
//                 (cli/set_report.h report_failure); on stderr when OUT is "-", since stdout
//                 then carries the file.
// An input that is none of the formats is E-FORMAT-UNKNOWN.
// Exit 0 when OUT was written (and, with --require-identical, equals IN), 1 otherwise, 2 on
// usage errors.
#include <string>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct ReencodeOptions {
  bool json = false;
  bool require_identical = false;
  std::string input;
  std::string output;
};

CLI::App* add_reencode_command(CLI::App& parent, ReencodeOptions& options);
int run_reencode(const ReencodeOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
