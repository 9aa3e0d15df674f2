// The engine's tables are facts: these pins make a machine whose libm rounds differently, or a
// change to how the tables are built, fail loudly instead of drawing other frames.
#include "reference/raycaster/engine_tables.h"

#include <gtest/gtest.h>

#include "decoders/core/byte_writer.h"
#include "decoders/core/sha256.h"

namespace wolfsuite::raycaster {
namespace {

TEST(EngineTables, SineIsTruncatedFromAFloatAngleWithExactQuarterTurns) {
  EXPECT_EQ(engine_sin(0), 0);
  EXPECT_EQ(engine_sin(90), 65536);
  EXPECT_EQ(engine_sin(270), -65536);
  EXPECT_EQ(engine_sin(180), 0);
  EXPECT_EQ(engine_sin(30), 32767);  // sin 30 = 0.49999... from the float angle, truncated
  EXPECT_EQ(engine_sin(210), -32767);
  EXPECT_EQ(engine_sin(-90), -65536);
  EXPECT_EQ(engine_cos(0), 65536);
  EXPECT_EQ(engine_cos(137), -engine_sin(47));
}

TEST(EngineTables, FineTangentsAreTruncatedAtHalfStepsAndMirrorThroughTheReciprocal) {
  EXPECT_EQ(fine_tangent(0), 57);          // tan 0.05 degrees
  EXPECT_EQ(fine_tangent(449), 65421);     // tan 44.95 degrees
  EXPECT_EQ(fine_tangent(450), 65650);     // 1 / tan 44.95 degrees
  EXPECT_EQ(fine_tangent(899), 75098708);  // 1 / tan 0.05 degrees
  // radtoint is FINEANGLES / 2 / PI in double, then float (572.9578247); in float throughout
  // (572.9577637) these two, and 19 more, come out one unit off (63398, 416127).
  EXPECT_EQ(fine_tangent(440), 63397);
  EXPECT_EQ(fine_tangent(810), 416128);
  EXPECT_EQ(fine_tangent(593), 110594);
  EXPECT_EQ(fine_tangent(-5), fine_tangent(0));
}

TEST(EngineTables, WholeTablesAreTheSameBytesEverywhere) {
  ByteWriter sines;
  for (int degree = 0; degree < kAngles; ++degree) sines.i32(engine_sin(degree));
  ByteWriter tangents;
  for (int i = 0; i < kQuarterFine; ++i) tangents.i32(fine_tangent(i));
  EXPECT_EQ(sha256_hex(sines.take()),
            "28c8b49d12e2b74c132186d542250cfcc882eaba46c304c6ae3d2bada7730626");
  EXPECT_EQ(sha256_hex(tangents.take()),
            "1284d90727fe0dd0b1424f4de6f2ff1ee392940a19ae3c61fa4c2a920755ce0e");
}

TEST(EngineTables, PixelAnglesMirrorAroundTheTwoMiddleColumns) {
  const std::vector<std::int16_t> angles = pixel_angles(320);
  ASSERT_EQ(angles.size(), 320u);
  EXPECT_EQ(angles[159], 0);
  EXPECT_EQ(angles[160], 0);
  EXPECT_EQ(angles[0], 360);
  EXPECT_EQ(angles[319], -360);
  for (std::size_t i = 0; i < 160; ++i) EXPECT_EQ(angles[159 - i], -angles[160 + i]) << i;
  const std::vector<std::int16_t> odd = pixel_angles(7);
  EXPECT_EQ(odd.back(), 0);  // the engine's table leaves an odd width's last column at 0
}

}  // namespace
}  // namespace wolfsuite::raycaster
