#include "decoders/wolf/set_probe.h"

#include <gtest/gtest.h>

#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/synthetic_set.h"

namespace wolfsuite {
namespace {

WolfSetFiles synthetic_files() {
  auto files = synthetic_set_files();
  EXPECT_TRUE(files.ok()) << files.error().to_string();
  return files.ok() ? *files : WolfSetFiles{};
}

TEST(SetProbe, SyntheticSetIsCertain) {
  EXPECT_EQ(probe_wolf_set(synthetic_files()), ProbeVerdict::kCertain);
}

TEST(SetProbe, OneHeaderThatAgreesMakesTheSetLikely) {
  WolfSetFiles files = synthetic_files();
  files.files["maphead"] = Bytes{0x01, 0x02, 0x03};
  EXPECT_EQ(probe_wolf_set(files), ProbeVerdict::kLikely);
  files = synthetic_files();
  files.files.erase("vswap");
  EXPECT_EQ(probe_wolf_set(files), ProbeVerdict::kLikely);
}

TEST(SetProbe, NamesAloneLeaveTheSetUnsure) {
  WolfSetFiles files = synthetic_files();
  files.files["maphead"][0] ^= 0xFF;  // the RLEW tag is no longer 0xABCD
  files.files["vswap"].resize(10);    // the offset table no longer fits
  EXPECT_EQ(probe_wolf_set(files), ProbeVerdict::kUnsure);
  files.files = {{"audiot", Bytes(100, 0x5A)}};
  EXPECT_EQ(probe_wolf_set(files), ProbeVerdict::kUnsure);
}

TEST(SetProbe, NoFileIsNoSet) { EXPECT_EQ(probe_wolf_set(WolfSetFiles{}), ProbeVerdict::kNo); }

TEST(SetProbe, VswapSectionsOutOfOrderDisagree) {
  // chunk_count 4, sprite_start 3, sound_start 2: sprites cannot start after sounds.
  Bytes vswap = {4, 0, 3, 0, 2, 0};
  vswap.resize(6 + 6 * 4);
  EXPECT_FALSE(vswap_header_agrees(vswap));
  vswap[2] = 1;
  EXPECT_TRUE(vswap_header_agrees(vswap));
}

TEST(SetProbe, EveryRealSetIsCertain) {
  const std::vector<DataSetFiles> sets = testing::real_wolf_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const DataSetFiles& set : sets) {
    WolfSetFiles files;
    files.extension = set.extension;
    for (const auto& [stem, path] : set.files) {
      auto bytes = read_file(path);
      ASSERT_TRUE(bytes.ok()) << bytes.error().to_string();
      files.files[stem] = std::move(*bytes);
    }
    EXPECT_EQ(probe_wolf_set(files), ProbeVerdict::kCertain) << set.folder;
  }
}

}  // namespace
}  // namespace wolfsuite
