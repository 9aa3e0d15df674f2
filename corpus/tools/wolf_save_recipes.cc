// The Wolfenstein 3-D crafting tool's recipes for the files the game writes itself:
// wolf_save_game_fuzzer (a saved game) and wolf_config_fuzzer (the CONFIG file of settings and
// high scores), each a small model our encoder writes and its changed variants.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/tools/wolf_recipes.h"
#include "decoders/wolf/config.h"
#include "decoders/wolf/save_game.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {
namespace {

// ---- wolf_save_game_fuzzer: [params, SAVEGAM] --------------------------------------------------

constexpr std::string_view kSaveTarget = "wolf_save_game_fuzzer";
constexpr std::string_view kSaveSection = "seed 001 SAVED GAMES";
// Where the object list starts in a save of nmap level ratios (save_game.h layout).
std::size_t save_objects_at(int episode_maps) {
  return kSaveNameBytes + kSaveGameStateBytes + kSaveLevelRatioBytes * episode_maps +
         kSaveMapTiles * 3 + kSaveAreas * kSaveAreas + 2 * kSaveAreas;
}

Input save_input(int episode_maps, const Bytes& save) {
  const Bytes params = {static_cast<std::uint8_t>(episode_maps == kMaxSaveEpisodeMaps ? 1 : 0)};
  return Input{fuzz::join_files({params, save}),
               {{"layout", kFilesLayout},
                {"episode_maps", episode_maps},
                {"files", file_entries({"params", "SAVEGAM"}, {params, save}, 0)}}};
}

SaveObject object_at(std::uint16_t tile_x, std::uint16_t tile_y, std::uint16_t object_class) {
  SaveObject object;
  object.active = 1;
  object.object_class = object_class;
  object.tile_x = tile_x;
  object.tile_y = tile_y;
  object.x = (tile_x << 16) + 0x8000;  // the middle of the tile, 16.16 fixed point
  object.y = (tile_y << 16) + 0x8000;
  object.area_number = 1;
  object.hit_points = 25;
  return object;
}

// A game on map 0: a walled room, the player and one guard, a lamp and a closed door.
SaveGame small_save(int episode_maps) {
  SaveGame save;
  const std::string_view name = "Corpus save";
  std::copy(name.begin(), name.end(), save.name.begin());
  SaveGameState& state = save.state;
  state.difficulty = GameDifficulty::kMedium;
  state.score = 1200;
  state.next_extra = 40000;
  state.lives = 3;
  state.health = 100;
  state.ammo = 8;
  state.best_weapon = Weapon::kPistol;
  state.weapon = Weapon::kPistol;
  state.chosen_weapon = Weapon::kPistol;
  state.kill_total = 1;
  state.time_count = 700;
  save.level_ratios.resize(static_cast<std::size_t>(episode_maps));
  for (std::size_t y = 0; y < kSaveMapSide; ++y) {
    for (std::size_t x = 0; x < kSaveMapSide; ++x) {
      const bool edge = x == 0 || y == 0 || x + 1 == kSaveMapSide || y + 1 == kSaveMapSide;
      save.tile_map[x * kSaveMapSide + y] = edge ? 1 : 0;
      save.actor_at[x * kSaveMapSide + y] = edge ? 1 : 0;  // a wall's tile number
    }
  }
  save.area_by_player[1] = 1;
  save.player = object_at(32, 32, 0);
  save.player.hit_points = 100;
  save.actors = {object_at(40, 32, 3)};
  save.last_static = 1;
  save.statics[0] = SaveStatic{30, 30, 0, 4, 0, 0};  // sprite 4, seed 002 "yellow chandelier"
  save.doors[0] = SaveDoor{20, 32, 1, 0, 0, DoorAction::kClosed, 0};
  return save;
}

// A saved game's fields past the engine's ranges: each one the Wolfenstein save with one field
// changed, a tolerated finding (the engine loads it as is).
struct SaveQuirk {
  const char* stem;
  const char* id;    // the finding
  const char* what;  // "the Wolfenstein save with <what>"
  void (*change)(SaveGame&);
};
const SaveQuirk kSaveQuirks[] = {
    {"name_unterminated", "W-SAVE-NAME-UNTERMINATED", "a name of 32 'A's, no NUL",
     [](SaveGame& save) { save.name.fill('A'); }},
    {"player_end_marker", "W-SAVE-PLAYER-END-MARKER", "the player's entry with active 0xffff",
     [](SaveGame& save) { save.player.active = kSaveObjectListEnd; }},
    {"difficulty_4", "W-SAVE-DIFFICULTY-RANGE", "difficulty 4",
     [](SaveGame& save) { save.state.difficulty = static_cast<GameDifficulty>(4); }},
    {"map_60", "W-SAVE-MAP-RANGE", "map 60", [](SaveGame& save) { save.state.map = 60; }},
    {"lives_10", "W-SAVE-LIVES-RANGE", "10 lives", [](SaveGame& save) { save.state.lives = 10; }},
    {"health_0", "W-SAVE-HEALTH-RANGE", "health 0", [](SaveGame& save) { save.state.health = 0; }},
    {"ammo_100", "W-SAVE-AMMO-RANGE", "100 rounds of ammo",
     [](SaveGame& save) { save.state.ammo = 100; }},
    {"weapon_4", "W-SAVE-WEAPON-RANGE", "weapon 4",
     [](SaveGame& save) { save.state.weapon = static_cast<Weapon>(4); }},
    {"episode_6", "W-SAVE-EPISODE-RANGE", "episode 6 of Wolfenstein's 0-5",
     [](SaveGame& save) { save.state.episode = 6; }},
};

class SaveCrafter {
 public:
  explicit SaveCrafter(corpus::RecipeBook& corpus)
      : corpus_(corpus), wolf_(encode_save_game(small_save(kWolfSaveEpisodeMaps))) {}

