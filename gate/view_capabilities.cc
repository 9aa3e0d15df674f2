// render-view and demo-trace: a level drawn by the reference raycaster (reference/raycaster/) and
// a demo played by the tic simulator (reference/sim/). Both take the set's version tag as the
// "game" param: Spear of Destiny numbers its sprites differently, and the shareware build plays
// by its own rules.
#include <variant>

#include "decoders/core/findings.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/wolf_set.h"
#include "gate/capability_families.h"
#include "reference/raycaster/frame.h"
#include "reference/raycaster/literal_renderer.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/scene.h"
#include "reference/raycaster/view_window.h"
#include "reference/sim/demo_playback.h"
#include "reference/sim/trace.h"

namespace wolfsuite::gate::capability {
namespace {

namespace rc = raycaster;

// Positions are 16.16 tiles on the 64-tile grid, with room to stand outside it.
constexpr std::int64_t kMaxPosition = std::int64_t{1} << 30;
constexpr std::int64_t kMaxAngle = 1 << 20;
// Every role a demo's playback may read: the level, its textures and the demo in VGAGRAPH.
constexpr std::string_view kSetRoles[] = {"maphead",  "gamemaps", "vgahead",  "vgadict",
                                          "vgagraph", "vswap",    "audiohed", "audiot"};

Result<GameVersion> game_version(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const std::string game, input.text("game"));
  const std::optional<GameVersion> version = version_from_tag(game);
  if (!version) return malformed("E-GATE-PARAM", 0, "game \"" + game + "\" is no known version");
  return *version;
}

Result<const GameMap*> map_in_slot(const MapSet& maps, std::int64_t map) {
  const auto slot = static_cast<std::size_t>(map);
  const GameMap* game_map =
      slot < maps.slots.size() ? std::get_if<GameMap>(&maps.slots[slot]) : nullptr;
  if (game_map == nullptr) {
    return malformed("E-GATE-INDEX", 0, "map " + std::to_string(map) + " is not in the set");
  }
  return game_map;
}

}  // namespace

Result<Bytes> render_view(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan maphead, input.input("maphead"));
  WS_ASSIGN_OR_RETURN(const ByteSpan gamemaps, input.input("gamemaps"));
  WS_ASSIGN_OR_RETURN(const ByteSpan vswap_bytes, input.input("vswap"));
  WS_ASSIGN_OR_RETURN(const GameVersion version, game_version(input));
  WS_ASSIGN_OR_RETURN(const std::int64_t map, input.integer("map", 0, kMapheadSlots - 1));
  WS_ASSIGN_OR_RETURN(const std::int64_t x, input.integer("x", -kMaxPosition, kMaxPosition));
  WS_ASSIGN_OR_RETURN(const std::int64_t y, input.integer("y", -kMaxPosition, kMaxPosition));
  WS_ASSIGN_OR_RETURN(const std::int64_t angle, input.integer("angle", -kMaxAngle, kMaxAngle));
  WS_ASSIGN_OR_RETURN(const std::int64_t view_size,
                      input.integer("view_size", rc::kMinViewSize, rc::kMaxViewSize));
  WS_ASSIGN_OR_RETURN(const std::int64_t screen_width,
                      input.integer("screen_width", 1, rc::kMaxFrameSide));
  WS_ASSIGN_OR_RETURN(const std::int64_t screen_height,
                      input.integer("screen_height", 1, rc::kMaxFrameSide));
  const std::optional<rc::ViewWindow> window = rc::view_window(
      static_cast<int>(view_size), static_cast<int>(screen_width), static_cast<int>(screen_height));
  if (!window)
    return malformed("E-GATE-PARAM", 0, "the view size's window does not fit the screen");

  Findings findings;
  WS_ASSIGN_OR_RETURN(const MapSet maps, decode_map_set({maphead, gamemaps}, findings));
  WS_ASSIGN_OR_RETURN(const GameMap* game_map, map_in_slot(maps, map));
  WS_ASSIGN_OR_RETURN(const Vswap vswap, decode_vswap(vswap_bytes, findings));
  const bool spear = version_facts(version).spear;
  const rc::Level level = rc::build_level(*game_map, static_cast<int>(map), spear);
  const rc::Textures textures = rc::build_textures(vswap);
  const rc::Motion still;
  const rc::Scene scene{level, textures, still};
  const rc::View view{static_cast<std::int32_t>(x), static_cast<std::int32_t>(y),
                      static_cast<int>(angle)};
  rc::Frame frame(window->width, window->height);
  rc::render_literal(scene, view, {}, frame);
  return std::move(frame.pixels);
}

Result<Bytes> demo_trace(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const GameVersion version, game_version(input));
  WS_ASSIGN_OR_RETURN(const std::int64_t demo_index, input.integer("demo", 0, 0xFFFF));
  WolfSetFiles files;
  files.extension = std::string(version_facts(version).tag);
  for (const std::string_view role : kSetRoles) {
    const auto found = input.inputs.find(role);
    if (found != input.inputs.end()) {
      files.files.emplace(role, Bytes(found->second.begin(), found->second.end()));
    }
  }
  WolfSetReport report;
  const WolfSet set = decode_wolf_set(files, report);
  if (!report.errors.empty()) return report.errors.front().error;
  if (!set.maps || !set.graphics || !set.vswap) {
    return malformed("E-GATE-INPUT", 0, "playing a demo needs the maps, graphics and VSWAP");
  }
  const std::vector<std::size_t> demo_chunks = demo_chunk_indices(*set.graphics);
  if (static_cast<std::size_t>(demo_index) >= demo_chunks.size()) {
    return malformed("E-GATE-INDEX", 0,
                     "demo " + std::to_string(demo_index) + " is not in VGAGRAPH");
  }
  WS_ASSIGN_OR_RETURN(
      const Demo demo,
      decode_demo(set.graphics->chunks[demo_chunks[demo_index]].expanded, report.findings));
  WS_ASSIGN_OR_RETURN(const GameMap* game_map, map_in_slot(*set.maps, demo.map));

  sim::PlaybackOptions options;
  options.spear = version_facts(version).spear;
  options.shareware = version == GameVersion::kWl1;
  options.draw_view = false;  // the trace is the same; the logic reads the view's report only
  sim::TraceHeader header;
  header.game = files.extension;
  header.demo = static_cast<int>(demo_index);
  const rc::Textures textures = rc::build_textures(*set.vswap);
  const std::string trace = sim::demo_trace(*game_map, demo, options, textures, header);
  return Bytes(trace.begin(), trace.end());
}

}  // namespace wolfsuite::gate::capability
