#include "decoders/wolf/vswap_sound.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "decoders/core/file_io.h"
#include "decoders/fixtures/generators.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap.h"

namespace wolfsuite {
namespace {

Bytes samples(std::size_t count, std::uint64_t seed) {
  testing::Rng rng(seed);
  return testing::random_bytes(rng, count, testing::BytePattern::kUniform);
}

DigitisedSound present(std::size_t count, std::uint64_t seed) {
  return DigitisedSound{samples(count, seed), 0};
}

// A VSWAP holding only a sound section: these chunks, then this table.
Vswap sound_vswap(std::vector<Bytes> chunks, const std::vector<PcmTableEntry>& table) {
  Vswap vswap;
  vswap.chunks = std::move(chunks);
  vswap.chunks.push_back(encode_pcm_table(table));
  return vswap;
}

Vswap sound_vswap(const SoundChunks& sounds) {
  Vswap vswap;
  vswap.chunks = sounds.chunks;
  vswap.chunks.push_back(sounds.pcm_table);
  return vswap;
}

std::string decode_error(const Vswap& vswap) {
  Findings findings;
  const Result<std::vector<DigitisedSound>> sounds = decode_sounds(vswap, findings);
  return sounds.ok() ? "ok" : sounds.error().id;
}

TEST(VswapSound, SoundsAreSplitInto4096ByteChunks) {
  const std::vector<DigitisedSound> sounds = {present(10000, 1), present(4096, 2), DigitisedSound{},
                                              present(1, 3)};
  const Result<SoundChunks> out = encode_sounds(sounds);
  ASSERT_TRUE(out.ok()) << out.error().to_string();
  ASSERT_EQ(out->chunks.size(), 3u + 1u + 0u + 1u);
  EXPECT_EQ(out->chunks[0].size(), 4096u);
  EXPECT_EQ(out->chunks[1].size(), 4096u);
  EXPECT_EQ(out->chunks[2].size(), 10000u - 8192u);
  EXPECT_EQ(out->chunks[3].size(), 4096u);
  EXPECT_EQ(out->chunks[4].size(), 1u);
  Findings findings;
  EXPECT_EQ(decode_pcm_table(out->pcm_table, findings),
            (std::vector<PcmTableEntry>{{0, 10000}, {3, 4096}, {4, 0}, {4, 1}}));
}

TEST(VswapSound, SoundsRoundTripThroughTheSection) {
  const std::vector<DigitisedSound> sounds = {present(10000, 1), DigitisedSound{{}, 9000},
                                              present(4097, 2), DigitisedSound{},
                                              present(0xFFFF, 3)};
  const Result<SoundChunks> out = encode_sounds(sounds);
  ASSERT_TRUE(out.ok()) << out.error().to_string();
  // The sparse sound takes ceil(9000 / 4096) = 3 sparse chunks.
  EXPECT_TRUE(out->chunks[3].empty() && out->chunks[4].empty() && out->chunks[5].empty());
  Findings findings;
  const Result<std::vector<DigitisedSound>> decoded = decode_sounds(sound_vswap(*out), findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, sounds);
  EXPECT_TRUE(findings.contains("W-VSWAP-SOUND-SPARSE"));
}

TEST(VswapSound, SectionAfterWallsAndSpritesDecodes) {
  Vswap vswap = sound_vswap({Bytes(5, 1)}, {{0, 5}});
  vswap.chunks.insert(vswap.chunks.begin(), {Bytes(4096, 0), Bytes{}});
  vswap.sprite_start = 1;
  vswap.sound_start = 2;
  Findings findings;
  const Result<std::vector<DigitisedSound>> sounds = decode_sounds(vswap, findings);
  ASSERT_TRUE(sounds.ok()) << sounds.error().to_string();
  EXPECT_EQ(*sounds, (std::vector<DigitisedSound>{DigitisedSound{Bytes(5, 1), 0}}));
}

TEST(VswapSound, TableSizeNotAMultipleOf4IsAFinding) {
  Findings findings;
  const std::vector<PcmTableEntry> entries = decode_pcm_table(Bytes{1, 0, 2, 0, 9}, findings);
  EXPECT_EQ(entries, (std::vector<PcmTableEntry>{{1, 2}}));
  EXPECT_TRUE(findings.contains("W-VSWAP-SOUND-TABLE-TAIL"));
}

TEST(VswapSound, MissingTableIsAnError) {
  EXPECT_EQ(decode_error(Vswap{}), "E-VSWAP-SOUND-TABLE-MISSING");
  Vswap no_section;
  no_section.chunks = {Bytes(4, 0)};
  no_section.sprite_start = 1;
  no_section.sound_start = 1;
  EXPECT_EQ(decode_error(no_section), "E-VSWAP-SOUND-TABLE-MISSING");
  Vswap sparse_table;
  sparse_table.chunks = {Bytes(4, 0), Bytes{}};
  EXPECT_EQ(decode_error(sparse_table), "E-VSWAP-SOUND-TABLE-MISSING");
}

TEST(VswapSound, EntryPastTheChunksIsAnError) {
  Findings findings;
  const Result<std::vector<DigitisedSound>> sounds =
      decode_sounds(sound_vswap({Bytes(4, 0)}, {{0, 4}, {1, 4}}), findings);
  ASSERT_FALSE(sounds.ok());
  EXPECT_EQ(sounds.error().id, "E-VSWAP-SOUND-RANGE");
  EXPECT_EQ(sounds.error().offset, 4u);
}

TEST(VswapSound, SoundRunningPastTheLastChunkIsAnError) {
  EXPECT_EQ(decode_error(sound_vswap({Bytes(4096, 0)}, {{0, 5000}})), "E-VSWAP-SOUND-RANGE");
}

TEST(VswapSound, EmptyEntryReadsNoChunk) {
  Findings findings;
  const Result<std::vector<DigitisedSound>> sounds =
      decode_sounds(sound_vswap({}, {{70, 0}}), findings);
  ASSERT_TRUE(sounds.ok()) << sounds.error().to_string();
  EXPECT_EQ(*sounds, (std::vector<DigitisedSound>{DigitisedSound{}}));
  EXPECT_TRUE(findings.empty());
}

TEST(VswapSound, EntryAtASparseChunkIsAnEmptySoundWithAFinding) {
  Findings findings;
  const Result<std::vector<DigitisedSound>> sounds =
      decode_sounds(sound_vswap({Bytes{}}, {{0, 3793}}), findings);
  ASSERT_TRUE(sounds.ok()) << sounds.error().to_string();
  EXPECT_EQ(*sounds, (std::vector<DigitisedSound>{DigitisedSound{{}, 3793}}));
  EXPECT_TRUE(findings.contains("W-VSWAP-SOUND-SPARSE"));
}

TEST(VswapSound, SparseChunkInsideAPresentSoundIsAnError) {
  EXPECT_EQ(decode_error(sound_vswap({Bytes(4096, 0), Bytes{}}, {{0, 5000}})),
            "E-VSWAP-SOUND-SPARSE-CHUNK");
}

TEST(VswapSound, ChunkOver4096BytesIsAnError) {
  EXPECT_EQ(decode_error(sound_vswap({Bytes(4097, 0)}, {{0, 4000}})), "E-VSWAP-SOUND-CHUNK-SIZE");
}

TEST(VswapSound, ChunkShorterThanWhatTheEnginePlaysIsAnError) {
  // The engine plays 4096 bytes of the first chunk of a 5000-byte sound.
  EXPECT_EQ(decode_error(sound_vswap({Bytes(4000, 0), Bytes(1000, 0)}, {{0, 5000}})),
            "E-VSWAP-SOUND-CHUNK-SHORT");
  EXPECT_EQ(decode_error(sound_vswap({Bytes(10, 0)}, {{0, 11}})), "E-VSWAP-SOUND-CHUNK-SHORT");
}

TEST(VswapSound, LastChunkLongerThanTheSoundIsCutWithAFinding) {
  Bytes chunk(100, 7);
  chunk[99] = 9;
  Findings findings;
  const Result<std::vector<DigitisedSound>> sounds =
      decode_sounds(sound_vswap({chunk}, {{0, 99}}), findings);
  ASSERT_TRUE(sounds.ok()) << sounds.error().to_string();
  EXPECT_EQ((*sounds)[0].samples, Bytes(99, 7));
  EXPECT_TRUE(findings.contains("W-VSWAP-SOUND-CHUNK-TAIL"));
}

TEST(VswapSound, TableLengthsOverTheCapAreALimitError) {
  // 257 entries of 65535 bytes sharing the same 16 chunks add up to more than 16 MiB.
  std::vector<Bytes> chunks(16, Bytes(4096, 0));
  chunks.back().resize(4095);
  const std::vector<PcmTableEntry> table(257, PcmTableEntry{0, 0xFFFF});
  Findings findings;
  const Result<std::vector<DigitisedSound>> sounds =
      decode_sounds(sound_vswap(chunks, table), findings);
  ASSERT_FALSE(sounds.ok());
  EXPECT_EQ(sounds.error().id, "E-VSWAP-SOUND-TOTAL");
  EXPECT_EQ(sounds.error().kind, ErrorKind::kLimit);
}

TEST(VswapSound, NoSoundsCannotBeEncoded) {
  EXPECT_EQ(encode_sounds({}).error().id, "E-VSWAP-SOUND-ENCODE");
}

TEST(VswapSound, SparseSoundWithSamplesCannotBeEncoded) {
  EXPECT_EQ(encode_sounds({DigitisedSound{Bytes(3, 0), 3}}).error().id, "E-VSWAP-SOUND-ENCODE");
}

TEST(VswapSound, SoundOver65535BytesCannotBeEncoded) {
  EXPECT_EQ(encode_sounds({present(0x10000, 4)}).error().id, "E-VSWAP-SOUND-ENCODE");
}

// Measured: sounds in the table (46 wl1, 40 sdm, as version.h says), how many the file leaves
// out, and the samples of the present ones.
struct KnownSounds {
  const char* extension;
  std::size_t sounds;
  std::size_t sparse;
  std::size_t present_bytes;
};
constexpr KnownSounds kKnownSounds[] = {{"wl1", 46, 26, 148176}, {"sdm", 40, 16, 190807}};

TEST(VswapSoundRealData, EverySoundAssemblesAndTheSectionReencodesExactly) {
  int checked = 0;
  for (const DataSetFiles& set : testing::real_wolf_sets()) {
    const auto path = set.file("vswap");
    if (!path) continue;
    SCOPED_TRACE(set.extension);
    const Result<Bytes> file = read_file(*path);
    ASSERT_TRUE(file.ok()) << file.error().to_string();
    Findings findings;
    const Result<Vswap> vswap = decode_vswap(*file, findings);
    ASSERT_TRUE(vswap.ok()) << vswap.error().to_string();
    const Result<std::vector<DigitisedSound>> sounds = decode_sounds(*vswap, findings);
    ASSERT_TRUE(sounds.ok()) << sounds.error().to_string();
    if (const auto version = version_from_tag(set.extension)) {
      EXPECT_EQ(sounds->size(), static_cast<std::size_t>(version_facts(*version).pcm_sounds));
    }

    // Every present sound is as long as its table entry says.
    Findings table_findings;
    const std::vector<PcmTableEntry> table = decode_pcm_table(vswap->chunks.back(), table_findings);
    ASSERT_EQ(table.size(), sounds->size());
    std::size_t sparse = 0;
    std::size_t present_bytes = 0;
    for (std::size_t k = 0; k < table.size(); ++k) {
      const DigitisedSound& sound = (*sounds)[k];
      EXPECT_EQ(sound.sparse() ? sound.sparse_length : sound.samples.size(), table[k].length);
      sparse += sound.sparse() ? 1 : 0;
      present_bytes += sound.samples.size();
    }
    for (const KnownSounds& known : kKnownSounds) {
      if (set.extension != known.extension) continue;
      EXPECT_EQ(sounds->size(), known.sounds);
      EXPECT_EQ(sparse, known.sparse);
      EXPECT_EQ(present_bytes, known.present_bytes);
    }

    // The sounds alone give back the sound chunks and the table byte for byte.
    const Result<SoundChunks> out = encode_sounds(*sounds);
    ASSERT_TRUE(out.ok()) << out.error().to_string();
    const std::vector<Bytes> section(vswap->chunks.begin() + vswap->sound_start,
                                     vswap->chunks.end() - 1);
    EXPECT_TRUE(out->chunks == section);
    EXPECT_TRUE(out->pcm_table == vswap->chunks.back());
    ++checked;
  }
  if (checked == 0) GTEST_SKIP() << testing::real_data_missing_message();
}

}  // namespace
}  // namespace wolfsuite
