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

TEST(DataSet, SubfoldersAreSearchedOnlyWhenTheFolderHoldsNoSet) {
  const std::filesystem::path top = "data";
  FolderNames tree{top, {top / "readme.txt"}, {}};
  tree.subfolders.push_back(FolderNames{top / "sdm", {top / "sdm" / "maphead.sdm"}, {}});
  tree.subfolders.push_back(FolderNames{top / "wl1", {top / "wl1" / "MAPHEAD.WL1"}, {}});
  const std::vector<DataSetFiles> below = find_data_sets(tree);
  ASSERT_EQ(below.size(), 2u);
  EXPECT_EQ(below[0].folder, top / "sdm");
  EXPECT_EQ(below[1].folder, top / "wl1");

  tree.files.push_back(top / "VSWAP.WL6");
  const std::vector<DataSetFiles> here = find_data_sets(tree);
  ASSERT_EQ(here.size(), 1u);
  EXPECT_EQ(here[0].folder, top);
  EXPECT_EQ(here[0].extension, "wl6");
}

}  // namespace
}  // namespace wolfsuite
