#pragma once
// `wolfsuite trace-diff EXPECTED ACTUAL`: where two demo traces (reference/sim/trace.h) part:
// the first line that differs, every field that differs there with both values, and those
// fields on the lines around it. What a port runs when its demo playback loses sync.
//
//   wolfsuite trace-diff EXPECTED.jsonl ACTUAL.jsonl [--context N] [--json]
//
// Either file may be "-" (stdin). Exit 0 when the traces agree, 1 when they diverge (or a file
// cannot be read or is not JSON lines: E-TRACE-JSON), 2 for a usage error.
#include <string>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct TraceDiffOptions {
  std::string expected;
  std::string actual;
  int context = 2;
  bool json = false;
};

CLI::App* add_trace_diff_command(CLI::App& parent, TraceDiffOptions& options);
int run_trace_diff(const TraceDiffOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
