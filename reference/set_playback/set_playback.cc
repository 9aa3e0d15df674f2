#include "reference/set_playback/set_playback.h"

#include "decoders/wolf/graphics.h"
#include "decoders/wolf/set_palette.h"
#include "decoders/wolf/version.h"
#include "reference/adlib/driver.h"
#include "reference/opl2/chip.h"
#include "reference/raycaster/literal_renderer.h"
#include "reference/raycaster/ray_cast.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::set_playback {

raycaster::Textures set_textures(const WolfSet& set) {
  return set.vswap ? raycaster::build_textures(*set.vswap) : raycaster::Textures{};
}

namespace {

// "0-3, 5, 7-86": the indices below `count` that `holds` accepts, as ranges; "none".
template <typename Holds>
std::string index_ranges(std::size_t count, Holds holds) {
  std::string text;
  for (std::size_t first = 0; first < count; ++first) {
    if (!holds(first)) continue;
    std::size_t last = first;
    while (last + 1 < count && holds(last + 1)) ++last;
    text += (text.empty() ? "" : ", ") + std::to_string(first);
    if (last != first) text += "-" + std::to_string(last);
    first = last;
  }
  return text.empty() ? "none" : text;
}

// The indices of `lumps` that hold a lump `usable` accepts.
template <typename Lump, typename Usable>
std::string present_indices(const std::vector<std::optional<Lump>>& lumps, Usable usable) {
  return index_ranges(lumps.size(),
                      [&](std::size_t index) { return lumps[index] && usable(*lumps[index]); });
}

// A view's level with the request's doors and pushwall, and its window: what drawing the view
// and casting its walls alone both start from.
struct PreparedView {
  raycaster::ViewWindow window;
  raycaster::Level level;
  raycaster::Motion motion;
};

Result<PreparedView> prepare_view(const WolfSet& set, const MapViewRequest& request) {
  if (!set.maps) return unplaced("E-RENDER-NO-MAPS", "the set has no MAPHEAD and GAMEMAPS");
  if (!set.vswap) return unplaced("E-RENDER-NO-VSWAP", "the set has no VSWAP");
  const GameMap* map = map_in_slot(*set.maps, request.map);
  if (map == nullptr) {
    return unplaced("E-RENDER-NO-MAP",
                     "no map in slot " + std::to_string(request.map) + " (maps in slots " +
                         map_slots_text(*set.maps) + ")");
  }
  const auto window =
      raycaster::view_window(request.view_size, request.screen_width, request.screen_height);
  if (!window) {
    return unplaced("E-RENDER-VIEW-SIZE",
                     "view size " + std::to_string(request.view_size) + " leaves no view on a " +
                         std::to_string(request.screen_width) + "x" +
                         std::to_string(request.screen_height) + " screen");
  }
  PreparedView prepared{*window, raycaster::build_level(*map, request.map, is_spear_set(set)), {}};
  prepared.motion = raycaster::engine_view_motion(
      {"", request.map, request.view, request.doors, request.pushwall}, prepared.level);
  return prepared;
}

// render_map_view's view, drawn with the set's textures already built.
Result<MapView> draw_map_view(const WolfSet& set, const raycaster::Textures& textures,
                              const MapViewRequest& request) {
  WS_ASSIGN_OR_RETURN(const PreparedView prepared, prepare_view(set, request));
  const raycaster::Scene scene{prepared.level, textures, prepared.motion};
  MapView drawn{raycaster::Frame(prepared.window.width, prepared.window.height), {}};
  drawn.report =
      raycaster::render_literal(scene, request.view, raycaster::RenderOptions{}, drawn.frame);
  return drawn;
}

}  // namespace

std::string map_slots_text(const MapSet& maps) {
  return index_ranges(maps.slots.size(), [&](std::size_t slot) {
    return std::holds_alternative<GameMap>(maps.slots[slot]);
  });
}

Result<raycaster::Frame> render_map_view(const WolfSet& set, const MapViewRequest& request) {
  return render_map_view(set, set_textures(set), request);
}

Result<raycaster::Frame> render_map_view(const WolfSet& set, const raycaster::Textures& textures,
                                         const MapViewRequest& request) {
  WS_ASSIGN_OR_RETURN(MapView drawn, draw_map_view(set, textures, request));
  return std::move(drawn.frame);
}

Result<MapView> render_map_view_with_report(const WolfSet& set, const MapViewRequest& request) {
  return draw_map_view(set, set_textures(set), request);
}

Result<bool> map_view_reads_outside_tile_array(const WolfSet& set,
                                               const MapViewRequest& request) {
  WS_ASSIGN_OR_RETURN(const PreparedView prepared, prepare_view(set, request));
  // The wall pass reads the textures' page numbers only, never their texels.
  const raycaster::Textures no_textures;
  const raycaster::Scene scene{prepared.level, no_textures, prepared.motion};
  std::vector<raycaster::WallPost> posts;
  raycaster::SeenTiles seen{};
  raycaster::cast_walls(scene, raycaster::make_projection(prepared.window.width, prepared.window.height),
                        raycaster::make_eye(request.view), posts, seen);
  return raycaster::reads_outside_tile_array(posts);
}

