#include "reference/set_playback/set_playback.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "decoders/core/file_io.h"
#include "decoders/core/sha256.h"
#include "decoders/wolf/synthetic_set.h"
#include "reference/sim/golden_traces.h"

namespace wolfsuite::set_playback {
namespace {

const WolfSet& synthetic() {
  static const WolfSet set = *synthetic_set();
  return set;
}

MapViewRequest centre_of_first_room() {
  MapViewRequest request;
  request.view = {(8 << 16) + 0x8000, (8 << 16) + 0x8000, 45};
  return request;
}

TEST(SetPlayback, ViewFillsTheEngineWindowOfItsViewSize) {
  MapViewRequest request = centre_of_first_room();
  request.view_size = 19;
  const Result<raycaster::Frame> frame = render_map_view(synthetic(), request);
  ASSERT_TRUE(frame.ok()) << frame.error().to_string();
  EXPECT_EQ(frame->width, 304);
  EXPECT_EQ(frame->height, 152);
  EXPECT_EQ(frame->pixels.size(), 304u * 152u);
}

TEST(SetPlayback, ViewDependsOnTheAngle) {
  MapViewRequest turned = centre_of_first_room();
  turned.view.angle += 90;
  EXPECT_NE(render_map_view(synthetic(), centre_of_first_room())->pixels,
            render_map_view(synthetic(), turned)->pixels);
}

TEST(SetPlayback, ViewWithReportIsTheViewAndEveryColumnsPost) {
  const Result<MapView> drawn = render_map_view_with_report(synthetic(), centre_of_first_room());
  ASSERT_TRUE(drawn.ok()) << drawn.error().to_string();
  EXPECT_EQ(drawn->frame.pixels, render_map_view(synthetic(), centre_of_first_room())->pixels);
  ASSERT_EQ(drawn->report.posts.size(), static_cast<std::size_t>(drawn->frame.width));
  EXPECT_GT(drawn->report.posts.front().height, 0);  // the first room is walled all round
}

TEST(SetPlayback, OnlyAViewWhoseRaysLeaveTheTileArrayReadsOutsideIt) {
  EXPECT_FALSE(*map_view_reads_outside_tile_array(synthetic(), centre_of_first_room()));
  // Far west of the map every ray starts at x < 0: byte x * 64 + y lies before the array.
  MapViewRequest off_map = centre_of_first_room();
  off_map.view = {-(20 << 16), (8 << 16) + 0x8000, 180};
  EXPECT_TRUE(*map_view_reads_outside_tile_array(synthetic(), off_map));
  MapViewRequest no_window = centre_of_first_room();
  no_window.view_size = 99;
  EXPECT_EQ(map_view_reads_outside_tile_array(synthetic(), no_window).error().id,
            "E-RENDER-VIEW-SIZE");
}

TEST(SetPlayback, SlotWithoutAMapIsNoMap) {
  MapViewRequest request = centre_of_first_room();
  request.map = 7;  // TED5 leaves slots 2..99 of the synthetic MAPHEAD missing
  EXPECT_EQ(render_map_view(synthetic(), request).error().id, "E-RENDER-NO-MAP");
}

TEST(SetPlayback, ViewSizeOutsideTheEnginesIsRejected) {
  MapViewRequest request = centre_of_first_room();
  request.view_size = raycaster::kMinViewSize - 1;
  EXPECT_EQ(render_map_view(synthetic(), request).error().id, "E-RENDER-VIEW-SIZE");
}

TEST(SetPlayback, SetWithoutVswapCannotBeDrawnOrPlayed) {
  WolfSet set = synthetic();
  set.vswap.reset();
  EXPECT_EQ(render_map_view(set, centre_of_first_room()).error().id, "E-RENDER-NO-VSWAP");
  EXPECT_EQ(set_demo_trace(set, 0).error().id, "E-DEMO-NO-VSWAP");
}

TEST(SetPlayback, PresentEffectHasWritesAndAnAbsentOneIsNoSound) {
  // The synthetic set has every AdLib effect (the engine reads each at start-up); one is taken
  // out here, as some real sets leave effects empty.
  WolfSet set = synthetic();
  constexpr int kPresent = 2;
  constexpr int kAbsent = 3;
  set.audio->adlib_sounds[kAbsent].reset();
  const Result<opl2::RegisterStream> stream = adlib_effect_stream(set, kPresent);
  ASSERT_TRUE(stream.ok()) << stream.error().to_string();
  EXPECT_FALSE(stream->writes.empty());
  EXPECT_EQ(adlib_effect_stream(set, kAbsent).error().id, "E-PLAY-NO-SOUND");
  EXPECT_EQ(adlib_effect_stream(set, -1).error().id, "E-PLAY-NO-SOUND");
}

// Song 1 of the shareware set is listed but holds no command: the same error as a song that is
// not there, and both name the songs there are.
TEST(SetPlayback, AnEmptySongIsNoSoundAndTheMessageNamesThePlayableOnes) {
  Audio audio;
  Music played;
  played.commands.push_back(ImfCommand{0x20, 0x01, 7});
  audio.music = {played, Music{}, std::nullopt, played, played};
  ASSERT_TRUE(song(audio, 0).ok());
  const auto empty = song(audio, 1);
  ASSERT_FALSE(empty.ok());
  EXPECT_EQ(empty.error().to_string(),
            "E-PLAY-NO-SOUND: song 1 is empty (the set has songs 0, 3-4)");
  EXPECT_EQ(song(audio, 2).error().message, "no song 2 (the set has songs 0, 3-4)");
  EXPECT_EQ(song(audio, 9).error().id, "E-PLAY-NO-SOUND");
  EXPECT_EQ(song(audio, -1).error().id, "E-PLAY-NO-SOUND");
}

TEST(SetPlayback, MapSlotsTextNamesTheSlotsThatHoldAMapAsRanges) {
  MapSet maps = new_map_set({GameMap{}, GameMap{}, GameMap{}});
  maps.slots.insert(maps.slots.begin() + 2, MapSlot{});
  EXPECT_EQ(map_slots_text(maps), "0-1, 3");
  EXPECT_EQ(map_slots_text(MapSet{}), "none");
}

// golden/demos/synthetic.json hashes the traces of a set named "synthetic" played by the default
// rules: the synthetic set without its detected version (wl1) is named by its extension and
// plays by those rules, so its traces hash to the committed ones.
TEST(SetPlayback, DemoTracesHashToTheGoldenManifests) {
  WolfSet set = synthetic();
  set.version = VersionDetection{};
  set.extension = "synthetic";
  const Result<Bytes> committed = read_file(std::filesystem::path(WOLFSUITE_SOURCE_DIR) / "golden" /
                                            "demos" / "synthetic.json");
  ASSERT_TRUE(committed.ok()) << committed.error().to_string();
  const Result<std::vector<sim::GoldenTrace>> golden =
      sim::parse_golden_traces(std::string(committed->begin(), committed->end()));
  ASSERT_TRUE(golden.ok()) << golden.error().to_string();
  ASSERT_FALSE(golden->empty());
  for (const sim::GoldenTrace& expected : *golden) {
    const Result<std::string> trace = set_demo_trace(set, expected.demo);
    ASSERT_TRUE(trace.ok()) << trace.error().to_string();
    EXPECT_EQ(
        sha256_hex(ByteSpan(reinterpret_cast<const std::uint8_t*>(trace->data()), trace->size())),
        expected.trace_sha256)
        << "demo " << expected.demo;
  }
}

TEST(SetPlayback, DemoPlaybackIsWhatTheTraceIsPlayedWith) {
  const Result<DemoPlayback> playback = set_demo_playback(synthetic(), 1);
  ASSERT_TRUE(playback.ok()) << playback.error().to_string();
  EXPECT_EQ(playback->demo, *set_demo(synthetic(), 1));
  EXPECT_EQ(playback->map, map_in_slot(*synthetic().maps, playback->demo.map));
  EXPECT_FALSE(playback->options.draw_view);
  EXPECT_EQ(playback->header.game, "wl1");
  EXPECT_EQ(playback->header.demo, 1);
  EXPECT_EQ(*set_demo_trace(synthetic(), 1),
            sim::demo_trace(*playback->map, playback->demo, playback->options,
                            set_textures(synthetic()), playback->header));
}

TEST(SetPlayback, DemoOnAMapTheSetLacksIsNoMap) {
  WolfSet set = synthetic();
  const Demo demo = *set_demo(set, 1);
  set.maps->slots[demo.map] = MissingMap{};
  EXPECT_EQ(set_demo_playback(set, 1).error().id, "E-DEMO-NO-MAP");
  EXPECT_EQ(set_demo_trace(set, 1).error().id, "E-DEMO-NO-MAP");
}

TEST(SetPlayback, DemoBeyondTheSetsIsNoDemo) {
  EXPECT_EQ(set_demo(synthetic(), 4).error().id, "E-DEMO-NO-DEMO");  // the set has demos 0..3
  EXPECT_EQ(set_demo_trace(synthetic(), -1).error().id, "E-DEMO-NO-DEMO");
}

}  // namespace
}  // namespace wolfsuite::set_playback
