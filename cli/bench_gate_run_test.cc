#include "cli/bench_gate_run.h"

#include <gtest/gtest.h>

#include "cli/bench_gate_baseline.h"

namespace wolfsuite::cli {
namespace {

// A Google Benchmark 1.7 report of a run without repetitions (codec_bench
// --benchmark_out_format=json), trimmed to two benchmarks.
constexpr const char* kSingleRun = R"json({
  "context": {
    "date": "2026-11-28T00:50:12+00:00",
    "host_name": "builder",
    "executable": "build/default/bench/codec_bench",
    "num_cpus": 2,
    "mhz_per_cpu": 2096,
    "cpu_scaling_enabled": false,
    "caches": [{"type": "Data", "level": 1, "size": 32768, "num_sharing": 1}],
    "load_avg": [4.5,3.25,2],
    "library_build_type": "debug",
    "wolfsuite_inputs": "gen: 6 planes, 5 chunks (generated)"
  },
  "benchmarks": [
    {
      "name": "BM_RlewExpand/fast/gen_all_planes",
      "family_index": 0,
      "per_family_instance_index": 0,
      "run_name": "BM_RlewExpand/fast/gen_all_planes",
      "run_type": "iteration",
      "repetitions": 1,
      "repetition_index": 0,
      "threads": 1,
      "iterations": 2345,
      "real_time": 1.2345e+04,
      "cpu_time": 1.2300e+04,
      "time_unit": "ns",
      "bytes_per_second": 3.9e+09
    },
    {
      "name": "BM_Memcpy/gen_all_planes",
      "family_index": 5,
      "per_family_instance_index": 0,
      "run_name": "BM_Memcpy/gen_all_planes",
      "run_type": "iteration",
      "repetitions": 1,
      "repetition_index": 0,
      "threads": 1,
      "iterations": 100000,
      "real_time": 1.0e+03,
      "cpu_time": 1.0e+03,
      "time_unit": "ns",
      "bytes_per_second": 4.9e+10
    }
  ]
})json";

// Three repetitions with --benchmark_report_aggregates_only=false: the iterations, then the
// mean, median, stddev and cv aggregates (cv in percent).
constexpr const char* kRepetitions = R"json({
  "context": {"executable": "codec_bench", "num_cpus": 2},
  "benchmarks": [
    {"name": "BM_Memset/x", "run_name": "BM_Memset/x", "run_type": "iteration",
     "repetitions": 3, "repetition_index": 0, "threads": 1, "iterations": 10,
     "real_time": 1.0, "cpu_time": 1.0, "time_unit": "us", "bytes_per_second": 1.0e+9},
    {"name": "BM_Memset/x", "run_name": "BM_Memset/x", "run_type": "iteration",
     "repetitions": 3, "repetition_index": 1, "threads": 1, "iterations": 10,
     "real_time": 1.0, "cpu_time": 1.0, "time_unit": "us", "bytes_per_second": 2.0e+9},
    {"name": "BM_Memset/x", "run_name": "BM_Memset/x", "run_type": "iteration",
     "repetitions": 3, "repetition_index": 2, "threads": 1, "iterations": 10,
     "real_time": 1.0, "cpu_time": 1.0, "time_unit": "us", "bytes_per_second": 6.0e+9},
    {"name": "BM_Memset/x_mean", "run_name": "BM_Memset/x", "run_type": "aggregate",
     "repetitions": 3, "threads": 1, "aggregate_name": "mean", "aggregate_unit": "time",
     "iterations": 3, "real_time": 1.0, "cpu_time": 1.0, "time_unit": "us",
     "bytes_per_second": 3.0e+9},
    {"name": "BM_Memset/x_median", "run_name": "BM_Memset/x", "run_type": "aggregate",
     "repetitions": 3, "threads": 1, "aggregate_name": "median", "aggregate_unit": "time",
     "iterations": 3, "real_time": 1.0, "cpu_time": 1.0, "time_unit": "us",
     "bytes_per_second": 2.0e+9},
    {"name": "BM_Memset/x_stddev", "run_name": "BM_Memset/x", "run_type": "aggregate",
     "repetitions": 3, "threads": 1, "aggregate_name": "stddev", "aggregate_unit": "time",
     "iterations": 3, "real_time": 0.0, "cpu_time": 0.0, "time_unit": "us",
     "bytes_per_second": 2.6e+9},
    {"name": "BM_Memset/x_cv", "run_name": "BM_Memset/x", "run_type": "aggregate",
     "repetitions": 3, "threads": 1, "aggregate_name": "cv", "aggregate_unit": "percentage",
     "iterations": 3, "real_time": 0.0, "cpu_time": 0.0, "time_unit": "us",
     "bytes_per_second": 0.88}
  ]
})json";

