#pragma once
// The benchmark gate's baseline file (bench/baseline.json): per benchmark the ratio to its
// yardstick (bench_gate_ratios.h) measured on a known machine, which later runs are held to.
//
//   {
//     "format": "wolfsuite-bench-baseline/1",
//     "measured_on": "codec_bench on 2 CPUs at 2096 MHz, load average ..., <date>",
//     "benchmarks": {
//       "BM_RlewExpand/fast/gen_all_planes": {
//         "ratio": 0.1712,
//         "yardstick": "BM_Memcpy/gen_all_planes BM_Memset/gen_all_planes"
//       }, ...
//     }
//   }
//
// "measured_on" is plain text for people; nothing reads it back.
#include <string>
#include <string_view>
#include <vector>

#include "cli/bench_gate_ratios.h"
#include "decoders/core/error.h"

namespace wolfsuite::cli {

inline constexpr std::string_view kBenchBaselineFormat = "wolfsuite-bench-baseline/1";

struct BaselineEntry {
  std::string name;
  double ratio = 0;
  std::string yardstick;
};

struct BenchBaseline {
  std::string measured_on;
  std::vector<BaselineEntry> benchmarks;  // in file order
};

// E-BENCH-GATE-JSON when the text is not JSON; E-BENCH-GATE-BASELINE when it is not the format
// above (another "format", a ratio that is not a positive number, a missing yardstick).
Result<BenchBaseline> parse_bench_baseline(std::string_view json_text);

// The baseline of measured ratios; benchmarks that reported an error are left out. Ratios are
// kept to four significant digits, far below the run-to-run spread.
BenchBaseline baseline_from(const std::vector<BenchmarkRatio>& ratios, std::string measured_on);

// The file's text, two-space indented, ending in a newline.
std::string bench_baseline_json(const BenchBaseline& baseline);

}  // namespace wolfsuite::cli
