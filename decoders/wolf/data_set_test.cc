#include "decoders/wolf/data_set.h"

#include <gtest/gtest.h>

namespace wolfsuite {
namespace {

TEST(DataSet, FilesAreGroupedByExtensionInAnyCase) {
  const std::filesystem::path folder = "games";
  const std::vector<DataSetFiles> sets =
      group_data_sets(folder, {folder / "MAPHEAD.WL1", folder / "gamemaps.wl1",
                               folder / "VSwap.SDM", folder / "maphead.sdm"});
  ASSERT_EQ(sets.size(), 2u);
  EXPECT_EQ(sets[0].extension, "sdm");  // sorted by extension
  EXPECT_EQ(sets[0].folder, folder);
  EXPECT_EQ(sets[0].file("vswap"), folder / "VSwap.SDM");
  EXPECT_EQ(sets[1].extension, "wl1");
  EXPECT_EQ(sets[1].file("maphead"), folder / "MAPHEAD.WL1");
  EXPECT_EQ(sets[1].file("vswap"), std::nullopt);
}

TEST(DataSet, OtherNamesAndNamesWithoutAnExtensionAreNoSet) {
  const std::filesystem::path folder = "games";
  EXPECT_TRUE(group_data_sets(folder, {folder / "readme.txt", folder / "MAPHEAD",
                                       folder / "config.wl1", folder / "maphead."})
                  .empty());
}

}  // namespace
}  // namespace wolfsuite
