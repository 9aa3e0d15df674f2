#pragma once
// `wolfsuite bench-gate`: the benchmark gate of CI (bench/README.md "Benchmark gate"). Reads
// Google Benchmark JSON reports, divides each benchmark's throughput by memcpy's and memset's on
// the same input in the same run (bench_gate_ratios.h) and holds the ratios to a baseline file
// (bench_gate_baseline.h), within a tolerance (bench_gate_verdict.h).
//
//   wolfsuite bench-gate --baseline bench/baseline.json RUN.json [RUN2.json ...]
//                        [--tolerance 0.30] [--allow-missing] [--json] [--write-baseline FILE]
//
// Several runs give each benchmark the median of its ratios. --write-baseline writes the runs'
// ratios as a new baseline (without --baseline it only writes and reports them). Exit 0 when
// every benchmark passes, 1 when one regressed, reported an error, was divided by other
// yardsticks than the baseline's, or is missing from the runs (unless --allow-missing); 2 for a
// usage error or a file that cannot be read or is not what it should be (E-BENCH-GATE-*).
#include <string>
#include <vector>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct BenchGateOptions {
  std::string baseline;
  std::vector<std::string> runs;
  double tolerance = 0.30;
  bool allow_missing = false;
  bool json = false;
  std::string write_baseline;
};

CLI::App* add_bench_gate_command(CLI::App& parent, BenchGateOptions& options);
int run_bench_gate(const BenchGateOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
