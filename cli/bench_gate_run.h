#pragma once
// One Google Benchmark JSON report (`--benchmark_out=RUN.json --benchmark_out_format=json`) read
// into a throughput per benchmark, for `wolfsuite bench-gate` (bench/README.md "Benchmark gate").
//
// Which entries count, per benchmark (its `run_name`, or `name` in reports without one):
//   1. the `median` aggregate, when the run had repetitions;
//   2. else the `mean` aggregate (a report of aggregates only, without a median);
//   3. else the mean of its iteration entries.
// Its throughput is `bytes_per_second`, else `items_per_second`, else one run per `real_time`
// (converted from `time_unit` to seconds). A benchmark with any entry that reports
// `error_occurred` (codec_bench does when a fast expander's output differs from the literal one)
// keeps its error message instead of a throughput.
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"

namespace wolfsuite::cli {

struct BenchmarkThroughput {
  std::string name;  // "BM_RlewExpand/fast/gen_all_planes"
  double per_second = 0;
  std::string unit;   // "bytes/s", "items/s" or "runs/s"
  std::string error;  // the benchmark's error message; empty when it ran
};

struct BenchmarkRun {
  std::vector<BenchmarkThroughput> benchmarks;  // in the order the report first names them
  // Where it ran, as plain text from the report's context: the program, CPUs, load and date.
  std::string measured_on;
};

// E-BENCH-GATE-JSON when the text is not JSON; E-BENCH-GATE-REPORT when it is not a Google
// Benchmark report (no "benchmarks" array, an entry without a name, a time or rate that is not
// a positive number, an unknown time unit).
Result<BenchmarkRun> parse_benchmark_run(std::string_view json_text);

}  // namespace wolfsuite::cli