  void craft() {
    valid();
    errors();
    quirks();
  }

 private:
  void add(const std::string& stem, int episode_maps, const Bytes& save, const Expect& expect,
           const Notes& notes) {
    corpus_.add(kSaveTarget, stem, save_input(episode_maps, save), expect, notes);
  }
  void add_wolf(const std::string& stem, const Bytes& save, const Expect& expect,
                const Notes& notes) {
    add(stem, kWolfSaveEpisodeMaps, save, expect, notes);
  }

  // The small Wolfenstein save with one change to its model, encoded again.
  template <typename Change>
  Bytes wolf_with(Change change) const {
    SaveGame save = small_save(kWolfSaveEpisodeMaps);
    change(save);
    return encode_save_game(save);
  }

  void valid() {
    add_wolf("wolf_8_ratios", wolf_, decodes(),
             {"encode_save_game_wolf",
              "encode_save_game of a game on map 0 with the player and one guard, 8 level ratios",
              kSaveSection});
    add_wolf("name_empty", wolf_with([](SaveGame& save) { save.name.fill(0); }), decodes(),
             {"encode_save_game_empty_name",
              "the Wolfenstein save with an empty name (32 NUL bytes): seed 001 says the name "
              "may be empty",
              kSaveSection,
              {"Q-SAVE-NAME-EMPTY"}});
    add("spear_20_ratios", kMaxSaveEpisodeMaps, encode_save_game(small_save(kMaxSaveEpisodeMaps)),
        decodes(),
        {"encode_save_game_spear", "the same game with Spear of Destiny's 20 level ratios",
         kSaveSection});
  }

  void errors() {
    add_wolf(
        "cut_in_state", first_bytes(wolf_, 50), rejected("E-SAVE-TRUNCATED", 50),
        {"save_cut_in_state", "the save cut to 50 bytes, inside the game state", kSaveSection});
    add_wolf("cut_before_checksum", first_bytes(wolf_, wolf_.size() - 2),
             rejected("E-SAVE-TRUNCATED", wolf_.size() - kSaveChecksumBytes),
             {"save_cut_in_checksum", "the save 2 bytes short: the checksum is cut", kSaveSection});
    const std::size_t guard = save_objects_at(kWolfSaveEpisodeMaps) + kSaveObjectBytes;
    add_wolf("cut_in_objects", first_bytes(wolf_, guard + 30),
             rejected("E-SAVE-OBJECT-LIST-UNTERMINATED"),
             {"save_cut_in_object_list", "the save cut in the middle of the guard's entry",
              kSaveSection});
    add_wolf("150_actors", wolf_with([](SaveGame& save) {
               save.actors.assign(kMaxSaveActors + 1, object_at(40, 32, 3));
             }),
             rejected("E-SAVE-OBJECT-COUNT"),
             {"save_actors_over_limit",
              "150 actors after the player: the engine's 150 object slots hold 149", kSaveSection});
  }

  void quirks() {
    const Bytes bad_sum = with_u8(wolf_, wolf_.size() - 1, wolf_.back() ^ 0x40);
    add_wolf("checksum_changed", bad_sum, tolerated("W-SAVE-CHECKSUM"),
             {"save_checksum_flip", "one bit of the stored checksum changed", kSaveSection});
    add_wolf("trailing_bytes", concat({wolf_, text_bytes("END")}),
             tolerated("W-SAVE-TRAILING-BYTES"),
             {"save_trailing", "3 bytes after the checksum", kSaveSection});
    for (const SaveQuirk& entry : kSaveQuirks) {
      add_model_quirk(entry.stem, entry.id, entry.what, entry.change);
    }
    SaveGame spear = small_save(kMaxSaveEpisodeMaps);
    spear.state.episode = 1;
    add("spear_episode_1", kMaxSaveEpisodeMaps, encode_save_game(spear),
        tolerated("W-SAVE-EPISODE-RANGE"),
        {"encode_save_game_spear_episode", "a Spear of Destiny save in episode 1: Spear has only 0",
         kSaveSection});
  }

