#include "decoders/quake/bsp_query.h"

#include <gtest/gtest.h>

#include "decoders/quake/quake_real_data.h"
#include "decoders/quake/synthetic_bsp.h"

namespace wolfsuite {
namespace {

TEST(BspQuery, FacePolygonWalksSurfedgesInBothDirections) {
  Bsp bsp = synthetic_box_bsp();
  const auto forward = face_polygon(bsp, 0);
  ASSERT_TRUE(forward.ok());
  EXPECT_EQ(*forward,
            (std::vector<Vec3>{{64, -64, -64}, {64, 64, -64}, {64, 64, 64}, {64, -64, 64}}));
  // Edge 1 walked backwards starts at its vertex1.
  bsp.surfedges[0] = -1;
  EXPECT_EQ(face_polygon(bsp, 0).value()[0], (Vec3{64, 64, -64}));
  EXPECT_EQ(face_polygon(bsp, 6).error().id, "E-QUAKE-BSP-QUERY");
}

TEST(BspQuery, PointInLeafFindsTheRoomAndTheSolidOutside) {
  const Bsp bsp = synthetic_box_bsp();
  EXPECT_EQ(point_in_leaf(bsp, {0, 0, 0}).value(), 1u);
  EXPECT_EQ(point_in_leaf(bsp, {100, 0, 0}).value(), 2u);
  EXPECT_EQ(point_in_leaf(bsp, {0, 0, -100}).value(), 7u);
  // On a wall's plane counts as behind it: still the room.
  EXPECT_EQ(point_in_leaf(bsp, {64, 0, 0}).value(), 1u);
}

TEST(BspQuery, PointInLeafStopsOnALoopOfNodes) {
  Bsp bsp = synthetic_box_bsp();
  bsp.nodes[5].children[1] = 0;
  EXPECT_EQ(point_in_leaf(bsp, {0, 0, 0}).error().id, "E-QUAKE-BSP-NODE-CYCLE");
}

TEST(BspQuery, PvsOfTheRoomHasOnlyItself) {
  const Bsp bsp = synthetic_box_bsp(true);
  Findings findings;
  EXPECT_EQ(leaf_pvs(bsp, 1, findings).value(), (Bytes{0x01}));
  EXPECT_TRUE(leaf_sees(bsp, 1, 1, findings).value());
  EXPECT_FALSE(leaf_sees(bsp, 1, 2, findings).value());
  // Solid leaves have vislist -1: they see everything.
  EXPECT_TRUE(leaf_sees(bsp, 2, 5, findings).value());
}

TEST(BspQuery, WithoutAVisibilityLumpEveryLeafSeesEveryLeaf) {
  const Bsp bsp = synthetic_box_bsp(false);
  Findings findings;
  EXPECT_TRUE(leaf_sees(bsp, 1, 7, findings).value());
  EXPECT_EQ(leaf_sees(bsp, 1, 8, findings).error().id, "E-QUAKE-BSP-QUERY");
}

TEST(BspQueryRealData, CubePlayerStartIsInAnEmptyLeafAndFacesAreQuads) {
  const auto bytes = testing::read_quake_file(testing::kQuakeBspSet, "q1_cube.bsp");
  if (!bytes) GTEST_SKIP() << testing::quake_data_missing(testing::kQuakeBspSet);
  Findings findings;
  const auto bsp = decode_bsp(*bytes, findings);
  ASSERT_TRUE(bsp.ok());
  // The player start of the cube's entity text: "56 -208 136".
  const auto leaf = point_in_leaf(*bsp, {56, -208, 136});
  ASSERT_TRUE(leaf.ok()) << leaf.error().to_string();
  EXPECT_NE(*leaf, 0u);
  EXPECT_EQ(bsp->leaves[*leaf].type, kContentsEmpty);
  for (std::size_t f = 0; f < bsp->faces.size(); ++f) {
    EXPECT_EQ(face_polygon(*bsp, f).value().size(), 4u) << "face " << f;
  }
  EXPECT_TRUE(leaf_sees(*bsp, *leaf, 1, findings).value());
}

}  // namespace
}  // namespace wolfsuite
