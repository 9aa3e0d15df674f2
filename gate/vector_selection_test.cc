#include "gate/vector_selection.h"

#include <gtest/gtest.h>

namespace wolfsuite::gate {
namespace {

Vector vector_of(std::string id, std::string capability, std::vector<std::string> tags) {
  Vector vector;
  vector.id = std::move(id);
  vector.capability = std::move(capability);
  vector.tags = std::move(tags);
  return vector;
}

const Vector kEdgeView = vector_of("wl1/render-view/map00-edge-vs19", "render-view",
                                   {"off-map", "wl1"});
const Vector kPage = vector_of("synthetic/vswap-page/page0000", "vswap-page", {"synthetic"});

TEST(VectorSelection, AnEmptySelectionChoosesEveryVector) {
  const VectorSelection every;
  EXPECT_TRUE(every.chooses(kEdgeView));
  EXPECT_TRUE(every.chooses(kPage));
}

TEST(VectorSelection, SetsAreTheIdsFirstPart) {
  VectorSelection selection;
  selection.sets = {"wl1"};
  EXPECT_TRUE(selection.chooses(kEdgeView));
  EXPECT_FALSE(selection.chooses(kPage));
  EXPECT_EQ(set_of_id("a/b/c"), "a");
  EXPECT_EQ(set_of_id("plain"), "plain");
  EXPECT_EQ(set_of_id("synthetic-wl6/vswap-page/page0001"), "synthetic-wl6");
}

TEST(VectorSelection, TagsChooseAnyAndNotTagsLeaveOutAny) {
  VectorSelection selection;
  selection.tags = {"off-map", "hi-res"};
  EXPECT_TRUE(selection.chooses(kEdgeView));
  EXPECT_FALSE(selection.chooses(kPage));
  selection.tags.clear();
  selection.not_tags = {"off-map"};
  EXPECT_FALSE(selection.chooses(kEdgeView));
  EXPECT_TRUE(selection.chooses(kPage));
}

TEST(VectorSelection, EveryCriterionGivenMustHold) {
  VectorSelection selection;
  selection.capabilities = {"render-view"};
  selection.sets = {"synthetic"};
  EXPECT_FALSE(selection.chooses(kEdgeView));
  EXPECT_FALSE(selection.chooses(kPage));
}

TEST(VectorSelection, AnEmptyIdListChoosesNothing) {
  VectorSelection selection;
  selection.ids.emplace();
  EXPECT_FALSE(selection.chooses(kPage));
  selection.ids->insert(kPage.id);
  EXPECT_TRUE(selection.chooses(kPage));
  EXPECT_FALSE(selection.chooses(kEdgeView));
}

TEST(FailedIdsOfReport, AreTheResultsWhoseOutcomeFailsARun) {
  const auto failed = parse_failed_ids(R"({"schema": "wolfsuite-gate-report/1", "results": [
      {"id": "a/x/1", "outcome": "pass"}, {"id": "a/x/2", "outcome": "fail"},
      {"id": "a/x/3", "outcome": "unsupported"}, {"id": "a/x/4", "outcome": "crash"},
      {"id": "a/x/5", "outcome": "implementation-defined"}, {"id": "a/x/6", "outcome": "timeout"},
      {"id": "a/x/7", "outcome": "bad-response"}, {"id": "a/x/8", "outcome": "error"},
      {"id": "a/x/9", "outcome": "an-outcome-of-a-newer-gate"}]})");
  ASSERT_TRUE(failed.ok()) << failed.error().to_string();
  EXPECT_EQ(*failed, (std::set<std::string>{"a/x/2", "a/x/4", "a/x/6", "a/x/7", "a/x/8"}));
}

TEST(FailedIdsOfReport, RefusesWhatIsNotAGateReport) {
  EXPECT_EQ(parse_failed_ids("[1]").error().id, "E-GATE-REPORT-JSON");
  EXPECT_EQ(parse_failed_ids(R"({"schema": "wolfsuite-vectors/1", "results": []})").error().id,
            "E-GATE-REPORT-SCHEMA");
  EXPECT_EQ(parse_failed_ids(R"({"schema": "wolfsuite-gate-report/1"})").error().id,
            "E-GATE-REPORT-FIELD");
  EXPECT_EQ(parse_failed_ids(R"({"schema": "wolfsuite-gate-report/1", "results": [{"id": 3}]})")
                .error()
                .id,
            "E-GATE-REPORT-FIELD");
}

TEST(FailedIdsOfReport, NamesAMissingFile) {
  EXPECT_EQ(failed_ids_of_report("no-such-report.json").error().id, "E-GATE-REPORT-READ");
}

}  // namespace
}  // namespace wolfsuite::gate
