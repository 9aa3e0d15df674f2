#include "cli/bench_gate_ratios.h"

#include <gtest/gtest.h>

#include <cmath>

namespace wolfsuite::cli {
namespace {

BenchmarkThroughput ran(std::string name, double per_second) {
  return {std::move(name), per_second, "bytes/s", ""};
}

const BenchmarkRatio& named(const std::vector<BenchmarkRatio>& ratios, const std::string& name) {
  for (const BenchmarkRatio& ratio : ratios) {
    if (ratio.name == name) return ratio;
  }
  ADD_FAILURE() << name << " has no ratio";
  return ratios.front();
}

TEST(BenchGateRatios, MemcpyAndMemsetAreTheYardsticksNotGated) {
  EXPECT_TRUE(is_yardstick("BM_Memcpy/gen_all_planes"));
  EXPECT_TRUE(is_yardstick("BM_Memset/wl1_chunk3"));
  EXPECT_FALSE(is_yardstick("BM_RlewExpand/fast/gen_all_planes"));
  EXPECT_FALSE(is_yardstick("BM_Raycast/memset/320x200"));
}

TEST(BenchGateRatios, ABenchmarkIsDividedByTheGeometricMeanOfItsInputsMemcpyAndMemset) {
  const BenchmarkRun run{{ran("BM_Memcpy/a", 100), ran("BM_Memset/a", 400),
                          ran("BM_RlewExpand/fast/a", 50), ran("BM_Memcpy/b", 1000)},
                         ""};
  const auto ratios = ratios_of(run);
  ASSERT_TRUE(ratios.ok()) << ratios.error().to_string();
  ASSERT_EQ(ratios->size(), 1u);
  EXPECT_NEAR(ratios->front().ratio, 50.0 / 200.0, 1e-12);
  EXPECT_EQ(ratios->front().yardstick, "BM_Memcpy/a BM_Memset/a");
}

TEST(BenchGateRatios, OneYardstickOfTheInputIsEnough) {
  const BenchmarkRun run{{ran("BM_Memset/a", 400), ran("BM_CarmackExpand/literal/a", 40)}, ""};
  const auto ratios = ratios_of(run);
  ASSERT_TRUE(ratios.ok());
  EXPECT_DOUBLE_EQ(ratios->front().ratio, 0.1);
  EXPECT_EQ(ratios->front().yardstick, "BM_Memset/a");
}

TEST(BenchGateRatios, WithoutItsOwnInputsYardstickEveryYardstickOfTheRunIsUsed) {
  const BenchmarkRun run{
      {ran("BM_Memcpy/a", 100), ran("BM_Memset/b", 400), ran("BM_LevelLoad/fast/wl1_all_maps", 20)},
      ""};
  const auto ratios = ratios_of(run);
  ASSERT_TRUE(ratios.ok());
  EXPECT_DOUBLE_EQ(ratios->front().ratio, 0.1);
  EXPECT_EQ(ratios->front().yardstick, "all 2 BM_Memcpy/BM_Memset");
}

TEST(BenchGateRatios, AYardstickThatFailedIsNotDividedBy) {
  BenchmarkThroughput failed = ran("BM_Memcpy/a", 0);
  failed.error = "broken";
  const BenchmarkRun run{{failed, ran("BM_Memset/a", 100), ran("BM_RlewExpand/fast/a", 50)}, ""};
  const auto ratios = ratios_of(run);
  ASSERT_TRUE(ratios.ok());
  EXPECT_DOUBLE_EQ(ratios->front().ratio, 0.5);
  EXPECT_EQ(ratios->front().yardstick, "BM_Memset/a");
}

TEST(BenchGateRatios, ABenchmarkErrorIsKeptWithoutARatio) {
  BenchmarkThroughput failed = ran("BM_RlewExpand/fast/a", 0);
  failed.error = "output differs from the literal expander's at byte 3";
  const auto ratios = ratios_of(BenchmarkRun{{ran("BM_Memcpy/a", 100), failed}, ""});
  ASSERT_TRUE(ratios.ok());
  EXPECT_EQ(ratios->front().error, failed.error);
  EXPECT_TRUE(ratios->front().per_run.empty());
}

TEST(BenchGateRatios, ARunWithoutYardsticksIsRejected) {
  const auto ratios = ratios_of(BenchmarkRun{{ran("BM_RlewExpand/fast/a", 50)}, ""});
  ASSERT_FALSE(ratios.ok());
  EXPECT_EQ(ratios.error().id, "E-BENCH-GATE-NO-YARDSTICK");
}

TEST(BenchGateRatios, SeveralRunsGiveTheMedianOfEachBenchmark) {
  const auto run = [](double first, double second) {
    return std::vector<BenchmarkRatio>{{"A", first, {first}, "BM_Memcpy/a", ""},
                                       {"B", second, {second}, "BM_Memcpy/b", ""}};
  };
  const std::vector<BenchmarkRatio> combined =
      combine_runs({run(0.3, 2.0), run(0.1, 4.0), run(0.2, 1.0)});
  ASSERT_EQ(combined.size(), 2u);
  EXPECT_DOUBLE_EQ(named(combined, "A").ratio, 0.2);
  EXPECT_DOUBLE_EQ(named(combined, "B").ratio, 2.0);
  EXPECT_EQ(named(combined, "B").per_run, (std::vector<double>{2.0, 4.0, 1.0}));
  EXPECT_DOUBLE_EQ(combine_runs({run(0.1, 1), run(0.4, 1)}).front().ratio, 0.25);
}

TEST(BenchGateRatios, AnErrorInAnyRunIsKeptAndDifferentYardsticksMatchNoBaseline) {
  const std::vector<BenchmarkRatio> first = {{"A", 0.2, {0.2}, "BM_Memcpy/a", ""},
                                             {"B", 1.0, {1.0}, "BM_Memcpy/b", ""}};
  const std::vector<BenchmarkRatio> second = {{"A", 0, {}, "", "broken"},
                                              {"B", 1.0, {1.0}, "all 3 BM_Memcpy/BM_Memset", ""}};
  const std::vector<BenchmarkRatio> combined = combine_runs({first, second});
  EXPECT_EQ(named(combined, "A").error, "broken");
  EXPECT_TRUE(named(combined, "B").yardstick.starts_with("differs between runs"))
      << named(combined, "B").yardstick;
}

}  // namespace
}  // namespace wolfsuite::cli