Result<const AdlibSound*> adlib_effect(const Audio& audio, int sound) {
  const auto index = static_cast<std::size_t>(sound);
  if (sound < 0 || index >= audio.adlib_sounds.size() || !audio.adlib_sounds[index]) {
    return unplaced("E-PLAY-NO-SOUND",
                    "no AdLib sound effect " + std::to_string(sound) + " (the set has " +
                        present_indices(audio.adlib_sounds, [](const AdlibSound&) { return true; }) +
                        ")");
  }
  return &*audio.adlib_sounds[index];
}

Result<const Music*> song(const Audio& audio, int number) {
  const auto index = static_cast<std::size_t>(number);
  const auto playable = [](const Music& music) { return !music.commands.empty(); };
  const bool listed = number >= 0 && index < audio.music.size() && audio.music[index];
  if (!listed || !playable(*audio.music[index])) {
    return unplaced("E-PLAY-NO-SOUND",
                    (listed ? "song " + std::to_string(number) + " is empty"
                            : "no song " + std::to_string(number)) +
                        " (the set has songs " + present_indices(audio.music, playable) + ")");
  }
  return &*audio.music[index];
}

Status check_effect_length(const opl2::RegisterStream& stream, const std::string& what) {
  if (stream.length <= opl2::kMaxStreamSamples) return {};
  return over_limit("E-PLAY-TOO-LONG", kNoOffset,
                    what + " lasts " + std::to_string(stream.length / opl2::kSampleRate) +
                        " s, more than the hour an effect is rendered for");
}

Result<opl2::RegisterStream> adlib_effect_stream(const WolfSet& set, int sound) {
  if (!set.audio) return unplaced("E-PLAY-NO-AUDIO", "the set has no AUDIOHED and AUDIOT");
  WS_ASSIGN_OR_RETURN(const AdlibSound* effect, adlib_effect(*set.audio, sound));
  opl2::RegisterStream stream = adlib::sound_effect_stream(*effect, adlib::WriteTiming::kInstant);
  WS_RETURN_IF_ERROR(check_effect_length(stream, set_name(set) + " sfx " + std::to_string(sound)));
  return stream;
}

Result<Demo> set_demo(const WolfSet& set, int demo) {
  const auto no_demo = [&](const std::string& why) {
    return unplaced("E-DEMO-NO-DEMO", "demo " + std::to_string(demo) + ": " + why);
  };
  if (!set.graphics) return no_demo("the set has no decodable VGAGRAPH");
  const std::vector<std::size_t> chunks = demo_chunk_indices(*set.graphics);
  if (demo < 0 || static_cast<std::size_t>(demo) >= chunks.size()) {
    return no_demo("the set has " + std::to_string(chunks.size()) + " demos");
  }
  Findings findings;
  return decode_demo(set.graphics->chunks[chunks[static_cast<std::size_t>(demo)]].expanded,
                     findings);
}

sim::PlaybackOptions playback_options(const WolfSet& set) {
  sim::PlaybackOptions playback;
  playback.spear = is_spear_set(set);
  playback.shareware = set.version.version == GameVersion::kWl1;
  return playback;
}

namespace {

// A decoded demo on its map of the set, played as the engine plays its demos.
Result<DemoPlayback> playback_of(const WolfSet& set, Demo demo, int number) {
  if (!set.maps) return unplaced("E-DEMO-NO-MAPS", "the set has no MAPHEAD and GAMEMAPS");
  if (!set.vswap) return unplaced("E-DEMO-NO-VSWAP", "the set has no VSWAP");
  DemoPlayback playback;
  playback.demo = std::move(demo);
  playback.map = map_in_slot(*set.maps, playback.demo.map);
  if (playback.map == nullptr) {
    return unplaced("E-DEMO-NO-MAP",
                     "the demo plays map " + std::to_string(playback.demo.map) +
                         ", which the set does not hold (maps in slots " +
                         map_slots_text(*set.maps) + ")");
  }
  playback.options = playback_options(set);
  playback.options.draw_view = false;
  playback.header.game = set_name(set);
  playback.header.demo = number;
  playback.header.view_size = playback.options.view_size;
  playback.header.view_width = playback.options.view_width;
  playback.header.view_height = playback.options.view_height;
  return playback;
}

}  // namespace

Result<DemoPlayback> set_demo_playback(const WolfSet& set, int demo) {
  WS_ASSIGN_OR_RETURN(Demo decoded, set_demo(set, demo));
  return playback_of(set, std::move(decoded), demo);
}

Result<DemoPlayback> recording_playback(const WolfSet& set, ByteSpan recording) {
  Findings findings;
  Result<Demo> decoded = decode_demo(recording, findings);
  if (!decoded.ok()) {
    return unplaced("E-DEMO-NO-DEMO", "the recording is no demo: " + decoded.error().to_string());
  }
  return playback_of(set, std::move(*decoded), 0);
}

Result<std::string> recording_trace(const WolfSet& set, ByteSpan recording) {
  WS_ASSIGN_OR_RETURN(const DemoPlayback playback, recording_playback(set, recording));
  return sim::demo_trace(*playback.map, playback.demo, playback.options, set_textures(set),
                         playback.header);
}

Result<std::string> set_demo_trace(const WolfSet& set, int demo) {
  return set_demo_trace(set, set_textures(set), demo);
}

Result<std::string> set_demo_trace(const WolfSet& set, const raycaster::Textures& textures,
                                   int demo) {
  WS_ASSIGN_OR_RETURN(const DemoPlayback playback, set_demo_playback(set, demo));
  return sim::demo_trace(*playback.map, playback.demo, playback.options, textures,
                         playback.header);
}

}  // namespace wolfsuite::set_playback
