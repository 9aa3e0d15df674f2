#include "cli/bench_gate_verdict.h"

#include <gtest/gtest.h>

#include "cli/bench_gate_baseline.h"

namespace wolfsuite::cli {
namespace {

constexpr const char* kYardstick = "BM_Memcpy/a";

BenchBaseline baseline_of(std::vector<BaselineEntry> entries) {
  return BenchBaseline{"test machine", std::move(entries)};
}

BenchmarkRatio measured(std::string name, double ratio) {
  return {std::move(name), ratio, {ratio}, kYardstick, ""};
}

GateRow only_row(const GateReport& report) {
  EXPECT_EQ(report.rows.size(), 1u);
  return report.rows.empty() ? GateRow{} : report.rows.front();
}

TEST(BenchGateVerdict, ARatioJustAtTheToleranceBelowTheBaselinePasses) {
  // 0.5 x (1 - 0.25) = 0.375 exactly in binary, so the boundary itself is tested.
  const BenchBaseline baseline = baseline_of({{"A", 0.5, kYardstick}});
  const GateReport at = judge_benchmarks(baseline, {measured("A", 0.375)}, {0.25, false});
  EXPECT_EQ(only_row(at).verdict, GateVerdict::kOk);
  EXPECT_TRUE(at.passed);
  const GateReport below = judge_benchmarks(baseline, {measured("A", 0.3749)}, {0.25, false});
  EXPECT_EQ(only_row(below).verdict, GateVerdict::kRegressed);
  EXPECT_TRUE(only_row(below).fails);
  EXPECT_FALSE(below.passed);
}

TEST(BenchGateVerdict, ARatioAboveTheToleranceIsAnImprovementThatPasses) {
  const BenchBaseline baseline = baseline_of({{"A", 0.5, kYardstick}});
  const GateReport at = judge_benchmarks(baseline, {measured("A", 0.625)}, {0.25, false});
  EXPECT_EQ(only_row(at).verdict, GateVerdict::kOk);
  const GateReport above = judge_benchmarks(baseline, {measured("A", 0.6251)}, {0.25, false});
  EXPECT_EQ(only_row(above).verdict, GateVerdict::kImproved);
  EXPECT_TRUE(above.passed);
  EXPECT_EQ(above.count(GateVerdict::kImproved), 1);
}

TEST(BenchGateVerdict, ABenchmarkMissingFromTheRunFailsUnlessAllowed) {
  const BenchBaseline baseline = baseline_of({{"A", 0.5, kYardstick}, {"B", 0.1, kYardstick}});
  const GateReport strict = judge_benchmarks(baseline, {measured("A", 0.5)}, {0.3, false});
  EXPECT_FALSE(strict.passed);
  EXPECT_EQ(strict.rows[1].verdict, GateVerdict::kMissing);
  EXPECT_FALSE(strict.rows[1].ratio.has_value());
  const GateReport allowed = judge_benchmarks(baseline, {measured("A", 0.5)}, {0.3, true});
  EXPECT_TRUE(allowed.passed);
  EXPECT_EQ(allowed.count(GateVerdict::kMissing), 1);
}

TEST(BenchGateVerdict, ABenchmarkMissingFromTheBaselineIsListedAsNewAndPasses) {
  const GateReport report = judge_benchmarks(baseline_of({{"A", 0.5, kYardstick}}),
                                             {measured("A", 0.5), measured("C", 2)}, {0.3, false});
  ASSERT_EQ(report.rows.size(), 2u);
  EXPECT_EQ(report.rows[1].name, "C");
  EXPECT_EQ(report.rows[1].verdict, GateVerdict::kNew);
  EXPECT_FALSE(report.rows[1].baseline.has_value());
  EXPECT_TRUE(report.passed);
}

TEST(BenchGateVerdict, ABenchmarkErrorFailsEvenWhenItIsNew) {
  BenchmarkRatio broken = measured("A", 0);
  broken.error = "output differs";
  const GateReport known =
      judge_benchmarks(baseline_of({{"A", 0.5, kYardstick}}), {broken}, {0.3, false});
  EXPECT_EQ(only_row(known).verdict, GateVerdict::kError);
  EXPECT_EQ(only_row(known).detail, "output differs");
  EXPECT_FALSE(known.passed);
  const GateReport fresh = judge_benchmarks(baseline_of({}), {broken}, {0.3, false});
  EXPECT_EQ(only_row(fresh).verdict, GateVerdict::kError);
  EXPECT_FALSE(fresh.passed);
}

TEST(BenchGateVerdict, ARatioOverOtherYardsticksThanTheBaselinesFails) {
  BenchmarkRatio other = measured("A", 0.5);
  other.yardstick = "all 4 BM_Memcpy/BM_Memset";
  const GateReport report =
      judge_benchmarks(baseline_of({{"A", 0.5, kYardstick}}), {other}, {0.3, false});
  EXPECT_EQ(only_row(report).verdict, GateVerdict::kYardstickChanged);
  EXPECT_NE(only_row(report).detail.find(kYardstick), std::string::npos);
  EXPECT_FALSE(report.passed);
}

TEST(BenchGateBaseline, WrittenBaselineReadsBackWithFourSignificantDigits) {
  BenchmarkRatio broken = measured("B", 0);
  broken.error = "broken";
  const BenchBaseline written =
      baseline_from({measured("A", 0.123456789), broken}, "codec_bench on 2 CPUs");
  const auto read = parse_bench_baseline(bench_baseline_json(written));
  ASSERT_TRUE(read.ok()) << read.error().to_string();
  EXPECT_EQ(read->measured_on, "codec_bench on 2 CPUs");
  ASSERT_EQ(read->benchmarks.size(), 1u);
  EXPECT_EQ(read->benchmarks[0].name, "A");
  EXPECT_DOUBLE_EQ(read->benchmarks[0].ratio, 0.1235);
  EXPECT_EQ(read->benchmarks[0].yardstick, kYardstick);
}

TEST(BenchGateBaseline, MalformedBaselinesAreRejectedWithTheirIds) {
  EXPECT_EQ(parse_bench_baseline("{\"format\": ").error().id, "E-BENCH-GATE-JSON");
  EXPECT_EQ(parse_bench_baseline(R"({"format": "other/1", "benchmarks": {}})").error().id,
            "E-BENCH-GATE-BASELINE");
  EXPECT_EQ(parse_bench_baseline(R"({"format": "wolfsuite-bench-baseline/1"})").error().id,
            "E-BENCH-GATE-BASELINE");
  const auto negative = parse_bench_baseline(
      R"({"format": "wolfsuite-bench-baseline/1",
          "benchmarks": {"A": {"ratio": -1, "yardstick": "BM_Memcpy/a"}}})");
  ASSERT_FALSE(negative.ok());
  EXPECT_EQ(negative.error().id, "E-BENCH-GATE-BASELINE");
  EXPECT_NE(negative.error().message.find("A:"), std::string::npos) << negative.error().message;
  EXPECT_FALSE(parse_bench_baseline(R"({"format": "wolfsuite-bench-baseline/1",
                                        "benchmarks": {"A": {"ratio": 0.5}}})")
                   .ok());
}

}  // namespace
}  // namespace wolfsuite::cli
