#include "cli/extract_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <filesystem>
#include <iomanip>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>
#include <system_error>
#include <utility>
#include <variant>
#include <vector>

#include "cli/command_line.h"
#include "cli/extract_images.h"
#include "cli/extract_level_file.h"
#include "cli/level_formats.h"
#include "cli/png_image.h"
#include "cli/set_loader.h"
#include "cli/set_report.h"
#include "cli/wav_audio.h"
#include "reference/adlib/driver.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/render.h"
#include "decoders/core/byte_writer.h"
#include "decoders/core/file_io.h"
#include "decoders/wolf/data_set.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/set_palette.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;  // keys in the documented order

// The kinds of files, in the order the summary lists them.
constexpr std::array<const char*, 12> kFileKinds = {
    "walls", "sprites", "pics", "fonts", "palettes", "demos",
    "maps",  "sounds",  "adlib", "music", "audio",   "set"};

// Text from the data (map names, messages quoting it) may hold bytes that are not UTF-8.
std::string json_text(const Json& document) {
  return document.dump(2, ' ', false, Json::error_handler_t::replace) + '\n';
}

Bytes text_bytes(const std::string& text) { return Bytes(text.begin(), text.end()); }

std::string numbered(std::string_view stem, std::size_t number, int digits,
                     std::string_view extension) {
  std::ostringstream name;
  name << stem << '_' << std::setw(digits) << std::setfill('0') << number << extension;
  return name.str();
}

// An error met inside one lump keeps its ID and offset; the message says which lump.
Error in_lump(Error error, const std::string& lump) {
  error.message = lump + ": " + error.message;
  return error;
}

// "\rextract wl1: walls 40/106", rewritten in place on a terminal only.
class Progress {
 public:
  Progress(Streams& streams, std::string set) : streams_(streams), set_(std::move(set)) {}

  void step(std::string_view kind, std::size_t done, std::size_t total) {
    if (!streams_.err_is_terminal) return;
    std::string line = "extract " + set_ + ": " + std::string(kind) + " " + std::to_string(done) +
                       "/" + std::to_string(total);
    const std::size_t length = line.size();
    if (length < last_length_) line.append(last_length_ - length, ' ');
    last_length_ = length;
    streams_.err << '\r' << line << std::flush;
  }
  void finish() {
    if (streams_.err_is_terminal && last_length_ > 0) streams_.err << '\n' << std::flush;
  }

 private:
  Streams& streams_;
  std::string set_;
  std::size_t last_length_ = 0;
};

// Writes the files of one set under its folder, counting them per kind. A failure becomes an
// E-IO-WRITE error of the set; a folder that cannot be made is reported once.
class SetWriter {
 public:
  SetWriter(fs::path root, std::vector<FamilyError>& errors)
      : root_(std::move(root)), errors_(errors) {}

  void write(const char* kind, const std::string& relative, ByteSpan bytes) {
    const fs::path path = root_ / relative;
    if (!make_folder(path.parent_path())) return;
    const Status written = write_file_atomic(path, bytes);
    if (!written.ok()) {
      errors_.push_back(FamilyError{"output", "", written.error()});
      return;
    }
    ++files_[kind];
  }
  void write_json(const char* kind, const std::string& relative, const Json& document) {
    write(kind, relative, text_bytes(json_text(document)));
  }
  void write_indexed(const char* kind, const std::string& relative, const IndexedImage& image,
                     const Rgb8Palette& palette) {
    write_encoded(kind, relative,
                  encode_png_indexed(image.width, image.height, image.pixels, palette));
  }
  void write_rgba(const char* kind, const std::string& relative, const RgbaImage& image) {
    write_encoded(kind, relative, encode_png_rgba(image.width, image.height, image.rgba));
  }

  const fs::path& root() const { return root_; }
  std::map<std::string, std::size_t> files() const { return files_; }

