// The Mac First Encounter levels of a real game, when a set is at hand: set
// "mac-first-encounter" under $WOLFSUITE_DATA or ../shared/data, holding the game's resource file
// (raw fork, MacBinary or AppleDouble). Skipped otherwise; nothing of it is copied into the
// project.
#include "decoders/fixtures/real_data.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <vector>

#include "decoders/core/file_io.h"
#include "decoders/mac/fork_levels.h"
#include "decoders/mac/level.h"
#include "decoders/mac/mac_file.h"
#include "decoders/mac/map_list.h"

namespace wolfsuite {
namespace {

TEST(MacRealData, EveryLevelOfTheMapListDecodesValidatesAndReencodes) {
  std::size_t forks = 0;
  std::size_t levels = 0;
  std::size_t identical = 0;
  for (const auto& path : testing::real_set_files("mac-first-encounter")) {
    const Result<Bytes> bytes = read_file(path);
    if (!bytes.ok() || probe_mac_resource_file(*bytes) == ProbeVerdict::kNo) continue;
    Findings findings;
    const Result<ResourceFork> fork = decode_mac_resource_file(*bytes, findings);
    if (!fork.ok()) continue;
    const MacResource* list_resource = find_resource(*fork, kMapListType, kMapListId);
    if (list_resource == nullptr) continue;
    ++forks;
    const Result<MapList> list = decode_map_list(list_resource->data, findings);
    ASSERT_TRUE(list.ok()) << path.string() << ": " << list.error().to_string();
    for (std::size_t i = 0; i < list->levels.size(); ++i) {
      const MacResource* level_resource =
          find_resource(*fork, kMapListType, level_resource_id(*list, i));
      ASSERT_NE(level_resource, nullptr) << path.string() << " level " << i;
      Findings level_findings;
      const Result<MacLevel> level = decode_mac_level(level_resource->data, level_findings);
      ASSERT_TRUE(level.ok()) << path.string() << " level " << i << ": "
                              << level.error().to_string();
      const Status valid = validate_mac_level(*level, level_findings);
      EXPECT_TRUE(valid.ok()) << path.string() << " level " << i;
      ++levels;
      const Result<Bytes> again = encode_mac_level(*level);
      ASSERT_TRUE(again.ok());
      if (*again == level_resource->data) ++identical;
      if (!level_findings.contains("W-MAC-LEVEL-LAYOUT")) {
        EXPECT_EQ(*again, level_resource->data);
      }
    }
  }
  if (forks == 0) {
    GTEST_SKIP() << "no Mac First Encounter resource file found: set $WOLFSUITE_DATA or place "
                    "mac-first-encounter in ../shared/data beside the repository";
  }
  std::cout << identical << " of " << levels << " levels re-encode byte-identical\n";
}

}  // namespace
}  // namespace wolfsuite
