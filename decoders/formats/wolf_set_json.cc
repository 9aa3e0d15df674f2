#include "decoders/formats/wolf_set_json.h"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <variant>

#include "decoders/formats/report_json.h"
#include "decoders/formats/wolf_set_extract.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {

// --- VGAGRAPH --------------------------------------------------------------------------------

Json font_json(std::size_t chunk, const Font& font) {
  return Json{{"chunk", chunk},
              {"height", font.height},
              {"widths", Json(std::vector<int>(font.widths.begin(), font.widths.end()))}};
}

Json demo_json(std::size_t chunk, const Demo& demo) {
  Json frames = Json::array();
  for (const DemoFrame& frame : demo.frames) {
    frames.push_back(Json{{"bt", frame.buttons}, {"dx", frame.turn}, {"dy", frame.move}});
  }
  return Json{{"chunk", chunk},
              {"map", demo.map},
              {"size", demo.size},
              {"tics", demo_tics(demo)},
              {"unplayed_bytes", demo.unplayed.size()},
              {"frames", std::move(frames)}};
}

// --- Maps ------------------------------------------------------------------------------------

namespace {

Json xy(int x, int y) { return Json{{"x", x}, {"y", y}}; }

template <typename Item, typename Describe>
Json list_json(const std::vector<Item>& items, Describe describe) {
  Json list = Json::array();
  for (const Item& item : items) {
    Json entry = xy(item.x, item.y);
    describe(item, entry);
    list.push_back(std::move(entry));
  }
  return list;
}

constexpr auto kNoDetails = [](const auto&, Json&) {};

Json tile_counts_json(const std::map<int, int>& counts) {
  Json object = Json::object();
  for (const auto& [code, tiles] : counts) object[std::to_string(code)] = tiles;
  return object;
}

Json map_counts_json(const MapContents& contents) {
  int walls = 0;
  for (const auto& [code, tiles] : contents.wall_tile_counts) walls += tiles;
  const auto statics_of = [&](StaticKind kind) {
    return std::count_if(contents.statics.begin(), contents.statics.end(),
                         [kind](const StaticObject& object) { return object.kind == kind; });
  };
  return Json{{"wall_tiles", walls},
              {"doors", contents.doors.size()},
              {"elevator_switches", contents.elevator_switches.size()},
              {"ambush_tiles", contents.ambush_tiles.size()},
              {"player_starts", contents.player_starts.size()},
              {"statics", contents.statics.size()},
              {"blocking_statics", statics_of(StaticKind::kBlocking)},
              {"bonus_statics", statics_of(StaticKind::kBonus)},
              {"patrol_turns", contents.patrol_turns.size()},
              {"pushwalls", contents.pushwalls.size()},
              {"exit_markers", contents.exit_markers.size()},
              {"enemies", contents.enemies.size()},
              {"corpses", contents.corpses.size()},
              {"bosses", contents.bosses.size()},
              {"ghosts", contents.ghosts.size()},
              {"unknown_tiles", contents.unknown_tiles.size()},
              {"actors", actor_count(contents)}};
}

Json map_objects_json(const MapContents& contents, bool spear) {
  Json json;
  json["player_starts"] = list_json(contents.player_starts, [](const PlayerStart& s, Json& j) {
    j["facing"] = to_string(s.facing);
    j["code"] = s.code;
  });
  json["doors"] = list_json(contents.doors, [](const Door& d, Json& j) {
    j["lock"] = to_string(d.lock);
    j["orientation"] = to_string(d.orientation);
    j["code"] = d.code;
  });
  json["elevator_switches"] =
      list_json(contents.elevator_switches, [](const ElevatorSwitch& s, Json& j) {
        j["pressable"] = s.pressable;
        j["to_secret_level"] = s.to_secret_level;
      });
  json["ambush_tiles"] = list_json(contents.ambush_tiles, kNoDetails);
  json["enemies"] = list_json(contents.enemies, [](const Enemy& e, Json& j) {
    j["kind"] = to_string(e.kind);
    j["patrol"] = e.patrol;
    j["facing"] = to_string(e.facing);
    j["min_difficulty"] = to_string(e.min_difficulty);
    j["on_ambush_tile"] = e.on_ambush_tile;
    j["code"] = e.code;
  });
  json["bosses"] = list_json(contents.bosses, [](const Boss& b, Json& j) {
    j["kind"] = to_string(b.kind);
    j["code"] = b.code;
  });
  json["ghosts"] = list_json(contents.ghosts, [](const Ghost& g, Json& j) { j["code"] = g.code; });
  json["corpses"] = list_json(contents.corpses, kNoDetails);
  json["statics"] = list_json(contents.statics, [spear](const StaticObject& s, Json& j) {
    j["name"] = static_object_name(s.code, spear);
    j["kind"] = to_string(s.kind);
    j["sprite"] = s.sprite;
    j["code"] = s.code;
  });
  json["pushwalls"] = list_json(contents.pushwalls, kNoDetails);
  json["exit_markers"] = list_json(contents.exit_markers, kNoDetails);
  json["patrol_turns"] = list_json(contents.patrol_turns, [](const PatrolTurn& t, Json& j) {
    j["direction"] = to_string(t.direction);
    j["code"] = t.code;
  });
  json["unknown_tiles"] = list_json(contents.unknown_tiles, [](const UnknownTile& t, Json& j) {
    j["plane"] = t.plane;
    j["code"] = t.code;
  });
  return json;
}

}  // namespace

