#pragma once
// `wolfsuite gate`: a port's adapter run over exported vectors (docs/ADAPTERS.md), each
// vector's outcome judged, reports written.
//
//   wolfsuite gate --vectors VECTORS --adapter 'CMD ARGS' [--jobs N] [--timeout SECONDS]
//                  [--require CAP,...] [--only CAP,...] [--json FILE] [--junit FILE]
//                  [--html FILE] [--keep DIR]
//
// Progress on stderr (each vector that does not pass as it ends), the summary on stdout. Exit 0
// when no vector failed, 1 when one did (crash, timeout, bad response, error, wrong output, a
// required capability unsupported) or the manifest cannot be read (E-GATE-MANIFEST-*), 2 usage.
#include <string>
#include <vector>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct GateOptions {
  std::string vectors;
  std::string adapter;
  unsigned jobs = 0;  // 0: one per processor
  double timeout_seconds = 10;
  std::vector<std::string> required;
  std::vector<std::string> only;
  std::string json;
  std::string junit;
  std::string html;
  std::string keep;
};

CLI::App* add_gate_command(CLI::App& parent, GateOptions& options);
int run_gate(const GateOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
