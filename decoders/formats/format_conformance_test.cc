// The one suite every registry entry runs (STYLE.md "Models to learn from": Camoto's shared test
// suite every format inherits): on the entry's own synthetic files it must find its units, probe
// them, inspect and check them clean, decode them, give the same bytes back, list golden lumps and
// extract every file with its summary document.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "decoders/fixtures/test_name.h"
#include "decoders/formats/format_test_support.h"
#include "decoders/formats/registry.h"

namespace wolfsuite {
namespace {

using testing::BlankRenderers;
using testing::listing_of;
using testing::MemorySink;

class FormatConformance : public ::testing::TestWithParam<const Format*> {
 protected:
  const Format& format() const { return *GetParam(); }

  std::vector<NamedFile> synthetic_files() const {
    auto files = format().synthetic();
    EXPECT_TRUE(files.ok()) << files.error().to_string();
    return files.ok() ? std::move(files).value() : std::vector<NamedFile>{};
  }

  // The units found among the synthetic files, as a folder holding them shows them.
  std::vector<FoundUnit> units() const { return find_units(listing_of("in", synthetic_files())); }
};

TEST_P(FormatConformance, SyntheticFilesAreFoundAsThisFormat) {
  const std::vector<NamedFile> files = synthetic_files();
  ASSERT_FALSE(files.empty());
  const std::vector<FoundUnit> found = units();
  const std::size_t expected = format().shape() == UnitShape::kFileSet ? 1 : files.size();
  ASSERT_EQ(found.size(), expected);
  for (const FoundUnit& unit : found) {
    EXPECT_EQ(unit.format, &format()) << unit.input.location;
    EXPECT_GE(format().probe(unit.input), ProbeVerdict::kLikely) << unit.input.location;
  }
}

TEST_P(FormatConformance, SyntheticUnitsInspectAndCheckClean) {
  for (const FoundUnit& unit : units()) {
    SCOPED_TRACE(unit.input.location.string());
    const FormatReport inspected = format().inspect(unit.input);
    EXPECT_TRUE(inspected.loadable());
    EXPECT_FALSE(inspected.name.empty());
    EXPECT_FALSE(inspected.details.empty());
    EXPECT_TRUE(format().check(unit.input).loadable());
  }
}

TEST_P(FormatConformance, SyntheticUnitsDecodeToAModel) {
  for (const FoundUnit& unit : units()) {
    FormatReport report;
    EXPECT_TRUE(format().decode(unit.input, report).has_value()) << unit.input.location;
    EXPECT_TRUE(report.loadable()) << unit.input.location;
  }
}

TEST_P(FormatConformance, SyntheticUnitsReencodeToTheSameBytes) {
  const std::vector<NamedFile> files = synthetic_files();
  for (const FoundUnit& unit : units()) {
    const auto reencoded = format().reencode(unit.input);
    ASSERT_TRUE(reencoded.ok()) << reencoded.error().to_string();
    for (const NamedFile& file : *reencoded) {
      const auto original = std::find_if(files.begin(), files.end(),
                                         [&](const NamedFile& f) { return f.name == file.name; });
      ASSERT_NE(original, files.end()) << file.name;
      EXPECT_EQ(file.bytes, original->bytes) << file.name;
    }
  }
}

TEST_P(FormatConformance, SyntheticUnitsHaveGoldenLumps) {
  for (const FoundUnit& unit : units()) {
    FormatReport report;
    const auto manifest = format().golden(unit.input, BlankRenderers(), report);
    ASSERT_TRUE(manifest.ok()) << manifest.error().to_string();
    EXPECT_FALSE(manifest->lumps.empty()) << unit.input.location;
    EXPECT_TRUE(report.loadable());
  }
}

TEST_P(FormatConformance, ExtractWritesEveryFileItCountsAndItsSummaryLast) {
  for (const FoundUnit& unit : units()) {
    SCOPED_TRACE(unit.input.location.string());
    MemorySink sink;
    const Extraction extraction = format().extract(unit.input, "unit", BlankRenderers(), sink);
    EXPECT_TRUE(extraction.errors.empty()) << extraction.errors.front().to_string();
    std::size_t counted = 0;
    for (const auto& [kind, count] : extraction.files) {
      counted += count;
      if (!format().file_kinds().empty()) {
        EXPECT_NE(std::find(format().file_kinds().begin(), format().file_kinds().end(), kind),
                  format().file_kinds().end())
            << kind;
      }
    }
    EXPECT_EQ(counted, sink.files.size());
    const char* summary = format().shape() == UnitShape::kFileSet ? "set.json" : "info.json";
    EXPECT_EQ(sink.files.count(summary), 1u) << summary;
    EXPECT_GT(sink.files.size(), 1u) << "nothing but the summary";
  }
}

INSTANTIATE_TEST_SUITE_P(EveryEntry, FormatConformance, ::testing::ValuesIn(formats()),
                         [](const ::testing::TestParamInfo<const Format*>& entry) {
                           return wolfsuite::testing::test_name(entry.param->name());
                         });

}  // namespace
}  // namespace wolfsuite
