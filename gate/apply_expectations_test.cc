#include "gate/apply_expectations.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "gate/gate_report.h"

namespace wolfsuite::gate {
namespace {

Manifest manifest_of(const std::vector<std::string>& ids) {
  Manifest manifest;
  for (const std::string& id : ids) {
    Vector vector;
    vector.id = id;
    manifest.vectors.push_back(vector);
  }
  return manifest;
}

VectorResult result_of(std::string id, Outcome outcome, std::string reason = "") {
  VectorResult result;
  result.id = std::move(id);
  result.outcome = outcome;
  result.reason = std::move(reason);
  return result;
}

GateRun run_of(std::vector<VectorResult> results) {
  GateRun run;
  run.results = std::move(results);
  return run;
}

Expectations expectations_of(std::vector<Expectation> entries) {
  Expectations expectations;
  expectations.entries = std::move(entries);
  return expectations;
}

const Manifest kManifest = manifest_of({"wl1/vswap-page/page0001", "wl1/vswap-page/page0002",
                                        "wl1/render-view/start", "wl6/render-view/start"});

TEST(ApplyExpectations, AnExpectedFailureDoesNotFailTheRun) {
  GateRun run = run_of({result_of("wl1/vswap-page/page0001", Outcome::kFail, "differs"),
                        result_of("wl1/vswap-page/page0002", Outcome::kPass)});
  EXPECT_FALSE(run.passed());
  run = apply_expectations(run, expectations_of({{"wl1/vswap-page/page0001", "fail", "known", ""}}),
                           kManifest, false);
  ASSERT_TRUE(run.results[0].expectation.has_value());
  EXPECT_EQ(run.results[0].expectation->reason, "known");
  EXPECT_EQ(judgement(run.results[0]), Judgement::kExpected);
  EXPECT_EQ(judgement(run.results[1]), Judgement::kNoExpectation);
  EXPECT_TRUE(run.passed());
  EXPECT_EQ(count_judged(run, Judgement::kExpected), 1u);
  EXPECT_EQ(count_judged(run, Outcome::kFail, Judgement::kExpected), 1u);
  EXPECT_EQ(count_judged(run, Outcome::kPass, Judgement::kExpected), 0u);
}

TEST(ApplyExpectations, AnotherFailureThanTheExpectedOneStillFails) {
  const GateRun run = apply_expectations(
      run_of({result_of("wl1/vswap-page/page0001", Outcome::kCrash)}),
      expectations_of({{"wl1/vswap-page/*", "fail", "known", ""}}), kManifest, false);
  EXPECT_EQ(judgement(run.results[0]), Judgement::kOtherOutcome);
  EXPECT_FALSE(run.passed());
}

TEST(ApplyExpectations, AnUnexpectedPassFailsOnlyAStrictRun) {
  const GateRun base = run_of({result_of("wl1/vswap-page/page0002", Outcome::kPass)});
  const Expectations expectations = expectations_of({{"wl1/vswap-page/*", "fail", "known", ""}});
  const GateRun lenient = apply_expectations(base, expectations, kManifest, false);
  EXPECT_EQ(judgement(lenient.results[0]), Judgement::kUnexpectedPass);
  EXPECT_EQ(count_judged(lenient, Outcome::kPass, Judgement::kUnexpectedPass), 1u);
  EXPECT_TRUE(lenient.passed());
  const GateRun strict = apply_expectations(base, expectations, kManifest, true);
  EXPECT_FALSE(strict.passed());
}

TEST(ApplyExpectations, AnExpectedUnsupportedThatIsUnsupportedIsExpected) {
  const GateRun run = apply_expectations(
      run_of({result_of("wl1/render-view/start", Outcome::kUnsupported)}),
      expectations_of({{"**/render-view/*", "unsupported", "no renderer", ""}}), kManifest, true);
  EXPECT_EQ(judgement(run.results[0]), Judgement::kExpected);
  EXPECT_TRUE(run.passed());
}

// The run chose wl1's vectors alone: wl6's entry matches a vector of the manifest all the same.
TEST(ApplyExpectations, AnEntryMatchingNoVectorOfTheManifestIsStale) {
  const GateRun run = apply_expectations(
      run_of({result_of("wl1/render-view/start", Outcome::kPass)}),
      expectations_of({{"wl6/render-view/start", "fail", "wl6 only", ""},
                       {"wl1/vswap-page/page0003", "fail", "a page that is gone", ""},
                       {"sod/**", "crash", "no such set", ""},
                       {"wl1/**/start", "fail", "a glob that matches", ""}}),
      kManifest, false);
  ASSERT_EQ(run.stale_expectations.size(), 2u);
  EXPECT_EQ(run.stale_expectations[0].id, "wl1/vswap-page/page0003");
  EXPECT_EQ(run.stale_expectations[1].id, "sod/**");
}

TEST(ApplyExpectations, AppliedTwiceTheSecondFileAloneCounts) {
  GateRun run = run_of({result_of("wl1/vswap-page/page0001", Outcome::kFail)});
  run =
      apply_expectations(run, expectations_of({{"wl1/**", "fail", "known", ""}}), kManifest, false);
  run = apply_expectations(run, expectations_of({}), kManifest, false);
  EXPECT_FALSE(run.results[0].expectation.has_value());
  EXPECT_TRUE(run.stale_expectations.empty());
  EXPECT_FALSE(run.passed());
}

TEST(ExpectationsOfFailures, EveryFailureButUnsupportedAndErrorBecomesAnExactEntry) {
  const GateRun run = run_of({result_of("a/x/1", Outcome::kFail, "output differs"),
                              result_of("a/x/2", Outcome::kPass),
                              result_of("a/x/3", Outcome::kUnsupported, "unsupported"),
                              result_of("a/x/4", Outcome::kCrash, "exit status 3"),
                              result_of("a/x/5", Outcome::kTimeout, "killed after 10 s"),
                              result_of("a/x/6", Outcome::kBadResponse, "not JSON"),
                              result_of("a/x/7", Outcome::kError, "input missing")});
  const Expectations written = expectations_of_failures(run);
  EXPECT_EQ(written.schema, kExpectationsSchema);
  ASSERT_EQ(written.entries.size(), 4u);
  EXPECT_EQ(written.entries[0], (Expectation{"a/x/1", "fail", "output differs", ""}));
  EXPECT_EQ(written.entries[1], (Expectation{"a/x/4", "crash", "exit status 3", ""}));
  EXPECT_EQ(written.entries[2].outcome, "timeout");
  EXPECT_EQ(written.entries[3].outcome, "bad-response");
  EXPECT_TRUE(parse_expectations(write_expectations(written)).ok());
}

TEST(ExpectationsOfFailures, AnExpectedFailureKeepsItsEntrysReasonAndLink) {
  const GateRun run = apply_expectations(
      run_of({result_of("wl1/vswap-page/page0001", Outcome::kFail, "output differs"),
              result_of("wl1/vswap-page/page0002", Outcome::kCrash, "exit status 1")}),
      expectations_of({{"wl1/vswap-page/*", "fail", "issue 12", "https://example.org/12"}}),
      kManifest, false);
  const Expectations written = expectations_of_failures(run);
  ASSERT_EQ(written.entries.size(), 2u);
  EXPECT_EQ(written.entries[0],
            (Expectation{"wl1/vswap-page/page0001", "fail", "issue 12", "https://example.org/12"}));
  EXPECT_EQ(written.entries[1],
            (Expectation{"wl1/vswap-page/page0002", "crash", "exit status 1", ""}));
}

// A reason of invalid UTF-8 grows threefold as U+FFFD: the file written must still read.
TEST(ExpectationsOfFailures, ALongReasonIsCutSoThatTheFileReads) {
  const std::string long_reason = std::string(kMaxExpectationTextBytes * 2, '\xff');
  std::string cut_in_a_character = std::string(kWrittenReasonBytes - 1, 'x') + "\xc3\xa9";
  const GateRun run = run_of({result_of("a/x/1", Outcome::kFail, long_reason),
                              result_of("a/x/2", Outcome::kFail, cut_in_a_character),
                              result_of("a/x/3", Outcome::kFail, "")});
  const Expectations written = expectations_of_failures(run);
  EXPECT_EQ(written.entries[0].reason.size(), kWrittenReasonBytes);
  EXPECT_EQ(written.entries[1].reason, std::string(kWrittenReasonBytes - 1, 'x'));
  EXPECT_EQ(written.entries[2].reason, "fail");
  const Result<Expectations> read = parse_expectations(write_expectations(written));
  ASSERT_TRUE(read.ok()) << read.error().to_string();
  EXPECT_EQ(read->entries.size(), 3u);
}

// The JSON report's part of expectations (gate_report_json); the other reports are the
// report's own.
TEST(GateReportJson, NamesEachResultsExpectationAndCountsTheJudgements) {
  const GateRun run = apply_expectations(
      run_of({result_of("wl1/vswap-page/page0001", Outcome::kFail, "differs"),
              result_of("wl1/vswap-page/page0002", Outcome::kPass),
              result_of("wl1/render-view/start", Outcome::kCrash, "exit status 1")}),
      expectations_of({{"wl1/vswap-page/*", "fail", "issue 12", "https://example.org/12"},
                       {"sod/**", "crash", "no such set", ""}}),
      kManifest, false);
  const auto report = nlohmann::json::parse(gate_report_json(run));
  EXPECT_EQ(report["results"][0]["expectation"], nlohmann::json({{"id", "wl1/vswap-page/*"},
                                                                 {"outcome", "fail"},
                                                                 {"reason", "issue 12"},
                                                                 {"link", "https://example.org/12"},
                                                                 {"judgement", "expected"}}));
  EXPECT_EQ(report["results"][1]["expectation"]["judgement"], "unexpected-pass");
  EXPECT_FALSE(report["results"][2].contains("expectation"));
  EXPECT_EQ(report["summary"]["expected"], 1);
  EXPECT_EQ(report["summary"]["unexpected_passes"], 1);
  EXPECT_EQ(report["summary"]["stale_expectations"], 1);
  EXPECT_EQ(report["summary"]["passed"], false);  // the crash
  EXPECT_EQ(
      report["stale_expectations"],
      nlohmann::json::array({{{"id", "sod/**"}, {"outcome", "crash"}, {"reason", "no such set"}}}));
}

}  // namespace
}  // namespace wolfsuite::gate