  void add_model_quirk(const std::string& stem, const std::string& id, const std::string& what,
                       void (*change)(SaveGame&)) {
    add_wolf(stem, wolf_with(change), tolerated(id),
             {"encode_save_game_changed", "the Wolfenstein save with " + what, kSaveSection});
  }

  corpus::RecipeBook& corpus_;
  Bytes wolf_;
};

// ---- wolf_config_fuzzer: the CONFIG file -------------------------------------------------------

constexpr std::string_view kConfigTarget = "wolf_config_fuzzer";
constexpr std::string_view kConfigSection = "seed 001 Saved game settings and highscores";

// The config fields past the engine's ranges: each one the default config with one field changed,
// a tolerated finding (the engine reads it as is).
struct ConfigQuirk {
  const char* stem;
  const char* id;    // the finding
  const char* what;  // "the default config with <what>"
  void (*change)(Config&);
};
const ConfigQuirk kConfigQuirks[] = {
    {"score_name_unterminated", "W-CONFIG-SCORE-NAME-UNTERMINATED",
     "high score 0's name 58 'B's, no NUL",
     [](Config& config) { config.high_scores[0].name.fill('B'); }},
    {"sound_mode_3", "W-CONFIG-SOUND-MODE-RANGE", "sound mode 3",
     [](Config& config) { config.sound_mode = static_cast<SoundMode>(3); }},
    {"music_mode_2", "W-CONFIG-MUSIC-MODE-RANGE", "music mode 2",
     [](Config& config) { config.music_mode = static_cast<MusicMode>(2); }},
    {"digi_mode_4", "W-CONFIG-DIGI-MODE-RANGE", "digitised sound mode 4",
     [](Config& config) { config.digi_mode = static_cast<DigiMode>(4); }},
    {"mouse_enabled_2", "W-CONFIG-BOOLEAN-RANGE", "mouse enabled 2",
     [](Config& config) { config.mouse_enabled = 2; }},
    {"joystick_port_2", "W-CONFIG-JOYSTICK-PORT-RANGE", "joystick port 2",
     [](Config& config) { config.joystick_port = 2; }},
    {"scan_code_0x80", "W-CONFIG-SCAN-CODE-RANGE", "the north key's scan code 0x80",
     [](Config& config) { config.direction_scan[0] = 0x80; }},
    {"mouse_button_8", "W-CONFIG-BUTTON-RANGE", "mouse button 3 set to action 8",
     [](Config& config) { config.mouse_buttons[3] = 8; }},
    {"view_size_20", "W-CONFIG-VIEW-SIZE-RANGE", "view size 20",
     [](Config& config) { config.view_size = 20; }},
    {"mouse_adjustment_10", "W-CONFIG-MOUSE-ADJUSTMENT-RANGE", "mouse adjustment 10",
     [](Config& config) { config.mouse_adjustment = 10; }},
};

class ConfigCrafter {
 public:
  explicit ConfigCrafter(corpus::RecipeBook& corpus)
      : corpus_(corpus), default_(encode_config(default_config())) {}

  void craft() {
    add("default", default_, decodes(),
        {"encode_config_default",
         "encode_config(default_config()): the shipped high scores and first-run settings"});
    add("cut_to_521", first_bytes(default_, kConfigBytes - 1), rejected("E-CONFIG-SIZE", 521),
        {"config_cut_one_byte", "the default config one byte short of 522"});
    add("empty", {}, rejected("E-CONFIG-SIZE", 0), {"config_empty", "an empty config file"});
    add("trailing_bytes", concat({default_, text_bytes("old tail")}),
        tolerated("W-CONFIG-TRAILING-BYTES"),
        {"config_trailing", "8 bytes after the 522: the writer does not truncate the file"});
    for (const ConfigQuirk& entry : kConfigQuirks) {
      quirk(entry.stem, entry.id, entry.what, entry.change);
    }
  }

 private:
  struct ConfigNotes {
    std::string recipe;
    std::string description;
  };

  void add(const std::string& stem, const Bytes& file, const Expect& expect,
           const ConfigNotes& notes) {
    corpus_.add(kConfigTarget, stem,
                Input{file, {{"layout", "fuzz/wolf_config_fuzzer.cc: the CONFIG file as is"}}},
                expect, Notes{notes.recipe, notes.description, kConfigSection});
  }

  void quirk(const std::string& stem, const std::string& id, const std::string& what,
             void (*change)(Config&)) {
    Config config = default_config();
    change(config);
    add(stem, encode_config(config), tolerated(id),
        {"encode_config_changed", "the default config with " + what});
  }

  corpus::RecipeBook& corpus_;
  Bytes default_;
};

}  // namespace

void craft_wolf_saves(RecipeBook& corpus) {
  SaveCrafter(corpus).craft();
  ConfigCrafter(corpus).craft();
}

}  // namespace wolfsuite::corpus
