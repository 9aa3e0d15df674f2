#include "decoders/mac/fork_levels.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "decoders/mac/synthetic_first_encounter.h"

namespace wolfsuite {
namespace {

ResourceFork synthetic_fork() {
  Result<ResourceFork> fork = synthetic_first_encounter_fork();
  EXPECT_TRUE(fork.ok());
  return fork.ok() ? *fork : ResourceFork{};
}

void remove_resource(ResourceFork& fork, std::int16_t id) {
  std::erase_if(fork.resources, [id](const MacResource& resource) {
    return resource.type == kMapListType && resource.id == id;
  });
}

TEST(ForkLevels, SyntheticForkGivesEveryLevelInMapListOrder) {
  Findings findings;
  const Result<ForkLevels> levels = decode_fork_levels(synthetic_fork(), findings);
  ASSERT_TRUE(levels.ok()) << levels.error().to_string();
  ASSERT_TRUE(levels->map_list.has_value());
  ASSERT_EQ(levels->levels.size(), synthetic_first_encounter_sketches().size());
  for (std::size_t i = 0; i < levels->levels.size(); ++i) {
    EXPECT_EQ(levels->levels[i].id, kSyntheticFirstLevelId + static_cast<int>(i));
  }
  EXPECT_TRUE(findings.empty());
}

TEST(ForkLevels, LevelTheListNamesButTheForkLacksIsAFindingAtItsEntry) {
  ResourceFork fork = synthetic_fork();
  remove_resource(fork, kSyntheticFirstLevelId + 1);
  Findings findings;
  const Result<ForkLevels> levels = decode_fork_levels(fork, findings);
  ASSERT_TRUE(levels.ok());
  ASSERT_EQ(levels->levels.size(), 2u);
  EXPECT_EQ(levels->levels[1].id, kSyntheticFirstLevelId + 2);
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-MAC-LEVEL-MISSING");
  EXPECT_EQ(findings.items()[0].offset, kMapListHeaderBytes + kMapListEntryBytes);
}

TEST(ForkLevels, ForkWithoutMapListHasNoLevelsAndNoFinding) {
  ResourceFork fork = synthetic_fork();
  remove_resource(fork, kMapListId);
  Findings findings;
  const Result<ForkLevels> levels = decode_fork_levels(fork, findings);
  ASSERT_TRUE(levels.ok());
  EXPECT_FALSE(levels->map_list.has_value());
  EXPECT_TRUE(levels->levels.empty());
  EXPECT_TRUE(findings.empty());
}

TEST(ForkLevels, BrokenLevelStopsWithTheLevelDecodersError) {
  ResourceFork fork = synthetic_fork();
  for (MacResource& resource : fork.resources) {
    if (resource.id == kSyntheticFirstLevelId + 2) resource.data.resize(10);
  }
  Findings findings;
  const Result<ForkLevels> levels = decode_fork_levels(fork, findings);
  ASSERT_FALSE(levels.ok());
  EXPECT_EQ(levels.error().id, "E-MAC-LEVEL-TRUNCATED");
}

TEST(ForkLevels, LevelIdsWrapInSixteenBitsLikeTheResourceManagersSignedIds) {
  MapList list;
  list.first_level = 0x7FFF;
  EXPECT_EQ(level_resource_id(list, 0), 32767);
  EXPECT_EQ(level_resource_id(list, 1), -32768);
  list.first_level = 0xFFFF;
  EXPECT_EQ(level_resource_id(list, 1), 0);
}

}  // namespace
}  // namespace wolfsuite
