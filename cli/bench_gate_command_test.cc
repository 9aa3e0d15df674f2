#include "cli/bench_gate_command.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/cli_test_support.h"

namespace wolfsuite::cli {
namespace {

using testing::read_bytes;
using testing::run_command;
using testing::ScratchFolder;

// A report of one codec benchmark and its input's memcpy, the codec at `codec_rate` bytes/s
// and memcpy at 10^10: the codec's ratio is codec_rate / 10^10.
std::string report(double codec_rate) {
  const auto entry = [](const std::string& name, double rate) {
    return nlohmann::json{{"name", name},      {"run_name", name},        {"run_type", "iteration"},
                          {"iterations", 100}, {"real_time", 1000.0},     {"cpu_time", 1000.0},
                          {"time_unit", "ns"}, {"bytes_per_second", rate}};
  };
  return nlohmann::json{{"context", {{"executable", "codec_bench"}}},
                        {"benchmarks",
                         {entry("BM_RlewExpand/fast/gen_all_planes", codec_rate),
                          entry("BM_Memcpy/gen_all_planes", 1e10)}}}
      .dump();
}

void write_text(const std::filesystem::path& path, const std::string& text) {
  testing::write_bytes(path, Bytes(text.begin(), text.end()));
}

std::string text_of(const std::filesystem::path& path) {
  const Bytes bytes = read_bytes(path);
  return std::string(bytes.begin(), bytes.end());
}

class BenchGateCommand : public ::testing::Test {
 protected:
  // A baseline written from a run at ratio 0.2.
  void SetUp() override {
    write_text(folder_ / "base_run.json", report(2e9));
    const auto written = run_command(
        {"bench-gate", "--write-baseline", baseline(), (folder_ / "base_run.json").string()});
    ASSERT_EQ(written.exit_code, kExitOk) << written.err;
  }
  std::string baseline() const { return (folder_ / "baseline.json").string(); }
  std::string run_at(double codec_rate, const std::string& name = "run.json") {
    write_text(folder_ / name, report(codec_rate));
    return (folder_ / name).string();
  }

  ScratchFolder folder_;
};

TEST_F(BenchGateCommand, WriteBaselineStoresTheRatioAndWhereItWasMeasured) {
  const nlohmann::json written = nlohmann::json::parse(text_of(folder_ / "baseline.json"));
  EXPECT_EQ(written["format"], "wolfsuite-bench-baseline/1");
  EXPECT_EQ(written["measured_on"], "codec_bench");
  EXPECT_DOUBLE_EQ(written["benchmarks"]["BM_RlewExpand/fast/gen_all_planes"]["ratio"], 0.2);
  EXPECT_EQ(written["benchmarks"]["BM_RlewExpand/fast/gen_all_planes"]["yardstick"],
            "BM_Memcpy/gen_all_planes");
}

TEST_F(BenchGateCommand, ARunWithinTheTolerancePassesWithATable) {
  const auto run = run_command({"bench-gate", "--baseline", baseline(), run_at(1.5e9)});
  EXPECT_EQ(run.exit_code, kExitOk) << run.out << run.err;
  EXPECT_NE(run.out.find("ok"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("-25.0 %"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("bench-gate: passed"), std::string::npos) << run.out;
}

TEST_F(BenchGateCommand, ARunBelowTheToleranceFailsWithExitOne) {
  const auto run =
      run_command({"bench-gate", "--baseline", baseline(), "--tolerance", "0.2", run_at(1.5e9)});
  EXPECT_EQ(run.exit_code, kExitDataError) << run.out;
  EXPECT_NE(run.out.find("regressed"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("bench-gate: FAILED"), std::string::npos) << run.out;
}

TEST_F(BenchGateCommand, JsonReportsEveryRunsRatioAndTheirSpread) {
  const auto run =
      run_command({"bench-gate", "--baseline", baseline(), "--json", run_at(1.8e9, "a.json"),
                   run_at(2.2e9, "b.json"), run_at(2.0e9, "c.json")});
  EXPECT_EQ(run.exit_code, kExitOk) << run.err;
  const nlohmann::json report = nlohmann::json::parse(run.out);
  EXPECT_EQ(report["passed"], true);
  EXPECT_EQ(report["runs"], 3);
  const nlohmann::json& row = report["benchmarks"][0];
  EXPECT_EQ(row["verdict"], "ok");
  EXPECT_DOUBLE_EQ(row["ratio"].get<double>(), 0.2);
  EXPECT_EQ(row["per_run"].size(), 3u);
  EXPECT_NEAR(row["spread"].get<double>(), 0.2, 1e-12);
}

TEST_F(BenchGateCommand, UnreadableOrMalformedInputIsAUsageErrorWithItsId) {
  write_text(folder_ / "broken.json", "{\"benchmarks\": [");
  const auto broken =
      run_command({"bench-gate", "--baseline", baseline(), (folder_ / "broken.json").string()});
  EXPECT_EQ(broken.exit_code, kExitUsage);
  EXPECT_NE(broken.err.find("E-BENCH-GATE-JSON"), std::string::npos) << broken.err;
  EXPECT_NE(broken.err.find("broken.json"), std::string::npos) << broken.err;

  const auto absent =
      run_command({"bench-gate", "--baseline", baseline(), (folder_ / "absent.json").string()});
  EXPECT_EQ(absent.exit_code, kExitUsage);

  const auto bad_baseline =
      run_command({"bench-gate", "--baseline", run_at(2e9), run_at(2e9, "other.json")});
  EXPECT_EQ(bad_baseline.exit_code, kExitUsage);
  EXPECT_NE(bad_baseline.err.find("E-BENCH-GATE-BASELINE"), std::string::npos) << bad_baseline.err;
}

TEST_F(BenchGateCommand, WithoutABaselineToReadOrWriteItIsAUsageError) {
  const auto run = run_command({"bench-gate", run_at(2e9)});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_NE(run.err.find("--baseline"), std::string::npos) << run.err;
  EXPECT_EQ(run_command({"bench-gate", "--baseline", baseline(), "--tolerance", "1.5", run_at(2e9)})
                .exit_code,
            kExitUsage);
  EXPECT_EQ(run_command({"bench-gate", "--baseline", baseline()}).exit_code, kExitUsage);
}

}  // namespace
}  // namespace wolfsuite::cli