 private:
  void write_encoded(const char* kind, const std::string& relative, const Result<Bytes>& png) {
    if (!png.ok()) {
      errors_.push_back(FamilyError{"output", "", in_lump(png.error(), relative)});
      return;
    }
    write(kind, relative, *png);
  }
  bool make_folder(const fs::path& folder) {
    if (made_.count(folder) != 0) return true;
    if (failed_.count(folder) != 0) return false;
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec || !fs::is_directory(folder, ec)) {
      failed_.insert(folder);
      errors_.push_back(FamilyError{
          "output", "", malformed("E-IO-WRITE", 0, folder.string() + ": cannot create folder")});
      return false;
    }
    made_.insert(folder);
    return true;
  }

  fs::path root_;
  std::vector<FamilyError>& errors_;
  std::map<std::string, std::size_t> files_;
  std::set<fs::path> made_;
  std::set<fs::path> failed_;
};

Json palette_json(const SetPalette& choice) {
  return Json{{"source", choice.chunk ? "vgagraph" : "engine"},
              {"chunk", choice.chunk ? Json(*choice.chunk) : Json(nullptr)},
              {"passed_over_chunks", choice.passed_over},
              {"rule",
               "engine palette for Wolfenstein 3-D; for Spear of Destiny the first VGAGRAPH "
               "palette whose first 16 colours are the engine palette's, else the engine "
               "palette"}};
}

// Everything one set's extraction shares.
struct SetContext {
  const WolfSet& set;
  WolfSetReport& report;
  SetWriter& writer;
  Progress& progress;
  SetPalette palette;

  void fail(const char* family, Error error, const std::string& lump) {
    report.errors.push_back(FamilyError{family, "", in_lump(std::move(error), lump)});
  }
};

// --- VSWAP -----------------------------------------------------------------------------------

std::vector<std::optional<Wall>> extract_walls(SetContext& context, const Vswap& vswap) {
  const std::size_t count = std::min<std::size_t>(vswap.sprite_start, vswap.chunk_count());
  std::vector<std::optional<Wall>> walls(count);
  const Rgb8Palette palette = png_palette(context.palette.palette);
  for (std::size_t n = 0; n < count; ++n) {
    if (!vswap.sparse(n)) {
      auto wall = decode_wall(vswap.chunks[n], context.report.findings);
      if (wall.ok()) {
        context.writer.write_indexed("walls", "walls/" + numbered("wall", n, 3, ".png"),
                                     wall_image(*wall), palette);
        walls[n] = *wall;
      } else {
        context.fail("vswap", wall.error(), "wall " + std::to_string(n));
      }
    }
    context.progress.step("walls", n + 1, count);
  }
  return walls;
}

void extract_sprites(SetContext& context, const Vswap& vswap) {
  const std::size_t end = std::min<std::size_t>(vswap.sound_start, vswap.chunk_count());
  const std::size_t start = std::min<std::size_t>(vswap.sprite_start, end);
  for (std::size_t n = start; n < end; ++n) {
    const std::size_t sprite = n - start;
    if (!vswap.sparse(n)) {
      const auto image = decode_sprite(vswap.chunks[n], context.report.findings);
      if (image.ok()) {
        context.writer.write_rgba("sprites", "sprites/" + numbered("sprite", sprite, 3, ".png"),
                                  sprite_image(*image, context.palette.palette));
      } else {
        context.fail("vswap", image.error(), "sprite " + std::to_string(sprite));
      }
    }
    context.progress.step("sprites", sprite + 1, end - start);
  }
}

void extract_sounds(SetContext& context, const Vswap& vswap) {
  const auto sounds = decode_sounds(vswap, context.report.findings);
  if (!sounds.ok()) {
    context.fail("vswap", sounds.error(), "digitised sounds");
    return;
  }
  for (std::size_t k = 0; k < sounds->size(); ++k) {
    const DigitisedSound& sound = (*sounds)[k];
    if (!sound.sparse() && !sound.samples.empty()) {
      context.writer.write("sounds", "sounds/" + numbered("sound", k, 2, ".wav"),
                           encode_wav_u8_mono(sound.samples, kDigitisedSoundRate));
    }
    context.progress.step("sounds", k + 1, sounds->size());
  }
}

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

// Numbers the lumps of each kind in chunk order.
struct GraphicsCounters {
  std::optional<PictureTable> table;
  std::size_t pictures = 0;
  std::size_t fonts = 0;
  std::size_t palettes = 0;
  std::size_t demos = 0;
};