TEST(BenchGateRun, ASingleRunGivesEachBenchmarksBytesPerSecond) {
  const auto run = parse_benchmark_run(kSingleRun);
  ASSERT_TRUE(run.ok()) << run.error().to_string();
  ASSERT_EQ(run->benchmarks.size(), 2u);
  EXPECT_EQ(run->benchmarks[0].name, "BM_RlewExpand/fast/gen_all_planes");
  EXPECT_DOUBLE_EQ(run->benchmarks[0].per_second, 3.9e9);
  EXPECT_EQ(run->benchmarks[0].unit, "bytes/s");
  EXPECT_EQ(run->benchmarks[1].name, "BM_Memcpy/gen_all_planes");
  EXPECT_TRUE(run->benchmarks[1].error.empty());
}

TEST(BenchGateRun, MeasuredOnNamesTheProgramCpusLoadAndDateButNoFolder) {
  const auto run = parse_benchmark_run(kSingleRun);
  ASSERT_TRUE(run.ok());
  EXPECT_EQ(run->measured_on,
            "codec_bench on 2 CPUs at 2096 MHz, load average 4.50 3.25 2.00, "
            "2026-11-28T00:50:12+00:00");
}

TEST(BenchGateRun, RepetitionsAreReadFromTheMedianAggregate) {
  const auto run = parse_benchmark_run(kRepetitions);
  ASSERT_TRUE(run.ok()) << run.error().to_string();
  ASSERT_EQ(run->benchmarks.size(), 1u);
  EXPECT_DOUBLE_EQ(run->benchmarks[0].per_second, 2.0e9);
}

TEST(BenchGateRun, RepetitionsWithoutAggregatesGiveTheMeanOfTheIterations) {
  std::string text = kRepetitions;
  text.erase(text.find(",\n    {\"name\": \"BM_Memset/x_mean\""), std::string::npos);
  text += "]}";
  const auto run = parse_benchmark_run(text);
  ASSERT_TRUE(run.ok()) << run.error().to_string();
  EXPECT_DOUBLE_EQ(run->benchmarks[0].per_second, 3.0e9);
}

TEST(BenchGateRun, WithoutARateTheThroughputIsRunsPerSecondOfRealTime) {
  const auto run = parse_benchmark_run(R"({"benchmarks": [
      {"name": "BM_Sim/logic", "run_type": "iteration", "iterations": 5,
       "real_time": 250.0, "cpu_time": 240.0, "time_unit": "ms"}]})");
  ASSERT_TRUE(run.ok()) << run.error().to_string();
  EXPECT_DOUBLE_EQ(run->benchmarks[0].per_second, 4.0);
  EXPECT_EQ(run->benchmarks[0].unit, "runs/s");
  const auto items = parse_benchmark_run(R"({"benchmarks": [
      {"name": "BM_Raycast/fast", "real_time": 2.0, "time_unit": "us",
       "items_per_second": 5.0e5}]})");
  ASSERT_TRUE(items.ok());
  EXPECT_EQ(items->benchmarks[0].unit, "items/s");
  EXPECT_DOUBLE_EQ(items->benchmarks[0].per_second, 5.0e5);
}

TEST(BenchGateRun, ABenchmarkThatReportedAnErrorKeepsItsMessage) {
  const auto run = parse_benchmark_run(R"({"benchmarks": [
      {"name": "BM_CarmackExpand/fast/gen_all_planes",
       "run_name": "BM_CarmackExpand/fast/gen_all_planes", "run_type": "iteration",
       "repetitions": 1, "repetition_index": 0, "threads": 1, "iterations": 0,
       "real_time": 0.0, "cpu_time": 0.0, "time_unit": "ns", "error_occurred": true,
       "error_message": "output differs from the literal expander's at byte 12"}]})");
  ASSERT_TRUE(run.ok()) << run.error().to_string();
  EXPECT_EQ(run->benchmarks[0].error, "output differs from the literal expander's at byte 12");
}

TEST(BenchGateRun, TextThatIsNotJsonIsRejectedAtItsByte) {
  const auto run = parse_benchmark_run("{\"benchmarks\": [}");
  ASSERT_FALSE(run.ok());
  EXPECT_EQ(run.error().id, "E-BENCH-GATE-JSON");
  EXPECT_EQ(run.error().offset, 17u);
}