Json map_json(std::size_t slot, const GameMap& map, const MapContents& contents, bool spear,
              const std::vector<Error>& violations, const Findings& findings) {
  Json json{{"slot", slot},
            {"name", map_name(map)},
            {"width", map.width},
            {"height", map.height},
            {"tiles_classified", contents.tiles},
            {"counts", map_counts_json(contents)},
            {"wall_tile_counts", tile_counts_json(contents.wall_tile_counts)},
            {"area_tile_counts", tile_counts_json(contents.area_tile_counts)}};
  json.update(map_objects_json(contents, spear));
  Json limits = Json::array();
  for (const Error& violation : violations) limits.push_back(error_json(violation));
  json["limit_violations"] = std::move(limits);
  json["findings"] = findings_json(findings.items());
  return json;
}

// --- AUDIOT ----------------------------------------------------------------------------------

Json pc_sound_json(const std::optional<PcSpeakerSound>& sound) {
  if (!sound) return nullptr;
  return Json{{"priority", sound->priority}, {"length", sound->samples.size()}};
}

Json adlib_sound_json(const std::optional<AdlibSound>& sound) {
  if (!sound) return nullptr;
  return Json{
      {"priority", sound->priority},
      {"length", sound->pitches.size()},
      {"seconds", static_cast<double>(sound->pitches.size()) / kAdlibSoundTicksPerSecond},
      {"instrument", Json(std::vector<int>(sound->instrument.begin(), sound->instrument.end()))},
      {"octave", sound->octave}};
}

namespace {

double music_seconds(const Music& music) {
  std::uint64_t ticks = 0;
  for (const ImfCommand& command : music.commands) ticks += command.delay;
  return static_cast<double>(ticks) / kImfTicksPerSecond;
}

}  // namespace

Json music_json(std::size_t index, const std::optional<Music>& music) {
  Json entry{{"index", index}};
  entry["commands"] = music ? music->commands.size() : 0;
  entry["duration_seconds"] = music ? music_seconds(*music) : 0.0;
  entry["file"] = nullptr;
  entry["wav"] = nullptr;
  return entry;
}

// --- set.json --------------------------------------------------------------------------------

namespace {

Json palette_json(const SetPalette& choice) {
  return Json{{"source", choice.chunk ? "vgagraph" : "engine"},
              {"chunk", choice.chunk ? Json(*choice.chunk) : Json(nullptr)},
              {"passed_over_chunks", choice.passed_over},
              {"rule",
               "engine palette for Wolfenstein 3-D; for Spear of Destiny the first VGAGRAPH "
               "palette whose first 16 colours are the engine palette's, else the engine "
               "palette"}};
}

Json set_counts_json(const WolfSet& set) {
  Json counts = Json::object();
  if (set.maps) {
    counts["maps"] =
        std::count_if(set.maps->slots.begin(), set.maps->slots.end(),
                      [](const MapSlot& s) { return std::holds_alternative<GameMap>(s); });
  }
  if (set.graphics) counts["graphics_chunks"] = set.graphics->chunks.size();
  if (set.vswap) {
    counts["vswap_chunks"] = set.vswap->chunk_count();
    counts["sprite_start"] = set.vswap->sprite_start;
    counts["sound_start"] = set.vswap->sound_start;
  }
  if (set.audio) {
    counts["sound_effects"] = set.audio->pc_sounds.size();
    counts["music"] = set.audio->music.size();
  }
  return counts;
}

}  // namespace

Json files_json(const std::map<std::string, std::size_t>& files) {
  Json json = Json::object();
  for (const std::string_view kind : kWolfSetFileKinds) {
    const auto found = files.find(std::string(kind));
    json[std::string(kind)] = found == files.end() ? 0 : found->second;
  }
  return json;
}

Json set_json(const std::string& name, const std::filesystem::path& folder, const WolfSet& set,
              const WolfSetReport& report, const SetPalette& palette,
              const std::map<std::string, std::size_t>& files) {
  Json version = nullptr;
  Json game = nullptr;
  if (set.version.version) {
    version = version_facts(*set.version.version).tag;
    game = version_facts(*set.version.version).game;
  }
  Json errors = Json::array();
  for (const FamilyError& error : report.errors) {
    Json entry{{"family", error.family}, {"file", error.file}};
    entry.update(error_json(error.error));
    errors.push_back(std::move(entry));
  }
  return Json{{"schema", "wolfsuite-extract-set/1"},
              {"name", name},
              {"folder", folder.string()},
              {"extension", set.extension},
              {"version", version},
              {"game", game},
              {"detection",
               {{"reasons", set.version.reasons}, {"matches_counts", set.version.matches_counts}}},
              {"palette", palette_json(palette)},
              {"missing_files", report.missing_files},
              {"counts", set_counts_json(set)},
              {"files", files_json(files)},
              {"findings", findings_json(report.findings.items())},
              {"errors", std::move(errors)}};
}

}  // namespace wolfsuite