void extract_picture(SetContext& context, const GraphicsChunk& chunk, GraphicsCounters& counters) {
  const std::size_t k = counters.pictures++;
  if (!counters.table || k >= counters.table->sizes.size()) return;
  const std::string lump = "picture " + std::to_string(k);
  const auto picture =
      decode_picture(chunk.expanded, counters.table->sizes[k], context.report.findings);
  if (!picture.ok()) return context.fail("graphics", picture.error(), lump);
  if (picture->width == 0 || picture->height == 0) {
    context.report.findings.add("W-EXTRACT-PICTURE-EMPTY", 0,
                                lump + ": " + std::to_string(picture->width) + " x " +
                                    std::to_string(picture->height) + ", no file written");
    return;
  }
  context.writer.write_indexed("pics", "pics/" + numbered("pic", k, 3, ".png"),
                               picture_image(*picture), png_palette(context.palette.palette));
}

void extract_font(SetContext& context, std::size_t n, const GraphicsChunk& chunk,
                  GraphicsCounters& counters) {
  const std::size_t k = counters.fonts++;
  const std::string lump = "font " + std::to_string(k);
  const auto font = decode_font(chunk.expanded, context.report.findings);
  if (!font.ok()) return context.fail("graphics", font.error(), lump);
  const auto sheet = font_sheet(*font);
  if (sheet.ok()) {
    context.writer.write_indexed("fonts", "fonts/" + numbered("font", k, 1, ".png"), *sheet,
                                 font_sheet_palette());
  } else {
    context.fail("graphics", sheet.error(), lump);
  }
  context.writer.write_json("fonts", "fonts/" + numbered("font", k, 1, ".json"),
                            font_json(n, *font));
}

void extract_palette(SetContext& context, const GraphicsChunk& chunk, GraphicsCounters& counters) {
  const std::size_t k = counters.palettes++;
  const auto palette = decode_palette(chunk.expanded, context.report.findings);
  if (!palette.ok()) {
    return context.fail("graphics", palette.error(), "palette " + std::to_string(k));
  }
  context.writer.write_indexed("palettes", "palettes/" + numbered("palette", k, 1, ".png"),
                               palette_swatch(), png_palette(palette->rgb));
}

void extract_demo(SetContext& context, std::size_t n, const GraphicsChunk& chunk,
                  GraphicsCounters& counters) {
  const std::size_t k = counters.demos++;
  const auto demo = decode_demo(chunk.expanded, context.report.findings);
  if (!demo.ok()) return context.fail("graphics", demo.error(), "demo " + std::to_string(k));
  context.writer.write_json("demos", "demos/" + numbered("demo", k, 1, ".json"),
                            demo_json(n, *demo));
}

void extract_graphics(SetContext& context, const Graphics& graphics) {
  GraphicsCounters counters;
  for (std::size_t n = 0; n < graphics.chunks.size(); ++n) {
    const GraphicsChunk& chunk = graphics.chunks[n];
    switch (chunk.kind) {
      case GraphicsChunkKind::kPictureTable: {
        auto table = decode_picture_table(chunk.expanded, context.report.findings);
        if (table.ok()) {
          counters.table = std::move(*table);
        } else {
          context.fail("graphics", table.error(), "picture table");
        }
        break;
      }
      case GraphicsChunkKind::kPicture:
        extract_picture(context, chunk, counters);
        break;
      case GraphicsChunkKind::kFont:
        extract_font(context, n, chunk, counters);
        break;
      case GraphicsChunkKind::kPalette:
        extract_palette(context, chunk, counters);
        break;
      case GraphicsChunkKind::kDemo:
        extract_demo(context, n, chunk, counters);
        break;
      default:
        break;
    }
    context.progress.step("graphics", n + 1, graphics.chunks.size());
  }
}

// --- Maps ------------------------------------------------------------------------------------

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

Json legend_json(bool texture_colours) {
  Json entries = Json::array();
  for (const MapKeyEntry& entry : map_key()) {
    Json item{{"name", entry.name}};
    if (entry.colour) {
      item["rgb"] = Json::array({(*entry.colour)[0], (*entry.colour)[1], (*entry.colour)[2]});
    } else {
      item["rgb"] = texture_colours ? "average of the wall's texture (wall 2 * (code - 1))"
                                    : "engine palette grey 16 + code % 12 (no wall textures)";
    }
    item["meaning"] = entry.meaning;
    entries.push_back(std::move(item));
  }
  return Json{{"tile_pixels", kMapTilePixels}, {"north", "up"}, {"key", std::move(entries)}};
}

