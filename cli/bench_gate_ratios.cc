#include "cli/bench_gate_ratios.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace wolfsuite::cli {
namespace {

constexpr std::string_view kYardstickFamilies[] = {"BM_Memcpy/", "BM_Memset/"};

std::string_view input_of(std::string_view name) { return name.substr(name.find_last_of('/') + 1); }

double geometric_mean(const std::vector<double>& values) {
  double log_sum = 0;
  for (const double value : values) log_sum += std::log(value);
  return std::exp(log_sum / static_cast<double>(values.size()));
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t middle = values.size() / 2;
  return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

struct Yardstick {
  double per_second = 0;
  std::string label;
};

}  // namespace

bool is_yardstick(std::string_view name) {
  return std::any_of(std::begin(kYardstickFamilies), std::end(kYardstickFamilies),
                     [name](std::string_view family) { return name.starts_with(family); });
}

Result<std::vector<BenchmarkRatio>> ratios_of(const BenchmarkRun& run) {
  std::map<std::string, double, std::less<>> yardsticks;
  std::vector<double> every_yardstick;
  for (const BenchmarkThroughput& benchmark : run.benchmarks) {
    if (!is_yardstick(benchmark.name) || !benchmark.error.empty()) continue;
    yardsticks[benchmark.name] = benchmark.per_second;
    every_yardstick.push_back(benchmark.per_second);
  }
  const auto yardstick_of = [&](std::string_view name) {
    std::vector<double> own;
    std::string label;
    for (const std::string_view family : kYardstickFamilies) {
      const std::string yardstick = std::string(family) + std::string(input_of(name));
      const auto found = yardsticks.find(yardstick);
      if (found == yardsticks.end()) continue;
      own.push_back(found->second);
      label += (label.empty() ? "" : " ") + yardstick;
    }
    if (own.empty()) {
      return Yardstick{geometric_mean(every_yardstick),
                       "all " + std::to_string(every_yardstick.size()) + " BM_Memcpy/BM_Memset"};
    }
    return Yardstick{geometric_mean(own), label};
  };

  std::vector<BenchmarkRatio> ratios;
  for (const BenchmarkThroughput& benchmark : run.benchmarks) {
    if (is_yardstick(benchmark.name)) continue;
    if (every_yardstick.empty()) {
      return unplaced("E-BENCH-GATE-NO-YARDSTICK",
                       "the run has no BM_Memcpy or BM_Memset that ran, so " + benchmark.name +
                           " has nothing to be divided by (include them in the filter)");
    }
    BenchmarkRatio ratio{benchmark.name, 0, {}, "", benchmark.error};
    if (benchmark.error.empty()) {
      const Yardstick yardstick = yardstick_of(benchmark.name);
      ratio.ratio = benchmark.per_second / yardstick.per_second;
      ratio.per_run = {ratio.ratio};
      ratio.yardstick = yardstick.label;
    }
    ratios.push_back(std::move(ratio));
  }
  return ratios;
}

std::vector<BenchmarkRatio> combine_runs(const std::vector<std::vector<BenchmarkRatio>>& runs) {
  std::map<std::string, BenchmarkRatio> by_name;
  for (const std::vector<BenchmarkRatio>& run : runs) {
    for (const BenchmarkRatio& ratio : run) {
      BenchmarkRatio& into =
          by_name.try_emplace(ratio.name, BenchmarkRatio{ratio.name, 0, {}, ratio.yardstick, ""})
              .first->second;
      if (!ratio.error.empty()) {
        if (into.error.empty()) into.error = ratio.error;
        continue;
      }
      if (into.yardstick.empty()) into.yardstick = ratio.yardstick;
      if (ratio.yardstick != into.yardstick && !into.yardstick.starts_with("differs")) {
        into.yardstick = "differs between runs: " + into.yardstick + "; " + ratio.yardstick;
      }
      into.per_run.insert(into.per_run.end(), ratio.per_run.begin(), ratio.per_run.end());
    }
  }
  std::vector<BenchmarkRatio> combined;
  for (auto& [name, ratio] : by_name) {
    if (ratio.error.empty()) ratio.ratio = median(ratio.per_run);
    combined.push_back(std::move(ratio));
  }
  return combined;
}

}  // namespace wolfsuite::cli
