// compare_traces (trace_diff.h) where traces stop early: a shorter trace, a last line cut short,
// and what is still a malformed trace.
#include "reference/sim/trace_diff.h"

#include <gtest/gtest.h>

namespace wolfsuite::sim {
namespace {

constexpr std::string_view kThreeFrames = "{\"frame\":-1}\n{\"frame\":0}\n{\"frame\":1}\n";
constexpr std::string_view kTwoFrames = "{\"frame\":-1}\n{\"frame\":0}\n";

TEST(TraceDiff, AShorterActualTraceDivergesOnceWhereItEndsWithNoMissingFields) {
  const Result<TraceComparison> comparison = compare_traces(kThreeFrames, kTwoFrames);
  ASSERT_TRUE(comparison.ok());
  ASSERT_TRUE(comparison->divergence.has_value());
  const TraceDivergence& at = *comparison->divergence;
  EXPECT_EQ(at.line, 3);
  EXPECT_EQ(at.frame, 1);
  EXPECT_TRUE(at.fields.empty());
  ASSERT_TRUE(at.end.has_value());
  EXPECT_EQ(at.end->trace, TraceSide::kActual);
  EXPECT_EQ(at.end->after_line, 2);
  EXPECT_EQ(at.end->frame, 0);
  EXPECT_EQ(at.end->other_lines, 3);
  EXPECT_EQ(comparison->lines_compared, 2);
  EXPECT_TRUE(comparison->cuts.empty());
}

TEST(TraceDiff, AShorterExpectedTraceIsTheOneNamedAsEnding) {
  const Result<TraceComparison> comparison = compare_traces(kTwoFrames, kThreeFrames);
  ASSERT_TRUE(comparison.ok());
  ASSERT_TRUE(comparison->divergence && comparison->divergence->end);
  EXPECT_EQ(comparison->divergence->end->trace, TraceSide::kExpected);
  EXPECT_EQ(comparison->divergence->end->after_line, 2);
}

TEST(TraceDiff, AFieldDifferenceBeforeTheShorterTracesEndIsTheDivergence) {
  const Result<TraceComparison> comparison =
      compare_traces(kThreeFrames, "{\"frame\":-1}\n{\"frame\":5}\n");
  ASSERT_TRUE(comparison.ok());
  ASSERT_TRUE(comparison->divergence.has_value());
  EXPECT_EQ(comparison->divergence->line, 2);
  EXPECT_FALSE(comparison->divergence->end.has_value());
  ASSERT_EQ(comparison->divergence->fields.size(), 1u);
  EXPECT_EQ(comparison->divergence->fields[0].actual, "5");
}

TEST(TraceDiff, ALastLineCutMidLineIsATruncationAndTheWholeLinesAreCompared) {
  const Result<TraceComparison> comparison =
      compare_traces(kThreeFrames, "{\"frame\":-1}\n{\"frame\":0}\n{\"frame\":1,\"x\"");
  ASSERT_TRUE(comparison.ok()) << comparison.error().to_string();
  ASSERT_EQ(comparison->cuts.size(), 1u);
  EXPECT_EQ(comparison->cuts[0].trace, TraceSide::kActual);
  EXPECT_EQ(comparison->cuts[0].line, 3);
  ASSERT_TRUE(comparison->divergence && comparison->divergence->end);
  EXPECT_EQ(comparison->divergence->end->trace, TraceSide::kActual);
  EXPECT_EQ(comparison->divergence->end->after_line, 2);
  EXPECT_EQ(comparison->divergence->end->other_lines, 3);
}

TEST(TraceDiff, ACutTraceWithAsManyWholeLinesAsTheOtherDoesNotAgree) {
  const Result<TraceComparison> comparison =
      compare_traces(std::string(kTwoFrames) + "{\"fra", kTwoFrames);
  ASSERT_TRUE(comparison.ok());
  ASSERT_EQ(comparison->cuts.size(), 1u);
  EXPECT_EQ(comparison->cuts[0].trace, TraceSide::kExpected);
  ASSERT_TRUE(comparison->divergence && comparison->divergence->end);
  EXPECT_EQ(comparison->divergence->end->trace, TraceSide::kExpected);
  EXPECT_EQ(comparison->divergence->end->after_line, 2);
  EXPECT_EQ(comparison->divergence->end->other_lines, 2);
}

TEST(TraceDiff, AnUnclosedLastLineThatIsAWholeObjectIsComparedLikeAnyOther) {
  const Result<TraceComparison> comparison =
      compare_traces(kTwoFrames, "{\"frame\":-1}\n{\"frame\":0}");
  ASSERT_TRUE(comparison.ok());
  EXPECT_FALSE(comparison->divergence.has_value());
  EXPECT_TRUE(comparison->cuts.empty());
}

TEST(TraceDiff, GarbageThatIsNotAnUnclosedLastLineIsAnErrorAtItsLine) {
  for (const std::string_view actual :
       {"{\"frame\":-1}\nnot json\n", "{\"frame\":-1}\nnot json\n{\"frame\":0}",
        "{\"frame\":-1}\n[1]"}) {
    const Result<TraceComparison> comparison = compare_traces(kTwoFrames, actual);
    ASSERT_FALSE(comparison.ok()) << actual;
    EXPECT_EQ(comparison.error().id, "E-TRACE-JSON");
    EXPECT_EQ(comparison.error().offset, 13u) << actual;  // line 2 starts after "{"frame":-1}\n"
    EXPECT_NE(comparison.error().message.find("actual line 2"), std::string::npos)
        << comparison.error().message;
  }
}

}  // namespace
}  // namespace wolfsuite::sim