void extract_maps(SetContext& context, const MapSet& maps, const WallColours& wall_colours,
                  bool texture_colours) {
  const bool spear = is_spear_set(context.set);
  context.writer.write_json("maps", "maps/legend.json", legend_json(texture_colours));
  for (std::size_t slot = 0; slot < maps.slots.size(); ++slot) {
    context.progress.step("maps", slot + 1, maps.slots.size());
    const auto* map = std::get_if<GameMap>(&maps.slots[slot]);
    if (map == nullptr) continue;
    const std::string lump = "map " + std::to_string(slot);
    Findings findings;
    const MapContents contents =
        classify_map({map->width, map->height, map->planes[0], map->planes[1]}, spear, findings);
    const std::vector<Error> violations = map_limit_violations(contents);
    for (const Error& violation : violations) context.fail("maps", violation, lump);
    for (const Finding& finding : findings.items()) {
      context.report.findings.add(finding.id, finding.offset, lump + ": " + finding.message);
    }
    const auto overview = map_overview(*map, contents, context.palette.palette, wall_colours);
    if (overview.ok()) {
      context.writer.write_rgba("maps", "maps/" + numbered("map", slot, 2, ".png"), *overview);
    } else {
      context.fail("maps", overview.error(), lump);
    }
    context.writer.write_json("maps", "maps/" + numbered("map", slot, 2, ".json"),
                              map_json(slot, *map, contents, spear, violations, findings));
  }
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

double music_seconds(const Music& music) {
  std::uint64_t ticks = 0;
  for (const ImfCommand& command : music.commands) ticks += command.delay;
  return static_cast<double>(ticks) / kImfTicksPerSecond;
}

// seed 001 "Music": the u16 size, then the commands it counts. A decoded track's commands came
// from that u16 size, so their count fits it.
Bytes imf_file(const Music& music) {
  const Bytes commands = imf_command_bytes(music);
  ByteWriter out;
  out.u16(static_cast<std::uint16_t>(commands.size()));
  out.bytes(commands);
  return out.take();
}

Json extract_music(SetContext& context, const Audio& audio) {
  Json list = Json::array();
  for (std::size_t m = 0; m < audio.music.size(); ++m) {
    const std::optional<Music>& music = audio.music[m];
    Json entry{{"index", m}};
    entry["commands"] = music ? music->commands.size() : 0;
    entry["duration_seconds"] = music ? music_seconds(*music) : 0.0;
    entry["file"] = nullptr;
    entry["wav"] = nullptr;
    if (music && !imf_command_bytes(*music).empty()) {
      const std::string name = "music/" + numbered("music", m, 2, ".imf");
      context.writer.write("music", name, imf_file(*music));
      entry["file"] = name;
    }
    if (music && !music->commands.empty()) {
      const std::string name = "music/" + numbered("music", m, 2, ".wav");
      const opl2::RegisterStream stream =
          adlib::music_stream(*music, adlib::WriteTiming::kInstant, adlib::kDefaultSongSeconds);
      context.writer.write("music", name,
                           encode_wav_s16_mono(opl2::render(stream), opl2::kSampleRate));
      entry["wav"] = name;
    }
    list.push_back(std::move(entry));
    context.progress.step("music", m + 1, audio.music.size());
  }
  return list;
}

// The effect through the engine's driver and the OPL2 chip, instant timing, to its last step
// plus one second (reference/adlib/driver.h); its file name, or null for a zero-sized lump.
Json extract_adlib_sound(SetContext& context, const Audio& audio, std::size_t i) {
  if (i >= audio.adlib_sounds.size() || !audio.adlib_sounds[i]) return nullptr;
  const std::string name = "adlib/" + numbered("adlib", i, 2, ".wav");
  const opl2::RegisterStream stream =
      adlib::sound_effect_stream(*audio.adlib_sounds[i], adlib::WriteTiming::kInstant);
  context.writer.write("adlib", name,
                       encode_wav_s16_mono(opl2::render(stream), opl2::kSampleRate));
  return name;
}

void extract_audio(SetContext& context, const Audio& audio) {
  Json effects = Json::array();
  const std::size_t count = std::max(audio.pc_sounds.size(), audio.adlib_sounds.size());
  for (std::size_t i = 0; i < count; ++i) {
    Json adlib =
        adlib_sound_json(i < audio.adlib_sounds.size() ? audio.adlib_sounds[i] : std::nullopt);
    if (!adlib.is_null()) adlib["wav"] = extract_adlib_sound(context, audio, i);
    effects.push_back(Json{
        {"index", i},
        {"pc", pc_sound_json(i < audio.pc_sounds.size() ? audio.pc_sounds[i] : std::nullopt)},
        {"adlib", std::move(adlib)}});
    context.progress.step("adlib", i + 1, count);
  }
  Json music = extract_music(context, audio);
  context.writer.write_json(
      "audio", "audio.json",
      Json{{"sound_effects", std::move(effects)}, {"music", std::move(music)}});
}

// --- set.json --------------------------------------------------------------------------------

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

Json files_json(const std::map<std::string, std::size_t>& files) {
  Json json = Json::object();
  for (const char* kind : kFileKinds) {
    const auto found = files.find(kind);
    json[kind] = found == files.end() ? 0 : found->second;
  }
  return json;
}

Json set_json(const std::string& name, const DataSetFiles& source, const WolfSet& set,
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
              {"folder", source.folder.string()},
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

// --- The command -----------------------------------------------------------------------------

struct SetOutcome {
  std::string name;
  fs::path folder;
  fs::path out;
  std::map<std::string, std::size_t> files;
};

struct ReportedError {
  std::optional<std::string> set;
  Error error;
};

struct ExtractReport {
  std::vector<SetOutcome> sets;
  std::vector<LevelExtraction> level_files;
  std::vector<ReportedError> errors;
};

// The set's name, or "<name>-<extension>[-k]" when an earlier set took it.
std::string unique_name(const std::string& name, const std::string& extension,
                        std::set<std::string>& taken) {
  std::string candidate = name;
  if (taken.count(candidate) != 0 && extension != name) candidate = name + "-" + extension;
  const std::string base = candidate;
  for (int k = 2; taken.count(candidate) != 0; ++k) candidate = base + "-" + std::to_string(k);
  taken.insert(candidate);
  return candidate;
}

void extract_contents(SetContext& context) {
  const WolfSet& set = context.set;
  WallColours wall_colours = fixed_wall_colours();
  bool texture_colours = false;
  if (set.vswap) {
    const auto walls = extract_walls(context, *set.vswap);
    wall_colours = texture_wall_colours(walls, context.palette.palette);
    texture_colours = std::any_of(walls.begin(), walls.end(),
                                  [](const std::optional<Wall>& wall) { return wall.has_value(); });
    extract_sprites(context, *set.vswap);
    extract_sounds(context, *set.vswap);
  }
  if (set.graphics) extract_graphics(context, *set.graphics);
  if (set.maps) extract_maps(context, *set.maps, wall_colours, texture_colours);
  if (set.audio) extract_audio(context, *set.audio);
}

void extract_set(const DataSetFiles& source, const fs::path& out, std::set<std::string>& taken,
                 Streams& streams, ExtractReport& extract_report) {
  const auto files = read_set_files(source);
  if (!files.ok()) {
    extract_report.errors.push_back(ReportedError{source.extension, files.error()});
    return;
  }
  WolfSetReport report;
  const WolfSet set = decode_wolf_set(*files, report);
  const std::string name = unique_name(set_name(set), set.extension, taken);
  SetWriter writer(out / name, report.errors);
  Progress progress(streams, name);
  SetContext context{set, report, writer, progress, set_palette(set)};
  extract_contents(context);
  // set.json lists the errors met so far and counts itself; a failure to write it is reported
  // on stderr and in the summary.
  std::map<std::string, std::size_t> files_with_set_json = writer.files();
  ++files_with_set_json["set"];
  writer.write_json("set", "set.json",
                    set_json(name, source, set, report, context.palette, files_with_set_json));
  progress.finish();
  for (const FamilyError& error : report.errors) {
    extract_report.errors.push_back(ReportedError{name, error.error});
  }
  extract_report.sets.push_back(SetOutcome{name, source.folder, writer.root(), writer.files()});
}

void print_json(const ExtractReport& report, std::ostream& out) {
  Json sets = Json::array();
  for (const SetOutcome& set : report.sets) {
    sets.push_back(Json{{"name", set.name},
                        {"folder", set.folder.string()},
                        {"out", set.out.string()},
                        {"files", files_json(set.files)}});
  }
  Json errors = Json::array();
  for (const ReportedError& reported : report.errors) {
    Json entry{{"set", reported.set ? Json(*reported.set) : Json(nullptr)}};
    entry.update(error_json(reported.error));
    errors.push_back(std::move(entry));
  }
  Json level_files = Json::array();
  for (const LevelExtraction& file : report.level_files) {
    level_files.push_back(
        Json{{"name", file.name}, {"out", file.out.string()}, {"files", file.files_written}});
  }
  out << json_text(Json{{"schema", "wolfsuite-extract/1"},
                        {"sets", std::move(sets)},
                        {"level_files", std::move(level_files)},
                        {"errors", std::move(errors)}});
}

void print_summary(const ExtractReport& report, std::ostream& out) {
  for (const SetOutcome& set : report.sets) {
    std::size_t total = 0;
    for (const auto& [kind, count] : set.files) total += count;
    out << set.name << ": " << total << " files in " << set.out.string() << " (from "
        << set.folder.string() << ")\n ";
    for (const char* kind : kFileKinds) {
      const auto found = set.files.find(kind);
      out << ' ' << kind << ' ' << (found == set.files.end() ? 0 : found->second);
    }
    out << '\n';
  }
  for (const LevelExtraction& file : report.level_files) {
    out << file.name << ": " << file.files_written << " files in " << file.out.string() << '\n';
  }
  if (report.errors.empty()) {
    out << "result: every file written\n";
  } else {
    out << "result: " << report.errors.size() << " error(s) (listed on stderr)\n";
  }
}

}  // namespace

CLI::App* add_extract_command(CLI::App& parent, ExtractOptions& options) {
  CLI::App* extract = parent.add_subcommand(
      "extract", "Write every asset of the data sets in DIR under OUT as PNG, WAV, JSON and IMF");
  extract->add_flag("--json", options.json,
                    "print the summary as JSON (schema wolfsuite-extract/1)");
  extract
      ->add_option("DIR", options.folder,
                   "folder with data sets, or with one set folder per subfolder")
      ->type_name("DIR")
      ->required();
  extract->add_option("OUT", options.out, "folder to write into, one subfolder per set")
      ->type_name("OUT")
      ->required();
  extract->footer(examples_footer({
      "wolfsuite extract ../shared/data/wl1 assets",
      "wolfsuite extract --json ../shared/data assets > extract.json",
  }));
  return extract;
}

int run_extract(const ExtractOptions& options, Streams& streams) {
  ExtractReport report;
  std::vector<Error> search_errors;
  const FoundData found = find_data(options.folder, search_errors, "E-EXTRACT-NO-DATA-SET");
  const std::vector<DataSetFiles>& sets = found.sets;
  for (Error& error : search_errors) report.errors.push_back(ReportedError{std::nullopt, error});

  std::error_code ec;
  const fs::path out(options.out);
  if (!sets.empty() || !found.level_files.empty()) {
    fs::create_directories(out, ec);
    if (ec || !fs::is_directory(out, ec)) {
      report.errors.push_back(ReportedError{
          std::nullopt, malformed("E-IO-WRITE", 0, out.string() + ": cannot create folder")});
    } else {
      std::set<std::string> taken;
      for (const DataSetFiles& set : sets) extract_set(set, out, taken, streams, report);
      for (const LevelFile& file : found.level_files) {
        LevelExtraction extraction = extract_level_file(file, out, taken);
        for (const Error& error : extraction.errors) {
          report.errors.push_back(ReportedError{extraction.name, error});
        }
        report.level_files.push_back(std::move(extraction));
      }
    }
  }

  for (const ReportedError& reported : report.errors) {
    Error error = reported.error;
    if (reported.set) error.message = *reported.set + ": " + error.message;
    report_error(error, streams.err);
  }
  if (options.json) {
    print_json(report, streams.out);
  } else {
    print_summary(report, streams.out);
  }
  return report.errors.empty() ? kExitOk : kExitDataError;
}

}  // namespace wolfsuite::cli
