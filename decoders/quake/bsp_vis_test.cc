#include "decoders/quake/bsp_vis.h"

#include <gtest/gtest.h>

namespace wolfsuite {
namespace {

TEST(BspVis, ZeroByteAndCountStandForThatManyZeroBytes) {
  Findings findings;
  const Bytes vis = {0x05, 0x00, 0x03, 0x80};
  const auto row = decompress_vis_row(vis, 0, 5, findings);
  ASSERT_TRUE(row.ok());
  EXPECT_EQ(*row, (Bytes{0x05, 0, 0, 0, 0x80}));
  EXPECT_TRUE(findings.empty());
}

TEST(BspVis, RowBitsStartAtLeafOne) {
  const Bytes row = {0x05, 0x80};
  EXPECT_FALSE(vis_row_has_leaf(row, 0));
  EXPECT_TRUE(vis_row_has_leaf(row, 1));
  EXPECT_FALSE(vis_row_has_leaf(row, 2));
  EXPECT_TRUE(vis_row_has_leaf(row, 3));
  EXPECT_TRUE(vis_row_has_leaf(row, 16));
  EXPECT_FALSE(vis_row_has_leaf(row, 17));
  EXPECT_EQ(vis_row_bytes(7), 1u);
  EXPECT_EQ(vis_row_bytes(9), 2u);
}

TEST(BspVis, CompressThenDecompressGivesTheRowBack) {
  Bytes row(600, 0);
  row[0] = 1;
  row[299] = 0x40;
  row[599] = 0xFF;
  const Bytes coded = compress_vis_row(row);
  EXPECT_LT(coded.size(), 20u);
  Findings findings;
  EXPECT_EQ(decompress_vis_row(coded, 0, row.size(), findings).value(), row);
}

TEST(BspVis, ARunPastTheRowIsAFindingAndCut) {
  Findings findings;
  const auto row = decompress_vis_row(Bytes{0x00, 0x09}, 0, 2, findings, 1000);
  ASSERT_TRUE(row.ok());
  EXPECT_EQ(*row, (Bytes{0, 0}));
  EXPECT_TRUE(findings.contains("W-QUAKE-BSP-VIS-OVERRUN"));
  EXPECT_EQ(findings.items()[0].offset, 1000u);
}

TEST(BspVis, ARowEndingWithTheLumpIsAnError) {
  Findings findings;
  EXPECT_EQ(decompress_vis_row(Bytes{0x01}, 0, 2, findings).error().id,
            "E-QUAKE-BSP-VIS-TRUNCATED");
  EXPECT_EQ(decompress_vis_row(Bytes{0x01, 0x00}, 0, 3, findings).error().id,
            "E-QUAKE-BSP-VIS-TRUNCATED");
}

}  // namespace
}  // namespace wolfsuite
