#pragma once
// The gate's machine-neutral number: each benchmark's throughput divided by the throughput of
// memcpy and memset over the same input in the same run (bench/README.md "Benchmark gate").
// A faster or slower machine, or load from other processes, moves both alike; the ratio moves
// when the code does.
//
// Yardstick of a benchmark named ".../<input>" (the part after its last '/'):
//   - the geometric mean of BM_Memcpy/<input> and BM_Memset/<input> of the run (the same bytes
//     written in the same pieces, memory_bench.cc), or the one of them the run has. Either alone
//     moved more from run to run than their mean (bench/README.md "Benchmark gate");
//   - when the run has neither, the geometric mean of every BM_Memcpy/* and BM_Memset/* of the
//     run (level loads have no memcpy of their own: codec_bench writes none per map).
// The yardsticks themselves are not gated. A yardstick that reported an error is left out.
#include <string>
#include <string_view>
#include <vector>

#include "cli/bench_gate_run.h"
#include "decoders/core/error.h"

namespace wolfsuite::cli {

struct BenchmarkRatio {
  std::string name;
  double ratio = 0;  // the median over the runs of per_run
  std::vector<double> per_run;
  // What it was divided by: "BM_Memcpy/gen_all_planes BM_Memset/gen_all_planes", or
  // "all 14 BM_Memcpy/BM_Memset" for the fallback. A baseline keeps it, so a run filtered
  // differently is not compared with it by mistake.
  std::string yardstick;
  std::string error;  // the benchmark's error in any run; empty when it ran every time
};

// True for BM_Memcpy/* and BM_Memset/*.
bool is_yardstick(std::string_view name);

// Every benchmark of the run but the yardsticks, in report order. E-BENCH-GATE-NO-YARDSTICK when
// the run has benchmarks but no BM_Memcpy or BM_Memset that ran.
Result<std::vector<BenchmarkRatio>> ratios_of(const BenchmarkRun& run);

// Several runs of the same benchmarks into one ratio each, the median over the runs that hold
// it (the mean of the middle two for an even count), sorted by name: a run randomly interleaved
// reports its benchmarks in a different order each time.
// An error in any run is kept; yardsticks that differ between runs become "differs between
// runs: ...", which no baseline matches.
std::vector<BenchmarkRatio> combine_runs(const std::vector<std::vector<BenchmarkRatio>>& runs);

}  // namespace wolfsuite::cli
