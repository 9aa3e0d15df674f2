#include "reference/sim/trace.h"

#include <gtest/gtest.h>

#include "reference/sim/test_worlds.h"
#include "reference/sim/trace_diff.h"

namespace wolfsuite::sim {
namespace {

TEST(Trace, HashesOfNothingAreTheFnvOffsetBasis) {
  World world = testing::TestMap().player_at(5, 5).set_up();
  EXPECT_EQ(object_hash(world), 2166136261u);
  EXPECT_EQ(door_hash(world), 2166136261u);
}

TEST(Trace, AFrameLineHasTheRecordingsFieldsInTheirOrder) {
  const World world = testing::TestMap().player_at(5, 6).set_up();
  const std::string line = trace_frame_line(world, -1, 0, 0);
  EXPECT_EQ(line.rfind("{\"frame\":-1,\"tics\":0,\"frametics\":0,\"playstate\":0,\"x\":360448,\"y\":425984,"
                       "\"tilex\":5,\"tiley\":6,\"angle\":0,\"health\":100,\"ammo\":8,",
                       0),
            0u)
      << line;
  EXPECT_NE(line.find("\"pwallstate\":0,\"objhash\":\"811c9dc5\",\"doorhash\":\"811c9dc5\"}"),
            std::string::npos)
      << line;
}

TEST(TraceDiff, NamesTheFirstDifferingLineItsFieldsAndTheLinesAround) {
  const std::string expected =
      "{\"oracle\":\"engine\",\"demo\":0}\n{\"frame\":0,\"x\":1,\"y\":2}\n{\"frame\":1,\"x\":3,\"y\":4}\n";
  const std::string actual =
      "{\"oracle\":\"us\",\"demo\":0}\n{\"frame\":0,\"x\":1,\"y\":2}\n{\"frame\":1,\"x\":5,\"y\":4}\n";
  const Result<TraceComparison> comparison = compare_traces(expected, actual, 1);
  ASSERT_TRUE(comparison.ok());
  ASSERT_TRUE(comparison->divergence.has_value());
  EXPECT_EQ(comparison->divergence->line, 3);
  EXPECT_EQ(comparison->divergence->frame, 1);
  ASSERT_EQ(comparison->divergence->fields.size(), 1u);
  EXPECT_EQ(comparison->divergence->fields[0].field, "x");
  EXPECT_EQ(comparison->divergence->fields[0].expected, "3");
  EXPECT_EQ(comparison->divergence->fields[0].actual, "5");
  ASSERT_EQ(comparison->divergence->context.size(), 2u);  // lines 2 and 3
  EXPECT_EQ(comparison->divergence->context[0].values[0].actual, "1");
}

TEST(TraceDiff, TracesThatDifferOnlyInWhoMadeThemAgree) {
  const Result<TraceComparison> comparison =
      compare_traces("{\"oracle\":\"engine\"}\n{\"frame\":0}\n", "{\"oracle\":\"us\"}\n{\"frame\":0}\n");
  ASSERT_TRUE(comparison.ok());
  EXPECT_FALSE(comparison->divergence.has_value());
  EXPECT_EQ(comparison->lines_compared, 2);
}

TEST(TraceDiff, AShorterTraceDivergesWhereItEndsAndGarbageIsAnError) {
  const Result<TraceComparison> shorter = compare_traces("{\"frame\":0}\n{\"frame\":1}\n", "{\"frame\":0}\n");
  ASSERT_TRUE(shorter.ok());
  ASSERT_TRUE(shorter->divergence.has_value());
  EXPECT_EQ(shorter->divergence->line, 2);
  EXPECT_TRUE(shorter->divergence->fields.empty());
  EXPECT_TRUE(shorter->divergence->end.has_value());
  const Result<TraceComparison> garbage = compare_traces("{\"frame\":0}\n", "not json\n");
  ASSERT_FALSE(garbage.ok());
  EXPECT_EQ(garbage.error().id, "E-TRACE-JSON");
}

}  // namespace
}  // namespace wolfsuite::sim
