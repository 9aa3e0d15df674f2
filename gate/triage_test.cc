// Failures grouped by cause, unsupported summed, the rerun command (triage.h).
#include "gate/triage.h"

#include <gtest/gtest.h>

namespace wolfsuite::gate {
namespace {

VectorResult result(std::string id, std::string capability, Outcome outcome,
                    std::string kind = "") {
  VectorResult made;
  made.id = std::move(id);
  made.capability = std::move(capability);
  made.outcome = outcome;
  if (!kind.empty()) {
    made.difference = FirstDifference{};
    made.difference->kind = std::move(kind);
  }
  return made;
}

// A port that pads every VSWAP page: many failures of one cause, and a few others.
GateRun padded_pages_run() {
  GateRun run;
  run.adapter = "./port --adapter";
  run.vectors_folder = "vectors";
  for (int page = 0; page < 5; ++page) {
    run.results.push_back(result("wl6/vswap-page/page000" + std::to_string(page), "vswap-page",
                                 Outcome::kFail, "padded-with-zeros"));
  }
  run.results.push_back(
      result("wl6/vswap-page/page0009", "vswap-page", Outcome::kFail, "bytes-differ"));
  run.results.push_back(result("wl6/render-view/a", "render-view", Outcome::kCrash));
  run.results.push_back(result("wl6/render-view/b", "render-view", Outcome::kPass));
  run.results.push_back(result("wl6/opl2-pcm/a", "opl2-pcm", Outcome::kUnsupported));
  run.results.push_back(result("sod/opl2-pcm/b", "opl2-pcm", Outcome::kUnsupported));
  return run;
}

TEST(FailureGroups, OneCauseIsOneGroupWithItsCountLargestFirst) {
  const GateRun run = padded_pages_run();
  const std::vector<FailureGroup> groups = failure_groups(run);
  ASSERT_EQ(groups.size(), 3u);
  EXPECT_EQ(groups[0].capability, "vswap-page");
  EXPECT_EQ(groups[0].kind, "padded-with-zeros");
  EXPECT_EQ(groups[0].results.size(), 5u);
  EXPECT_EQ(groups[0].results.front()->id, "wl6/vswap-page/page0000");
  // One each, by capability then kind.
  EXPECT_EQ(groups[1].capability, "render-view");
  EXPECT_EQ(groups[1].kind, "crash");  // no difference: the outcome names it
  EXPECT_EQ(groups[2].kind, "bytes-differ");
}

TEST(FailureGroups, UnsupportedIsSummedPerCapabilityAndIsNoFailure) {
  const GateRun run = padded_pages_run();
  EXPECT_EQ(unsupported_counts(run), (std::map<std::string, std::size_t>{{"opl2-pcm", 2}}));
  for (const FailureGroup& group : failure_groups(run)) EXPECT_NE(group.capability, "opl2-pcm");
}

TEST(RerunCommand, NamesTheVectorsTheAdapterAndTheIdQuotedWhereNeeded) {
  GateRun run = padded_pages_run();
  EXPECT_EQ(rerun_command(run, "wl6/vswap-page/page0001"),
            "wolfsuite gate --vectors vectors --adapter './port --adapter' --id "
            "wl6/vswap-page/page0001");
  run.vectors_folder = "my vectors";
  run.adapter = "port";
  EXPECT_EQ(rerun_command(run, "a/b/c"),
            "wolfsuite gate --vectors 'my vectors' --adapter port --id a/b/c");
}

}  // namespace
}  // namespace wolfsuite::gate
