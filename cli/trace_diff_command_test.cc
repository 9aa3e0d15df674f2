// `wolfsuite trace-diff` on small hand-written traces: where a shorter trace ends, a trace cut
// mid-line, the JSON document with its schema, failures as JSON, and the help's default.
#include "cli/trace_diff_command.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/cli_test_support.h"

namespace wolfsuite::cli {
namespace {

using testing::CommandRun;
using testing::run_command;
using testing::ScratchFolder;

// A header line, then frames -1 .. frames - 2, one line each, every line closed.
std::string trace_of(int frames) {
  std::string text = "{\"oracle\":\"test\"}\n";
  for (int frame = -1; frame < frames - 1; ++frame) {
    text += "{\"frame\":" + std::to_string(frame) + ",\"health\":100}\n";
  }
  return text;
}

class TraceDiffCommand : public ::testing::Test {
 protected:
  std::string write(const std::string& name, const std::string& text) {
    const std::filesystem::path path = scratch_ / name;
    testing::write_bytes(path, Bytes(text.begin(), text.end()));
    return path.string();
  }
  CommandRun diff(const std::string& expected, const std::string& actual, bool json = false) {
    std::vector<std::string> args = {"trace-diff", write("expected.jsonl", expected),
                                     write("actual.jsonl", actual)};
    if (json) args.push_back("--json");
    return run_command(args);
  }

  ScratchFolder scratch_;
};

TEST_F(TraceDiffCommand, AShorterActualTraceIsReportedOnceWhereItEnds) {
  const CommandRun run = diff(trace_of(6), trace_of(3));  // 7 lines against 4
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.out, "ACTUAL ends after line 4 (frame 1); EXPECTED goes on to line 7\n");
  EXPECT_EQ(run.err, "");
}

TEST_F(TraceDiffCommand, AShorterExpectedTraceIsTheOneNamed) {
  const CommandRun run = diff(trace_of(3), trace_of(6));
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.out, "EXPECTED ends after line 4 (frame 1); ACTUAL goes on to line 7\n");
}

TEST_F(TraceDiffCommand, JsonSaysWhichTraceEndsAfterWhichLineAndCarriesTheSchema) {
  const CommandRun run = diff(trace_of(6), trace_of(3), true);
  EXPECT_EQ(run.exit_code, kExitDataError);
  const auto report = nlohmann::json::parse(run.out);
  EXPECT_EQ(report["schema"], "wolfsuite-trace-diff/1");
  EXPECT_EQ(report["agree"], false);
  EXPECT_EQ(report["lines_compared"], 4);
  EXPECT_EQ(report["line"], 5);
  EXPECT_EQ(report["fields"], nlohmann::json::array());
  EXPECT_EQ(
      report["ends"],
      nlohmann::json({{"trace", "actual"}, {"after_line", 4}, {"frame", 1}, {"other_lines", 7}}));
  EXPECT_EQ(report["truncated"], nlohmann::json::array());
}

TEST_F(TraceDiffCommand, ALastLineCutMidLineIsATruncatedTraceNotMalformedJson) {
  const CommandRun run = diff(trace_of(6), trace_of(3) + "{\"frame\":2,\"hea");
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.out,
            "ACTUAL ends after line 4 (frame 1); EXPECTED goes on to line 7\n"
            "line 5 of ACTUAL is cut short: the trace is truncated\n");
  EXPECT_EQ(run.err.find("E-TRACE-JSON"), std::string::npos) << run.err;
  const auto report =
      nlohmann::json::parse(diff(trace_of(6), trace_of(3) + "{\"frame\":2,\"hea", true).out);
  EXPECT_EQ(report["truncated"], nlohmann::json::parse(R"([{"trace": "actual", "line": 5}])"));
  EXPECT_EQ(report["ends"]["after_line"], 4);
}

TEST_F(TraceDiffCommand, ATruncatedTraceWhoseWholeLinesAllAgreeStillDiffers) {
  const CommandRun run = diff(trace_of(3), trace_of(3) + "{\"fr");
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.out,
            "ACTUAL ends after line 4 (frame 1), as EXPECTED does\n"
            "line 5 of ACTUAL is cut short: the trace is truncated\n");
}

TEST_F(TraceDiffCommand, AgreeingTracesExitZeroWithTheSchemaInJson) {
  EXPECT_EQ(diff(trace_of(3), trace_of(3)).out, "the traces agree (4 lines)\n");
  const CommandRun run = diff(trace_of(3), trace_of(3), true);
  EXPECT_EQ(run.exit_code, kExitOk);
  const auto report = nlohmann::json::parse(run.out);
  EXPECT_EQ(report["schema"], "wolfsuite-trace-diff/1");
  EXPECT_EQ(report["agree"], true);
  EXPECT_FALSE(report.contains("ends"));
}

TEST_F(TraceDiffCommand, AFailureWithJsonPrintsTheErrorDocumentAndTheErrorOnStderr) {
  const CommandRun missing =
      run_command({"trace-diff", "--json", (scratch_ / "missing.jsonl").string(),
                   write("a.jsonl", trace_of(3))});
  EXPECT_EQ(missing.exit_code, kExitDataError);
  const auto document = nlohmann::json::parse(missing.out);
  EXPECT_EQ(document["schema"], "wolfsuite-trace-diff/1");
  EXPECT_EQ(document["ok"], false);
  EXPECT_EQ(document["errors"][0]["id"], "E-IO-READ");
  EXPECT_EQ(missing.err.rfind("wolfsuite: E-IO-READ", 0), 0u) << missing.err;

  const CommandRun garbage = diff(trace_of(3), "{\"frame\":-1}\nnot json\n", true);
  EXPECT_EQ(garbage.exit_code, kExitDataError);
  EXPECT_EQ(nlohmann::json::parse(garbage.out)["errors"][0]["id"], "E-TRACE-JSON");
  EXPECT_NE(garbage.err.find("wolfsuite: E-TRACE-JSON"), std::string::npos) << garbage.err;
}

TEST_F(TraceDiffCommand, AFailureWithoutJsonLeavesStdoutEmpty) {
  const CommandRun run = diff(trace_of(3), "not json\n");
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("E-TRACE-JSON"), std::string::npos) << run.err;
}

TEST(TraceDiffHelp, ShowsTheRealContextDefaultWithoutCli11sRangeText) {
  const CommandRun run = run_command({"trace-diff", "--help"});
  EXPECT_EQ(run.exit_code, kExitOk);
  EXPECT_NE(run.out.find("(default " + std::to_string(TraceDiffOptions{}.context) + ")"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find("INT:INT"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("--context N "), std::string::npos) << run.out;
}

}  // namespace
}  // namespace wolfsuite::cli
