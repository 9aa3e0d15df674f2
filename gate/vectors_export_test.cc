#include "gate/vectors_export.h"

#include <gtest/gtest.h>

#include <set>

#include "decoders/core/sha256.h"
#include "gate/gate_test_support.h"

namespace wolfsuite::gate {
namespace {

using testing::synthetic_export;

TEST(VectorsExport, TwoExportsAreTheSameBytes) {
  const VectorsExport again =
      export_vectors(testing::synthetic_sets(), testing::catalogue_corpus(), testing::fake_png);
  EXPECT_EQ(again.tree.files(), synthetic_export().tree.files());
  EXPECT_EQ(
      write_manifest(again.tree.manifest(again.sets, "wolfsuite test")),
      write_manifest(synthetic_export().tree.manifest(synthetic_export().sets, "wolfsuite test")));
}

TEST(VectorsExport, EveryCapabilityHasVectors) {
  const Manifest manifest = synthetic_export().tree.manifest(synthetic_export().sets, "test");
  const std::map<std::string, std::size_t> counts = capability_counts(manifest);
  for (const std::string_view capability : capability_names()) {
    EXPECT_GT(counts.count(std::string(capability)) ? counts.at(std::string(capability)) : 0u, 0u)
        << capability;
  }
  EXPECT_EQ(manifest.sets, (std::vector<std::string>{"synthetic", "corpus"}));
}

TEST(VectorsExport, EveryVectorCarriesItsSetAndTheEngineLeavesOnlyRefusalsToTheSuite) {
  const Manifest manifest = synthetic_export().tree.manifest(synthetic_export().sets, "test");
  std::size_t edge_views = 0;
  for (const Vector& vector : manifest.vectors) {
    const bool corpus = vector.id.starts_with("corpus/");
    EXPECT_TRUE(vector.has_tag(corpus ? "corpus" : "synthetic")) << vector.id;
    if (!corpus) EXPECT_TRUE(vector.has_tag("wl1")) << vector.id;
    const bool rejected = vector.expected.status == ExpectedStatus::kRejected;
    EXPECT_EQ(vector.has_tag("rejected"), rejected) << vector.id;
    // The synthetic maps are walled: no ray of a view reads outside the tile array.
    EXPECT_EQ(vector.has_tag(kImplementationDefinedTag), rejected) << vector.id;
    if (vector.id.find("-edge-") != std::string::npos) {
      ++edge_views;
      EXPECT_TRUE(vector.has_tag("off-map")) << vector.id;
    }
  }
  EXPECT_GT(edge_views, 0u);
}

TEST(VectorsExport, EveryViewAtTheDefaultSizeIsAlsoAtTheHighResolutions) {
  const Manifest manifest = synthetic_export().tree.manifest(synthetic_export().sets, "test");
  std::set<std::string> ids;
  for (const Vector& vector : manifest.vectors) ids.insert(vector.id);
  std::size_t views = 0;
  for (const Vector& vector : manifest.vectors) {
    if (vector.capability != "render-view" || !vector.id.ends_with("-vs19")) continue;
    ++views;
    for (const std::string_view screen : {"-640x400", "-960x600"}) {
      const auto high = ids.find(vector.id + std::string(screen));
      ASSERT_NE(high, ids.end()) << vector.id << screen;
    }
  }
  EXPECT_GT(views, 0u);
}

TEST(VectorsExport, GeneratedVectorsAreTheSeedsAndTagged) {
  const auto generated = [](std::uint64_t seed) {
    const VectorsExport out = export_vectors(testing::synthetic_sets(), {}, {}, {3, seed});
    return out.tree.manifest(out.sets, "test");
  };
  const Manifest first = generated(5);
  EXPECT_EQ(write_manifest(first), write_manifest(generated(5)));
  EXPECT_NE(write_manifest(first), write_manifest(generated(6)));
  std::size_t views = 0;
  std::size_t recordings = 0;
  for (const Vector& vector : first.vectors) {
    if (!vector.has_tag("generated")) continue;
    if (vector.capability == "render-view" && !vector.has_tag("hi-res")) ++views;
    if (vector.capability == "demo-trace") {
      ++recordings;
      EXPECT_TRUE(vector.inputs.contains("recording")) << vector.id;
      EXPECT_EQ(vector.expected.status, ExpectedStatus::kOk) << vector.id;
    }
  }
  EXPECT_EQ(views, 3u);
  EXPECT_EQ(recordings, 3u);
}

TEST(VectorsExport, ManifestReadsBackAndNamesOnlyFilesOfTheTree) {
  const VectorsExport& exported = synthetic_export();
  const std::string text = write_manifest(exported.tree.manifest(exported.sets, "wolfsuite test"));
  const Result<Manifest> manifest = parse_manifest(text);
  ASSERT_TRUE(manifest.ok()) << manifest.error().to_string();
  const auto& files = exported.tree.files();
  for (const Vector& vector : manifest->vectors) {
    std::uint64_t input_bytes = 0;
    for (const auto& [role, path] : vector.inputs) {
      ASSERT_TRUE(files.contains(path)) << vector.id << " " << role;
      input_bytes += files.at(path).size();
    }
    EXPECT_EQ(vector.input_bytes, input_bytes) << vector.id;
    const Expected& expected = vector.expected;
    if (!expected.output.empty()) {
      ASSERT_TRUE(files.contains(expected.output)) << vector.id;
      EXPECT_EQ(sha256_hex(files.at(expected.output)), expected.sha256) << vector.id;
    }
    if (expected.format == OutputFormat::kIndexedFrame) {
      EXPECT_EQ(expected.size, std::uint64_t{expected.width} * expected.height) << vector.id;
      EXPECT_TRUE(files.contains(expected.png)) << vector.id;
    }
  }
}

// What lets the gate show a first difference for every output, not only a hash that disagrees.
TEST(VectorsExport, EveryExpectedOutputIsShippedOrASliceOfAnInput) {
  const VectorsExport& exported = synthetic_export();
  const auto& files = exported.tree.files();
  std::size_t slices = 0;
  for (const Vector& vector : exported.tree.vectors()) {
    const Expected& expected = vector.expected;
    if (expected.status != ExpectedStatus::kOk || expected.format == OutputFormat::kNone) continue;
    // A page or a lump is its file's bytes: named where they are, not shipped twice.
    const bool stored_piece =
        vector.capability == "vswap-page" || vector.capability == "audio-lump";
    EXPECT_EQ(expected.slice.has_value(), stored_piece) << vector.id;
    if (!expected.slice) {
      EXPECT_FALSE(expected.output.empty()) << vector.id;
      continue;
    }
    ++slices;
    EXPECT_TRUE(expected.output.empty()) << vector.id;
    const Bytes& input = files.at(vector.inputs.at(expected.slice->input));
    ASSERT_LE(expected.slice->offset + expected.size, input.size()) << vector.id;
    const auto start = input.begin() + static_cast<std::ptrdiff_t>(expected.slice->offset);
    EXPECT_EQ(sha256_hex(Bytes(start, start + static_cast<std::ptrdiff_t>(expected.size))),
              expected.sha256)
        << vector.id;
  }
  EXPECT_GT(slices, 0u);
}

TEST(VectorsExport, SetFilesAreStoredOnceUnderTheSetFolder) {
  const auto& files = synthetic_export().tree.files();
  for (const char* name : {"MAPHEAD.WL1", "GAMEMAPS.WL1", "VGAHEAD.WL1", "VGADICT.WL1",
                           "VGAGRAPH.WL1", "VSWAP.WL1", "AUDIOHED.WL1", "AUDIOT.WL1"}) {
    EXPECT_TRUE(files.contains(std::string("synthetic/files/") + name)) << name;
  }
}

TEST(VectorsExport, EveryCatalogueEntryWithCorpusFilesHasAVerdictVector) {
  const auto entries = catalogue_corpus_paths(testing::corpus_dir());
  ASSERT_TRUE(entries.ok()) << entries.error().to_string();
  std::set<std::string> ids;
  for (const Vector& vector : testing::corpus_export().tree.vectors()) ids.insert(vector.id);
  for (const auto& [entry, paths] : *entries) {
    bool listed = false;
    for (const std::string& path : paths) {
      const std::size_t slash = path.rfind('/');
      const std::string target =
          path.substr(std::string("corpus/").size(), slash - std::string("corpus/").size());
      listed = listed || ids.contains(verdict_vector_id(target, path.substr(slash + 1)));
    }
    EXPECT_TRUE(listed) << entry << " has corpus files but no verdict vector";
  }
}

TEST(VectorsExport, VerdictsAgreeWithTheCorpusFileNames) {
  for (const Vector& vector : testing::corpus_export().tree.vectors()) {
    EXPECT_EQ(vector.capability, "verdict");
    const std::string name = vector.id.substr(vector.id.find('.') + 1);
    const bool rejected = name.starts_with("n_");
    EXPECT_EQ(vector.expected.status == ExpectedStatus::kRejected, rejected) << vector.id;
    if (rejected) {
      EXPECT_TRUE(vector.expected.error.starts_with("E-")) << vector.id;
    }
  }
}

TEST(VectorsExport, SetFileNamesAreUpperCase) {
  EXPECT_EQ(set_file_name("maphead", "wl1"), "MAPHEAD.WL1");
  EXPECT_EQ(verdict_vector_id("rlew_expand_fuzzer", "n_cut.bin"),
            "corpus/verdict/rlew_expand_fuzzer.n_cut");
}

}  // namespace
}  // namespace wolfsuite::gate
