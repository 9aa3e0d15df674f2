#pragma once
// `wolfsuite gate`: a port's adapter run over exported vectors (docs/ADAPTERS.md), each
// vector's outcome judged, reports written.
//
//   wolfsuite gate --vectors VECTORS --adapter 'CMD ARGS' [--jobs N] [--timeout SECONDS]
//                  [--require CAP,...] [--only CAP,...] [--json FILE] [--junit FILE]
//                  [--html FILE] [--keep DIR]
//
// Progress on stderr (each vector that does not pass as it ends), the summary on stdout. The gate
// fails closed: whatever would make it judge nothing, or lose its reports, stops it before the
// first vector runs. A relative first word of the adapter command that names a file ("./my-port")
// is made absolute first, since each vector runs in a scratch folder of its own.
// Exit status
//   0  no vector failed
//   1  one did (crash, timeout, bad response, error, wrong output, a required capability
//      unsupported); or the manifest cannot be read (E-GATE-MANIFEST-*); or, before any vector
//      runs, a report's folder or --keep's parent is missing (E-IO-NO-FOLDER) or a report path is
//      a folder (E-IO-WRITE); or the adapter cannot be started: the first vector to finish ended
//      with the shell's exit status 126 or 127, and the run stopped (E-GATE-ADAPTER-NOT-STARTED,
//      gate/gate_run.h)
//   2  usage: besides CLI11's, a name in --only or --require that is no capability (of the gate
//      or of the vectors), or a run that chooses no vector (an empty manifest, --only of
//      capabilities the vectors hold no vector of)
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
