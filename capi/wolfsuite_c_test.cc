// The C API against the C++ layers it wraps, on the synthetic set and the codecs' awkward words.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "capi/wolfsuite.h"
#include "cli/cli_test_support.h"
#include "decoders/core/sha256.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/synthetic_set.h"

namespace wolfsuite {
namespace {

using cli::testing::awkward_words;

// A result the library made, freed with wolfsuite_free when the test ends.
template <typename T>
struct Owned {
  T* data = nullptr;
  std::size_t size = 0;
  ~Owned() { wolfsuite_free(data); }
  std::vector<T> values() const { return std::vector<T>(data, data + size); }
};

struct SetCloser {
  void operator()(wolfsuite_set* set) const { wolfsuite_set_close(set); }
};
using SetHandle = std::unique_ptr<wolfsuite_set, SetCloser>;

// A set opened from its files in memory; null (and a failed expectation) when it does not open.
SetHandle handle_of(const WolfSetFiles& files) {
  std::vector<wolfsuite_file> c_files;
  for (const auto& [stem, bytes] : files.files) {
    c_files.push_back({stem.c_str(), bytes.data(), bytes.size()});
  }
  wolfsuite_set* set = nullptr;
  EXPECT_EQ(wolfsuite_set_open_files(c_files.data(), c_files.size(), "WL1", &set), WOLFSUITE_OK)
      << wolfsuite_error_message();
  return SetHandle(set);
}

// The synthetic set opened from its files in memory.
SetHandle synthetic_handle() {
  static const WolfSetFiles files = *synthetic_set_files();
  return handle_of(files);
}

wolfsuite_view centre_of_first_room() {
  return {0, (8 << 16) + 0x8000, (8 << 16) + 0x8000, 45, 19, 320, 200};
}

TEST(CApi, VersionIsTheProjects) { EXPECT_STREQ(wolfsuite_version(), WOLFSUITE_VERSION); }

TEST(CApi, RlewRoundTripGivesTheWordsBack) {
  const Bytes plain = awkward_words();
  Owned<std::uint8_t> packed;
  Owned<std::uint8_t> unpacked;
  ASSERT_EQ(wolfsuite_rlew_compress(plain.data(), plain.size(), 0xABCD, &packed.data, &packed.size),
            WOLFSUITE_OK);
  ASSERT_EQ(wolfsuite_rlew_expand(packed.data, packed.size, 0xABCD, plain.size(), &unpacked.data,
                                  &unpacked.size),
            WOLFSUITE_OK)
      << wolfsuite_error_message();
  EXPECT_EQ(unpacked.values(), plain);
  EXPECT_STREQ(wolfsuite_error_id(), "");
}

TEST(CApi, CarmackRoundTripGivesTheWordsBack) {
  const Bytes plain = awkward_words();
  Owned<std::uint8_t> packed;
  Owned<std::uint8_t> unpacked;
  ASSERT_EQ(wolfsuite_carmack_compress(plain.data(), plain.size(), &packed.data, &packed.size),
            WOLFSUITE_OK);
  ASSERT_EQ(wolfsuite_carmack_expand(packed.data, packed.size, plain.size(), &unpacked.data,
                                     &unpacked.size),
            WOLFSUITE_OK)
      << wolfsuite_error_message();
  EXPECT_EQ(unpacked.values(), plain);
}

TEST(CApi, HuffmanRoundTripWithTheBuiltDictionary) {
  const Bytes plain = awkward_words();
  Owned<std::uint8_t> dict;
  Owned<std::uint8_t> packed;
  Owned<std::uint8_t> unpacked;
  ASSERT_EQ(wolfsuite_huffman_build_dict(plain.data(), plain.size(), &dict.data, &dict.size),
            WOLFSUITE_OK);
  EXPECT_EQ(dict.size, std::size_t{WOLFSUITE_HUFFMAN_DICT_BYTES});
  ASSERT_EQ(wolfsuite_huffman_compress(plain.data(), plain.size(), dict.data, dict.size,
                                       &packed.data, &packed.size),
            WOLFSUITE_OK);
  ASSERT_EQ(wolfsuite_huffman_expand(packed.data, packed.size, dict.data, dict.size, plain.size(),
                                     &unpacked.data, &unpacked.size),
            WOLFSUITE_OK)
      << wolfsuite_error_message();
  EXPECT_EQ(unpacked.values(), plain);
}

TEST(CApi, TruncatedStreamIsRejectedWithTheDecodersIdAndNoResult) {
  const Bytes stream = {0xCD, 0xAB, 0x10, 0x00};  // tag, count 16, and no value word
  Owned<std::uint8_t> out;
  EXPECT_EQ(wolfsuite_rlew_expand(stream.data(), stream.size(), 0xABCD, 32, &out.data, &out.size),
            WOLFSUITE_REJECTED);
  EXPECT_EQ(std::string(wolfsuite_error_id()).rfind("E-RLEW-", 0), 0u) << wolfsuite_error_id();
  EXPECT_NE(std::string(wolfsuite_error_message()), "");
  EXPECT_EQ(out.data, nullptr);
  EXPECT_EQ(out.size, 0u);
}

TEST(CApi, DictionaryOfTheWrongSizeIsRejected) {
  const Bytes stream = {0x00};
  const Bytes dict(100, 0);
  Owned<std::uint8_t> out;
  EXPECT_EQ(wolfsuite_huffman_expand(stream.data(), stream.size(), dict.data(), dict.size(), 1,
                                     &out.data, &out.size),
            WOLFSUITE_REJECTED);
  EXPECT_EQ(std::string(wolfsuite_error_id()).rfind("E-HUFFMAN-", 0), 0u) << wolfsuite_error_id();
}

TEST(CApi, NullResultPointerIsAnInvalidArgument) {
  const Bytes plain = awkward_words();
  std::size_t size = 7;
  EXPECT_EQ(wolfsuite_carmack_compress(plain.data(), plain.size(), nullptr, &size),
            WOLFSUITE_INVALID_ARGUMENT);
  EXPECT_STREQ(wolfsuite_error_id(), "E-CAPI-ARGUMENT");
  EXPECT_EQ(size, 0u);
}

TEST(CApi, SuccessClearsTheLastError) {
  Owned<std::uint8_t> out;
  EXPECT_EQ(wolfsuite_rlew_expand(nullptr, 4, 0xABCD, 4, &out.data, &out.size),
            WOLFSUITE_INVALID_ARGUMENT);
  EXPECT_EQ(wolfsuite_rlew_compress(nullptr, 0, 0xABCD, &out.data, &out.size), WOLFSUITE_OK);
  EXPECT_STREQ(wolfsuite_error_id(), "");
  EXPECT_STREQ(wolfsuite_error_message(), "");
}

TEST(CApi, LastErrorIsEachThreadsOwn) {
  Owned<std::uint8_t> out;
  EXPECT_EQ(wolfsuite_rlew_expand(nullptr, 4, 0xABCD, 4, &out.data, &out.size),
            WOLFSUITE_INVALID_ARGUMENT);
  std::string other_thread_id = "unset";
  std::thread([&] { other_thread_id = wolfsuite_error_id(); }).join();
  EXPECT_EQ(other_thread_id, "");
  EXPECT_STREQ(wolfsuite_error_id(), "E-CAPI-ARGUMENT");
}

TEST(CApi, MapPlaneIsTheDecodedPlaneLittleEndian) {
  const WolfSetFiles files = *synthetic_set_files();
  const Bytes& maphead = files.files.at("maphead");
  const Bytes& gamemaps = files.files.at("gamemaps");
  Owned<std::uint8_t> plane;
  ASSERT_EQ(wolfsuite_map_plane(maphead.data(), maphead.size(), gamemaps.data(), gamemaps.size(), 1,
                                0, &plane.data, &plane.size),
            WOLFSUITE_OK)
      << wolfsuite_error_message();
  const MapSet maps = *synthetic_map_set();
  EXPECT_EQ(plane.values(), plane_bytes_le(std::get<GameMap>(maps.slots[1]), 0));
  EXPECT_EQ(plane.size, 64u * 64u * 2u);
}

TEST(CApi, MapPlaneOfAnEmptySlotOrAPlaneBeyondTwoIsRefused) {
  const WolfSetFiles files = *synthetic_set_files();
  const Bytes& maphead = files.files.at("maphead");
  const Bytes& gamemaps = files.files.at("gamemaps");
  Owned<std::uint8_t> plane;
  EXPECT_EQ(wolfsuite_map_plane(maphead.data(), maphead.size(), gamemaps.data(), gamemaps.size(), 5,
                                0, &plane.data, &plane.size),
            WOLFSUITE_REJECTED);
  EXPECT_STREQ(wolfsuite_error_id(), "E-CAPI-NO-MAP");
  EXPECT_EQ(wolfsuite_map_plane(maphead.data(), maphead.size(), gamemaps.data(), gamemaps.size(), 0,
                                3, &plane.data, &plane.size),
            WOLFSUITE_INVALID_ARGUMENT);
}

TEST(CApi, SetFromFilesIsNamedByItsVersion) {
  const SetHandle set = synthetic_handle();
  EXPECT_STREQ(wolfsuite_set_name(set.get()), "wl1");
}

TEST(CApi, SetFileWithAnUnknownStemIsAnInvalidArgument) {
  const std::uint8_t byte = 0;
  const wolfsuite_file file = {"mapheads", &byte, 1};
  wolfsuite_set* set = nullptr;
  EXPECT_EQ(wolfsuite_set_open_files(&file, 1, "wl1", &set), WOLFSUITE_INVALID_ARGUMENT);
  EXPECT_EQ(set, nullptr);
}

// As the folder path (cli/playable_set.cc) reports it: the decoder's ID, not E-RENDER-NO-MAPS.
TEST(CApi, ASetFileGivenTwiceIsAnInvalidArgument) {
  const std::uint8_t byte = 0;
  const wolfsuite_file files[] = {{"vswap", &byte, 1}, {"VSWAP", &byte, 1}};
  wolfsuite_set* set = nullptr;
  EXPECT_EQ(wolfsuite_set_open_files(files, 2, "wl1", &set), WOLFSUITE_INVALID_ARGUMENT);
  EXPECT_STREQ(wolfsuite_error_id(), "E-CAPI-ARGUMENT");
  EXPECT_EQ(set, nullptr);
}

TEST(CApi, ACorruptMapheadIsReportedWithTheMapDecodersError) {
  WolfSetFiles files = *synthetic_set_files();
  files.files["maphead"].resize(1);
  const SetHandle set = handle_of(files);
  ASSERT_NE(set, nullptr);
  const wolfsuite_view view = centre_of_first_room();
  Owned<std::uint8_t> pixels;
  int width = 0;
  int height = 0;
  EXPECT_EQ(wolfsuite_render_view(set.get(), &view, &pixels.data, &pixels.size, &width, &height),
            WOLFSUITE_REJECTED);
  EXPECT_STREQ(wolfsuite_error_id(), "E-MAPHEAD-TRUNCATED");
  Owned<char> trace;
  EXPECT_EQ(wolfsuite_demo_trace(set.get(), 0, &trace.data, &trace.size), WOLFSUITE_REJECTED);
  EXPECT_STREQ(wolfsuite_error_id(), "E-MAPHEAD-TRUNCATED");
  files.files.erase("maphead");
  const SetHandle without = handle_of(files);
  ASSERT_NE(without, nullptr);
  EXPECT_EQ(
      wolfsuite_render_view(without.get(), &view, &pixels.data, &pixels.size, &width, &height),
      WOLFSUITE_REJECTED);
  EXPECT_STREQ(wolfsuite_error_id(), "E-RENDER-NO-MAPS");
}

// A view the C API drew: its pixels and the window's size.
struct DrawnView {
  Owned<std::uint8_t> pixels;
  int width = 0;
  int height = 0;
  int draw(const wolfsuite_set* set, const wolfsuite_view& view) {
    return wolfsuite_render_view(set, &view, &pixels.data, &pixels.size, &width, &height);
  }
};

// golden/frames/synthetic.json's "start" view of map 0, drawn at 320 x 200: view size 21 fills
// that screen (view_window.h), so the C API's view hashes to the committed frame.
TEST(CApi, ViewIsTheGoldenFrameOfItsPosition) {
  const SetHandle set = synthetic_handle();
  DrawnView drawn;
  ASSERT_EQ(drawn.draw(set.get(), {0, (7 << 16) + 0x8000, (61 << 16) + 0x8000, 90, 21, 320, 200}),
            WOLFSUITE_OK)
      << wolfsuite_error_message();
  EXPECT_EQ(drawn.width, 320);
  EXPECT_EQ(drawn.height, 200);
  EXPECT_EQ(sha256_hex(ByteSpan(drawn.pixels.data, drawn.pixels.size)),
            "05ce299d6d9e97d272896287dbc3abf5cd1a48a4ab3508a7cd7a7b9c8d92ea65");
}

TEST(CApi, ViewFillsTheEngineWindowOfItsViewSize) {
  const SetHandle set = synthetic_handle();
  DrawnView drawn;
  ASSERT_EQ(drawn.draw(set.get(), centre_of_first_room()), WOLFSUITE_OK)
      << wolfsuite_error_message();
  EXPECT_EQ(drawn.width, 304);
  EXPECT_EQ(drawn.height, 152);
  EXPECT_EQ(drawn.pixels.size, 304u * 152u);
}

TEST(CApi, ViewOffTheMapIsAnInvalidArgumentAndAnEmptySlotIsRejected) {
  const SetHandle set = synthetic_handle();
  wolfsuite_view view = centre_of_first_room();
  Owned<std::uint8_t> pixels;
  int width = 0;
  int height = 0;
  view.x = 64 << 16;
  EXPECT_EQ(wolfsuite_render_view(set.get(), &view, &pixels.data, &pixels.size, &width, &height),
            WOLFSUITE_INVALID_ARGUMENT);
  view = centre_of_first_room();
  view.map = 9;
  EXPECT_EQ(wolfsuite_render_view(set.get(), &view, &pixels.data, &pixels.size, &width, &height),
            WOLFSUITE_REJECTED);
  EXPECT_STREQ(wolfsuite_error_id(), "E-RENDER-NO-MAP");
}

// The first AdLib effect the synthetic set holds.
int present_effect() {
  const WolfSet set = *synthetic_set();
  const Audio& audio = *set.audio;
  for (std::size_t i = 0; i < audio.adlib_sounds.size(); ++i) {
    if (audio.adlib_sounds[i]) return static_cast<int>(i);
  }
  return -1;
}

TEST(CApi, SoundWritesRenderToTheSoundsPcm) {
  const SetHandle set = synthetic_handle();
  const int sound = present_effect();
  Owned<char> writes;
  Owned<std::int16_t> pcm;
  Owned<std::int16_t> from_writes;
  ASSERT_EQ(wolfsuite_adlib_sound_writes(set.get(), sound, &writes.data, &writes.size),
            WOLFSUITE_OK)
      << wolfsuite_error_message();
  EXPECT_EQ(std::string(writes.data).rfind("# wl1 sfx " + std::to_string(sound) + ":", 0), 0u);
  ASSERT_EQ(wolfsuite_adlib_sound_pcm(set.get(), sound, &pcm.data, &pcm.size), WOLFSUITE_OK);
  ASSERT_EQ(wolfsuite_opl2_pcm(writes.data, writes.size, &from_writes.data, &from_writes.size),
            WOLFSUITE_OK)
      << wolfsuite_error_message();
  EXPECT_GT(pcm.size, 0u);
  EXPECT_EQ(pcm.values(), from_writes.values());
}

// The command refuses it too (PlayCommand.AnAbsurdlyLongEffectIsAnErrorNotAnHourLongRender).
TEST(CApi, AnEffectLongerThanAnHourIsRejectedNotRendered) {
  WolfSet changed = *synthetic_set();
  changed.audio->adlib_sounds[0]->pitches.assign(3600 * 140 + 1, 0x40);  // an hour and a step
  const auto audio = encode_audio(*changed.audio);
  ASSERT_TRUE(audio.ok()) << audio.error().to_string();
  WolfSetFiles files = *synthetic_set_files();
  files.files["audiohed"] = audio->audiohed;
  files.files["audiot"] = audio->audiot;
  const SetHandle set = handle_of(files);
  ASSERT_NE(set, nullptr);
  Owned<std::int16_t> pcm;
  EXPECT_EQ(wolfsuite_adlib_sound_pcm(set.get(), 0, &pcm.data, &pcm.size), WOLFSUITE_REJECTED);
  EXPECT_STREQ(wolfsuite_error_id(), "E-PLAY-TOO-LONG");
  EXPECT_EQ(pcm.data, nullptr);
  Owned<char> writes;
  EXPECT_EQ(wolfsuite_adlib_sound_writes(set.get(), 0, &writes.data, &writes.size),
            WOLFSUITE_REJECTED);
  EXPECT_STREQ(wolfsuite_error_id(), "E-PLAY-TOO-LONG");
}

TEST(CApi, DemoTraceIsTheCommandsTrace) {
  const SetHandle set = synthetic_handle();
  Owned<char> trace;
  ASSERT_EQ(wolfsuite_demo_trace(set.get(), 0, &trace.data, &trace.size), WOLFSUITE_OK)
      << wolfsuite_error_message();
  const cli::testing::ScratchFolder folder;
  cli::testing::write_synthetic_set(folder.path());
  const auto command =
      cli::testing::run_command({"demo", folder.path().string(), "--demo", "0", "--trace", "-"});
  ASSERT_EQ(command.exit_code, 0) << command.err;
  EXPECT_FALSE(command.out.empty());
  EXPECT_EQ(std::string(trace.data, trace.size), command.out);
  Owned<char> missing;  // its own: a failed call empties the pointers it is given
  EXPECT_EQ(wolfsuite_demo_trace(set.get(), 40, &missing.data, &missing.size), WOLFSUITE_REJECTED);
  EXPECT_STREQ(wolfsuite_error_id(), "E-DEMO-NO-DEMO");
}

TEST(CApi, FolderOpensLikeTheCommandsSets) {
  const cli::testing::ScratchFolder folder;
  cli::testing::write_synthetic_set(folder.path());
  wolfsuite_set* set = nullptr;
  ASSERT_EQ(wolfsuite_set_open_folder(folder.path().c_str(), "wl1", &set), WOLFSUITE_OK)
      << wolfsuite_error_message();
  const SetHandle owned(set);
  EXPECT_STREQ(wolfsuite_set_name(set), "wl1");
}

TEST(CApi, FolderWithoutASetIsRejected) {
  const cli::testing::ScratchFolder folder;
  wolfsuite_set* set = nullptr;
  EXPECT_EQ(wolfsuite_set_open_folder(folder.path().c_str(), nullptr, &set), WOLFSUITE_REJECTED);
  EXPECT_STREQ(wolfsuite_error_id(), "E-SET-NOT-FOUND");
  EXPECT_EQ(set, nullptr);
}

}  // namespace
}  // namespace wolfsuite
