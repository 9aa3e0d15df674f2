#pragma once
// `wolfsuite gate`: a port's adapter run over exported vectors (docs/ADAPTERS.md), each
// vector's outcome judged, reports written.
//
//   wolfsuite gate --vectors VECTORS --adapter 'CMD ARGS' [--jobs N] [--timeout SECONDS]
//                  [--require CAP,...] [--only CAP,...] [--sets SET,...] [--tags TAG,...]
//                  [--not-tags TAG,...] [--id ID ...] [--failed-only REPORT.json]
//                  [--json FILE] [--junit FILE] [--html FILE] [--keep DIR]
//                  [--expectations FILE] [--strict] [--write-expectations FILE] [--no-batch]
//
// Progress on stderr (each vector that does not pass as it ends), the summary on stdout. The gate
// fails closed: whatever would make it judge nothing, or lose its reports, stops it before the
// first vector runs. A relative first word of the adapter command that names a file ("./my-port")
// is made absolute first, since each vector runs in a scratch folder of its own. With
// --expectations, a result whose outcome an entry expects fails nothing, a pass an entry expected
// to fail is reported (and fails with --strict), and an entry that matches no vector of the
// manifest is a warning (gate/apply_expectations.h); --write-expectations writes today's failures
// as such a file. An adapter that announces batch mode answers many vectors from one process per
// job (gate/adapter_session.h); --no-batch makes no offer, so every vector has a process of its own.
// Exit status
//   0  no vector failed, but as --expectations expects
//   1  one did (crash, timeout, bad response, error, wrong output, a required capability
//      unsupported; with --strict, an unexpected pass); or the manifest cannot be read
//      (E-GATE-MANIFEST-*); or, before any vector runs, a report's folder or --keep's parent is
//      missing (E-IO-NO-FOLDER) or a report path is a folder (E-IO-WRITE); or the adapter cannot
//      be started: the first vector to finish ended with the shell's exit status 126 or 127, and
//      the run stopped (E-GATE-ADAPTER-NOT-STARTED, gate/gate_run.h)
//   2  usage: besides CLI11's, a name in --only or --require that is no capability (of the gate
//      or of the vectors), a name in --sets that is no set of the vectors, a --failed-only report
//      that cannot be read (E-GATE-REPORT-*), an --expectations file that cannot be read
//      (E-GATE-EXPECTATIONS-*, gate/expectations.h), or a run that chooses no vector (an empty
//      manifest, a selection no vector meets)
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
  std::vector<std::string> sets;
  std::vector<std::string> tags;
  std::vector<std::string> not_tags;
  std::vector<std::string> ids;
  std::string failed_only;  // a JSON report of an earlier run
  std::string json;
  std::string junit;
  std::string html;
  std::string keep;
  std::string expectations;        // an expectation file (gate/expectations.h)
  bool strict = false;             // an unexpected pass fails
  std::string write_expectations;  // today's failures written here as one
  bool no_batch = false;           // one process per vector, batch mode not offered
};

CLI::App* add_gate_command(CLI::App& parent, GateOptions& options);
int run_gate(const GateOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
