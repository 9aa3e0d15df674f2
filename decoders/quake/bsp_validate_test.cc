#include "decoders/quake/bsp_validate.h"

#include <gtest/gtest.h>

#include <functional>

#include "decoders/quake/synthetic_bsp.h"

namespace wolfsuite {
namespace {

std::string error_of(const std::function<void(Bsp&)>& mutate) {
  Bsp bsp = synthetic_box_bsp(true);
  mutate(bsp);
  Findings findings;
  const Status status = validate_bsp(bsp, findings);
  return status.ok() ? "ok" : status.error().id;
}

TEST(BspValidate, TheBoxIsValidWithNoFindings) {
  Findings findings;
  EXPECT_TRUE(validate_bsp(synthetic_box_bsp(true), findings).ok());
  EXPECT_TRUE(findings.empty());
}

TEST(BspValidate, EveryIndexRuleGivesItsError) {
  EXPECT_EQ(error_of([](Bsp& b) { b.models.clear(); }), "E-QUAKE-BSP-NO-MODEL");
  EXPECT_EQ(error_of([](Bsp& b) { b.models[0].node_id[0] = 6; }), "E-QUAKE-BSP-MODEL-HEADNODE");
  EXPECT_EQ(error_of([](Bsp& b) { b.models[0].node_id[1] = 6; }), "E-QUAKE-BSP-MODEL-CLIPNODE");
  EXPECT_EQ(error_of([](Bsp& b) { b.models[0].node_id[2] = 6; }), "E-QUAKE-BSP-MODEL-CLIPNODE");
  EXPECT_EQ(error_of([](Bsp& b) { b.models[0].face_num = 7; }), "E-QUAKE-BSP-MODEL-FACES");
  EXPECT_EQ(error_of([](Bsp& b) { b.models[0].numleafs = 8; }), "E-QUAKE-BSP-MODEL-LEAVES");
  EXPECT_EQ(error_of([](Bsp& b) { b.edges[3].vertex1 = 8; }), "E-QUAKE-BSP-EDGE-VERTEX");
  EXPECT_EQ(error_of([](Bsp& b) { b.texinfo[2].texture_id = 2; }), "E-QUAKE-BSP-TEXINFO-MIPTEX");
  EXPECT_EQ(error_of([](Bsp& b) { b.faces[1].plane_id = 6; }), "E-QUAKE-BSP-FACE-PLANE");
  EXPECT_EQ(error_of([](Bsp& b) { b.faces[1].texinfo_id = 3; }), "E-QUAKE-BSP-FACE-TEXINFO");
  EXPECT_EQ(error_of([](Bsp& b) { b.faces[5].ledge_num = 5; }), "E-QUAKE-BSP-FACE-EDGES");
  EXPECT_EQ(error_of([](Bsp& b) {
              b.texinfo[0].vector_s = {0, 3, 0};
            }),
            "E-QUAKE-BSP-SURFACE-EXTENTS");
  EXPECT_EQ(error_of([](Bsp& b) { b.nodes[2].plane_id = -1; }), "E-QUAKE-BSP-NODE-PLANE");
  EXPECT_EQ(error_of([](Bsp& b) { b.nodes[2].children[1] = -9; }), "E-QUAKE-BSP-NODE-CHILD");
  EXPECT_EQ(error_of([](Bsp& b) { b.nodes[2].children[1] = 6; }), "E-QUAKE-BSP-NODE-CHILD");
  EXPECT_EQ(error_of([](Bsp& b) { b.nodes[2].face_num = 5; }), "E-QUAKE-BSP-NODE-FACES");
  EXPECT_EQ(error_of([](Bsp& b) { b.leaves[1].lface_num = 7; }), "E-QUAKE-BSP-LEAF-MARKSURFACES");
  EXPECT_EQ(error_of([](Bsp& b) { b.leaves[1].vislist = 1; }), "E-QUAKE-BSP-LEAF-VISOFS");
  EXPECT_EQ(error_of([](Bsp& b) { b.marksurfaces[2] = 6; }), "E-QUAKE-BSP-MARKSURFACE");
  EXPECT_EQ(error_of([](Bsp& b) { b.surfedges[4] = -25; }), "E-QUAKE-BSP-SURFEDGE");
  EXPECT_EQ(error_of([](Bsp& b) { b.clipnodes[0].planenum = 6; }), "E-QUAKE-BSP-CLIPNODE-PLANE");
  EXPECT_EQ(error_of([](Bsp& b) { b.clipnodes[0].children[1] = 6; }), "E-QUAKE-BSP-CLIPNODE-CHILD");
  EXPECT_EQ(error_of([](Bsp& b) { b.entities = {'{', 0}; }), "E-QUAKE-BSP-ENTITIES");
  EXPECT_EQ(error_of([](Bsp& b) { b.visibility = {0x00}; }), "E-QUAKE-BSP-VIS-TRUNCATED");
}

TEST(BspValidate, ClipHullHeadsAreOnlyCheckedWhenTheyNameAClipnode) {
  EXPECT_EQ(error_of([](Bsp& b) { b.models[0].node_id[1] = kContentsSolid; }), "ok");
  EXPECT_EQ(error_of([](Bsp& b) { b.models[0].node_id[3] = 99; }), "ok");  // never read
}

TEST(BspValidate, ClipHullHeadsInAMapWithoutClipnodesAreOneFinding) {
  Bsp bsp = synthetic_box_bsp(true);
  bsp.clipnodes.clear();
  bsp.models.push_back(bsp.models[0]);
  Findings findings;
  ASSERT_TRUE(validate_bsp(bsp, findings).ok());
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-QUAKE-BSP-NO-CLIPNODES");
}

TEST(BspValidate, SpecialSurfacesHaveNoExtentLimit) {
  EXPECT_EQ(error_of([](Bsp& b) {
              b.texinfo[0].vector_s = {0, 3, 0};
              b.texinfo[0].animated = 1;
            }),
            "ok");
}

TEST(BspValidate, ToleratedQuirksAreFindings) {
  Bsp bsp = synthetic_box_bsp(true);
  bsp.planes[0].normal = {2, 0, 0};
  bsp.leaves[0].type = kContentsEmpty;
  bsp.edges[0] = bsp.edges[1];
  bsp.surfedges[0] = 0;
  bsp.visibility = {0x00, 0x05};
  Findings findings;
  const Status status = validate_bsp(bsp, findings);
  EXPECT_TRUE(status.ok()) << status.error().to_string();
  EXPECT_TRUE(findings.contains("W-QUAKE-BSP-PLANE-NORMAL"));
  EXPECT_TRUE(findings.contains("W-QUAKE-BSP-LEAF0-CONTENTS"));
  EXPECT_TRUE(findings.contains("W-QUAKE-BSP-EDGE0-USED"));
  EXPECT_TRUE(findings.contains("W-QUAKE-BSP-VIS-OVERRUN"));
}

TEST(BspValidate, ErrorOffsetsPointAtTheRecordInTheEncodedFile) {
  Bsp bsp = synthetic_box_bsp(true);
  bsp.faces[3].plane_id = 99;
  Findings findings;
  const Status status = validate_bsp(bsp, findings);
  ASSERT_FALSE(status.ok());
  const auto offsets = bsp_lump_offsets(bsp);
  EXPECT_EQ(status.error().offset, offsets[static_cast<std::size_t>(BspLump::kFaces)] + 3 * 20);
}

}  // namespace
}  // namespace wolfsuite