// A number past a double's range is nlohmann's out_of_range, not a parse_error: refused, not thrown.
TEST(BenchGateRun, ANumberPastADoublesRangeIsRejectedNotThrown) {
  EXPECT_EQ(parse_benchmark_run("{\"benchmarks\": [2e882]}").error().id, "E-BENCH-GATE-JSON");
  EXPECT_EQ(parse_bench_baseline("{\"format\": 1E1166}").error().id, "E-BENCH-GATE-JSON");
}

TEST(BenchGateRun, JsonThatIsNotABenchmarkReportIsRejected) {
  for (const char* text : {
           R"([1, 2])",
           R"({"context": {}})",
           R"({"benchmarks": [{"real_time": 1.0, "time_unit": "ns"}]})",
           R"({"benchmarks": [{"name": "A", "real_time": 1.0, "time_unit": "fortnights"}]})",
           R"({"benchmarks": [{"name": "A", "real_time": 0, "time_unit": "ns"}]})",
           R"({"benchmarks": [{"name": "A", "bytes_per_second": "fast"}]})",
           R"({"benchmarks": [{"name": "A_cv", "run_name": "A", "run_type": "aggregate",
               "aggregate_name": "cv", "real_time": 1.0, "time_unit": "ns"}]})",
       }) {
    const auto run = parse_benchmark_run(text);
    ASSERT_FALSE(run.ok()) << text;
    EXPECT_EQ(run.error().id, "E-BENCH-GATE-REPORT") << text;
  }
}

// value() of a field of another type throws nlohmann's type_error; each was an abort (exit 134).
TEST(BenchGateRun, AFieldOfTheWrongTypeIsRejectedNotThrown) {
  for (
      const char* text : {
          R"({"benchmarks": [{"name": "BM_Memcpy/a", "run_type": 5, "bytes_per_second": 1}]})",
          R"({"benchmarks": [{"name": "A", "aggregate_name": [], "bytes_per_second": 1}]})",
          R"({"benchmarks": [{"name": "A", "error_occurred": "yes"}]})",
          R"({"context": {"executable": 3}, "benchmarks": [{"name": "A", "bytes_per_second": 1}]})",
          R"({"context": 5, "benchmarks": [{"name": "A", "bytes_per_second": 1}]})",
      }) {
    const auto run = parse_benchmark_run(text);
    ASSERT_FALSE(run.ok()) << text;
    EXPECT_EQ(run.error().id, "E-BENCH-GATE-REPORT") << text;
  }
  const auto baseline = parse_bench_baseline(R"({"format": 1, "benchmarks": {}})");
  ASSERT_FALSE(baseline.ok());
  EXPECT_EQ(baseline.error().id, "E-BENCH-GATE-BASELINE");
  const auto measured_on = parse_bench_baseline(
      R"({"format": "wolfsuite-bench-baseline/1", "measured_on": 7, "benchmarks": {}})");
  ASSERT_FALSE(measured_on.ok());
  EXPECT_EQ(measured_on.error().id, "E-BENCH-GATE-BASELINE");
}

// get<long long>() of 1e300 is undefined behaviour: it printed -9223372036854775808 CPUs.
TEST(BenchGateRun, ACpuCountOrClockThatIsNotAWholeNumberIsRejected) {
  for (const char* context :
       {R"({"num_cpus": 1e300})", R"({"num_cpus": -1})", R"({"num_cpus": 2.5})",
        R"({"num_cpus": "2"})", R"({"num_cpus": 2, "mhz_per_cpu": 1e19})"}) {
    const std::string text = std::string(R"({"context": )") + context +
                             R"(, "benchmarks": [{"name": "A", "bytes_per_second": 1}]})";
    const auto run = parse_benchmark_run(text);
    ASSERT_FALSE(run.ok()) << text;
    EXPECT_EQ(run.error().id, "E-BENCH-GATE-REPORT") << text;
  }
  const auto whole = parse_benchmark_run(
      R"({"context": {"num_cpus": 2.0, "mhz_per_cpu": 2096},
          "benchmarks": [{"name": "A", "bytes_per_second": 1}]})");
  ASSERT_TRUE(whole.ok()) << whole.error().to_string();
  EXPECT_EQ(whole->measured_on, "a benchmark on 2 CPUs at 2096 MHz");
}

}  // namespace
}  // namespace wolfsuite::cli
