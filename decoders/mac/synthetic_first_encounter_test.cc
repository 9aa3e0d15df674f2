#include "decoders/mac/synthetic_first_encounter.h"

#include <gtest/gtest.h>

#include "decoders/mac/fork_levels.h"
#include "decoders/mac/level.h"
#include "decoders/mac/mac_file.h"
#include "decoders/mac/map_list.h"

namespace wolfsuite {
namespace {

TEST(SyntheticFirstEncounter, ForkHoldsTheMapListAndEveryLevelItNames) {
  const Result<Bytes> bytes = synthetic_first_encounter_resource_fork();
  ASSERT_TRUE(bytes.ok());
  Findings findings;
  const Result<ResourceFork> fork = decode_mac_resource_file(*bytes, findings);
  ASSERT_TRUE(fork.ok());
  const MacResource* list_resource = find_resource(*fork, "BRGR", kMapListId);
  ASSERT_NE(list_resource, nullptr);
  const Result<MapList> list = decode_map_list(list_resource->data, findings);
  ASSERT_TRUE(list.ok());
  ASSERT_EQ(list->levels.size(), 3u);
  validate_map_list(*list, findings);
  for (std::size_t i = 0; i < list->levels.size(); ++i) {
    const MacResource* level_resource = find_resource(*fork, "BRGR", level_resource_id(*list, i));
    ASSERT_NE(level_resource, nullptr);
    const Result<MacLevel> level = decode_mac_level(level_resource->data, findings);
    ASSERT_TRUE(level.ok());
    EXPECT_TRUE(validate_mac_level(*level, findings).ok());
    EXPECT_EQ(*encode_mac_level(*level), level_resource->data);
  }
  EXPECT_TRUE(findings.empty());
}

TEST(SyntheticFirstEncounter, MacBinaryWrapsTheSameFork) {
  const Result<Bytes> raw = synthetic_first_encounter_resource_fork();
  const Result<Bytes> binary = synthetic_first_encounter_macbinary();
  ASSERT_TRUE(raw.ok() && binary.ok());
  EXPECT_EQ(probe_mac_resource_file(*binary), ProbeVerdict::kCertain);
  Findings findings;
  const Result<MacBinaryFile> file = decode_macbinary(*binary, findings);
  ASSERT_TRUE(file.ok());
  EXPECT_EQ(file->resource_fork, *raw);
  EXPECT_EQ(*encode_resource_fork(*synthetic_first_encounter_fork()), *raw);
}

}  // namespace
}  // namespace wolfsuite
