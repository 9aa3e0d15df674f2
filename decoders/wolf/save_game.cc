#include "decoders/wolf/save_game.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <type_traits>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kTruncated = "E-SAVE-TRUNCATED";
constexpr std::string_view kUnterminated = "E-SAVE-OBJECT-LIST-UNTERMINATED";

// File offsets of the game state fields the range checks name (layout table, save_game.h).
constexpr std::size_t kStateOffset = kSaveNameBytes;
constexpr std::size_t kMapOffset = kStateOffset + 2;
constexpr std::size_t kLivesOffset = kStateOffset + 16;
constexpr std::size_t kHealthOffset = kStateOffset + 18;
constexpr std::size_t kAmmoOffset = kStateOffset + 20;
constexpr std::size_t kBestWeaponOffset = kStateOffset + 24;
constexpr std::size_t kEpisodeOffset = kStateOffset + 38;

// seed 001 "SAVED GAMES": chksum = sum n[i] XOR n[i+1], here over the pairs of one block.
std::uint32_t add_block_checksum(ByteSpan block, std::uint32_t sum) {
  for (std::size_t i = 0; i + 1 < block.size(); ++i) sum += block[i] ^ block[i + 1];
  return sum;
}

template <typename T>
struct IsStdArray : std::false_type {};
template <typename T, std::size_t N>
struct IsStdArray<std::array<T, N>> : std::true_type {};

// Each record's fields are listed once, in file order, and that list drives both the reader and
// the writer, so the two directions cannot disagree about the layout.
template <typename State, typename Visit>
void game_state_fields(State& s, Visit& visit) {
  visit(s.difficulty, s.map, s.old_score, s.score, s.next_extra, s.lives, s.health, s.ammo, s.keys,
        s.best_weapon, s.weapon, s.chosen_weapon, s.face_frame, s.attack_frame, s.attack_count,
        s.weapon_frame, s.episode, s.secret_count, s.treasure_count, s.kill_count, s.secret_total,
        s.treasure_total, s.kill_total, s.time_count, s.kill_x, s.kill_y, s.victory_flag);
}

template <typename Ratio, typename Visit>
void level_ratio_fields(Ratio& r, Visit& visit) {
  visit(r.kill_percent, r.secret_percent, r.treasure_percent, r.time);
}

template <typename Object, typename Visit>
void object_fields(Object& o, Visit& visit) {
  visit(o.active, o.tic_count, o.object_class, o.state, o.flags, o.pad_after_flags, o.distance,
        o.dir, o.x, o.y, o.tile_x, o.tile_y, o.area_number, o.pad_after_area, o.view_x,
        o.view_height, o.trans_x, o.trans_y, o.angle, o.hit_points, o.speed, o.temp, o.next,
        o.prev);
}

template <typename Static, typename Visit>
void static_fields(Static& s, Visit& visit) {
  visit(s.tile_x, s.tile_y, s.visible_spot, s.shape, s.flags, s.item);
}

template <typename Door, typename Visit>
void door_fields(Door& d, Visit& visit) {
  visit(d.tile_x, d.tile_y, d.vertical, d.lock, d.pad_after_lock, d.action, d.tic_count);
}

// Reads fields in order; the first read past the end stops it and is kept as its status.
class FieldReader {
 public:
  explicit FieldReader(ByteReader& reader) : reader_(reader) {}

  template <typename... Field>
  void operator()(Field&... fields) {
    (read(fields), ...);
  }
  const Status& status() const { return status_; }

 private:
  template <typename T>
  void read(T& field) {
    if (!status_.ok()) return;
    if constexpr (std::is_enum_v<T>) {
      std::underlying_type_t<T> raw{};
      read(raw);
      field = static_cast<T>(raw);
    } else if constexpr (IsStdArray<T>::value) {
      for (auto& element : field) read(element);
    } else if constexpr (sizeof(T) == 1) {
      take(field, reader_.u8());
    } else if constexpr (sizeof(T) == 2) {
      take(field, reader_.u16());
    } else {
      static_assert(sizeof(T) == 4);
      take(field, reader_.u32());
    }
  }
  template <typename T, typename Raw>
  void take(T& field, const Result<Raw>& raw) {
    if (raw.ok()) {
      field = static_cast<T>(*raw);
    } else {
      status_ = raw.error();
    }
  }

  ByteReader& reader_;
  Status status_;
};

class FieldWriter {
 public:
  explicit FieldWriter(ByteWriter& writer) : writer_(writer) {}

  template <typename... Field>
  void operator()(const Field&... fields) {
    (write(fields), ...);
  }

 private:
  template <typename T>
  void write(const T& field) {
    if constexpr (std::is_enum_v<T>) {
      write(static_cast<std::underlying_type_t<T>>(field));
    } else if constexpr (IsStdArray<T>::value) {
      for (const auto& element : field) write(element);
    } else if constexpr (sizeof(T) == 1) {
      writer_.u8(static_cast<std::uint8_t>(field));
    } else if constexpr (sizeof(T) == 2) {
      writer_.u16(static_cast<std::uint16_t>(field));
    } else {
      static_assert(sizeof(T) == 4);
      writer_.u32(static_cast<std::uint32_t>(field));
    }
  }

  ByteWriter& writer_;
};

// Reads what `body` reads as one checksummed block (the engine's unit of DoChecksum).
template <typename Body>
Status read_block(ByteReader& reader, std::uint32_t& sum, Body&& body) {
  const ByteSpan from_here = reader.rest();
  const std::size_t start = reader.position();
  FieldReader fields(reader);
  body(fields);
  if (!fields.status().ok()) return fields.status();
  sum = add_block_checksum(from_here.first(reader.position() - start), sum);
  return {};
}

template <typename Body>
void write_block(ByteWriter& writer, std::uint32_t& sum, Body&& body) {
  const std::size_t start = writer.size();
  FieldWriter fields(writer);
  body(fields);
  sum = add_block_checksum(ByteSpan(writer.view()).subspan(start), sum);
}

std::string hex32(std::uint32_t value) {
  char text[16];
  std::snprintf(text, sizeof text, "0x%08x", value);
  return text;
}

Status read_name(ByteReader& reader, SaveGame& save, Findings& findings) {
  FieldReader fields(reader);
  fields(save.name);
  if (!fields.status().ok()) return fields.status();
  if (std::find(save.name.begin(), save.name.end(), 0) == save.name.end()) {
    findings.add("W-SAVE-NAME-UNTERMINATED", 0, "no NUL in the 32 name bytes");
  }
  return {};
}

// Everything from the game state to area by player.
Status read_game_and_tiles(ByteReader& reader, SaveGame& save, std::uint32_t& sum) {
  WS_RETURN_IF_ERROR(read_block(reader, sum, [&](auto& f) { game_state_fields(save.state, f); }));
  WS_RETURN_IF_ERROR(read_block(reader, sum, [&](auto& f) {
    for (LevelRatio& ratio : save.level_ratios) level_ratio_fields(ratio, f);
  }));
  WS_RETURN_IF_ERROR(read_block(reader, sum, [&](auto& f) { f(save.tile_map); }));
  WS_RETURN_IF_ERROR(read_block(reader, sum, [&](auto& f) { f(save.actor_at); }));
  FieldReader unchecked(reader);
  unchecked(save.area_connect, save.area_by_player);
  return unchecked.status();
}

// The engine reads the first entry into the player without looking at it, then reads entries
// into new actors until one has `active` 0xffff (seed 001 "Map state").
Status read_objects(ByteReader& reader, SaveGame& save, Findings& findings) {
  ByteReader list(reader.rest(), kUnterminated, reader.file_offset());
  FieldReader fields(list);
  object_fields(save.player, fields);
  if (!fields.status().ok()) return fields.status();
  if (save.player.active == kSaveObjectListEnd) {
    findings.add("W-SAVE-PLAYER-END-MARKER", reader.file_offset(),
                 "the player entry has active 0xffff; the engine reads it as the player");
  }
  while (true) {
    const std::size_t entry_offset = list.file_offset();
    SaveObject object;
    object_fields(object, fields);
    if (!fields.status().ok()) return fields.status();
    if (object.active == kSaveObjectListEnd) {
      save.end_marker = object;
      break;
    }
    if (save.actors.size() == kMaxSaveActors) {
      return over_limit("E-SAVE-OBJECT-COUNT", entry_offset,
                        "more than " + std::to_string(kMaxSaveActors) +
                            " actors after the player; the engine has " +
                            std::to_string(kMaxSaveObjects) + " object slots");
    }
    save.actors.push_back(object);
  }
  return reader.skip(list.position());
}

Status read_statics_doors_pushwall(ByteReader& reader, SaveGame& save, std::uint32_t& sum) {
  WS_RETURN_IF_ERROR(read_block(reader, sum, [&](auto& f) { f(save.last_static); }));
  WS_RETURN_IF_ERROR(read_block(reader, sum, [&](auto& f) {
    for (SaveStatic& item : save.statics) static_fields(item, f);
  }));
  WS_RETURN_IF_ERROR(read_block(reader, sum, [&](auto& f) { f(save.door_position); }));
  WS_RETURN_IF_ERROR(read_block(reader, sum, [&](auto& f) {
    for (SaveDoor& door : save.doors) door_fields(door, f);
  }));
  // The engine writes and checksums the five pushwall variables one by one.
  SavePushwall& wall = save.pushwall;
  for (auto* field : {&wall.state, &wall.x, &wall.y}) {
    WS_RETURN_IF_ERROR(read_block(reader, sum, [&](auto& f) { f(*field); }));
  }
  for (auto* field : {&wall.dir, &wall.pos}) {
    WS_RETURN_IF_ERROR(read_block(reader, sum, [&](auto& f) { f(*field); }));
  }
  return {};
}

Status read_checksum(ByteReader& reader, std::uint32_t computed, Findings& findings) {
  const std::size_t offset = reader.file_offset();
  WS_ASSIGN_OR_RETURN(const std::uint32_t stored, reader.u32());
  if (stored != computed) {
    findings.add("W-SAVE-CHECKSUM", offset,
                 "stored checksum " + hex32(stored) + ", computed " + hex32(computed) +
                     "; the engine loads the game with score 0, 1 life, the pistol and 8 ammo");
  }
  if (!reader.at_end()) {
    findings.add("W-SAVE-TRAILING-BYTES", reader.file_offset(),
                 std::to_string(reader.remaining()) + " bytes after the checksum");
  }
  return {};
}

void check_range(Findings& findings, bool in_range, std::string_view id, std::size_t offset,
                 std::string_view field, int value, std::string_view range) {
  if (in_range) return;
  findings.add(id, offset,
               std::string(field) + " " + std::to_string(value) + " is outside " +
                   std::string(range) + " (seed 001 \"Game state\")");
}

// The value ranges seed 001 "Game state" gives; the engine uses the values unchecked.
void check_game_state_ranges(const SaveGameState& s, int episode_maps, Findings& findings) {
  const auto difficulty = static_cast<int>(s.difficulty);
  check_range(findings, difficulty <= 3, "W-SAVE-DIFFICULTY-RANGE", kStateOffset, "difficulty",
              difficulty, "0-3");
  check_range(findings, s.map >= 0 && s.map <= 59, "W-SAVE-MAP-RANGE", kMapOffset, "map", s.map,
              "0-59");
  check_range(findings, s.lives >= 0 && s.lives <= 9, "W-SAVE-LIVES-RANGE", kLivesOffset, "lives",
              s.lives, "0-9");
  check_range(findings, s.health >= 1 && s.health <= 100, "W-SAVE-HEALTH-RANGE", kHealthOffset,
              "health", s.health, "1-100");
  check_range(findings, s.ammo >= 0 && s.ammo <= 99, "W-SAVE-AMMO-RANGE", kAmmoOffset, "ammo",
              s.ammo, "0-99");
  const auto best = static_cast<int>(s.best_weapon);
  check_range(findings, best >= 1 && best <= 3, "W-SAVE-WEAPON-RANGE", kBestWeaponOffset,
              "best weapon", best, "1-3");
  const auto weapon = static_cast<int>(s.weapon);
  check_range(findings, weapon <= 3, "W-SAVE-WEAPON-RANGE", kBestWeaponOffset + 2, "weapon", weapon,
              "0-3");
  const auto chosen = static_cast<int>(s.chosen_weapon);
  check_range(findings, chosen <= 3, "W-SAVE-WEAPON-RANGE", kBestWeaponOffset + 4, "chosen weapon",
              chosen, "0-3");
  const bool wolf = episode_maps == kWolfSaveEpisodeMaps;
  check_range(findings, s.episode >= 0 && s.episode <= (wolf ? 5 : 0), "W-SAVE-EPISODE-RANGE",
              kEpisodeOffset, "episode", s.episode, wolf ? "0-5" : "0 (Spear of Destiny)");
}

}  // namespace

std::string save_game_name(const SaveGame& save) {
  const auto end = std::find(save.name.begin(), save.name.end(), 0);
  return std::string(save.name.begin(), end);
}

Result<SaveGame> decode_save_game(ByteSpan in, int episode_maps, Findings& findings) {
  if (episode_maps < 1 || episode_maps > kMaxSaveEpisodeMaps) {
    return malformed("E-SAVE-EPISODE-MAPS", 0,
                     "episode_maps " + std::to_string(episode_maps) + " is not 1..20");
  }
  ByteReader reader(in, kTruncated);
  SaveGame save;
  save.level_ratios.resize(static_cast<std::size_t>(episode_maps));
  std::uint32_t sum = 0;
  WS_RETURN_IF_ERROR(read_name(reader, save, findings));
  WS_RETURN_IF_ERROR(read_game_and_tiles(reader, save, sum));
  WS_RETURN_IF_ERROR(read_objects(reader, save, findings));
  WS_RETURN_IF_ERROR(read_statics_doors_pushwall(reader, save, sum));
  WS_RETURN_IF_ERROR(read_checksum(reader, sum, findings));
  check_game_state_ranges(save.state, episode_maps, findings);
  return save;
}

Bytes encode_save_game(const SaveGame& save) {
  ByteWriter writer;
  FieldWriter fields(writer);
  std::uint32_t sum = 0;
  fields(save.name);
  write_block(writer, sum, [&](auto& f) { game_state_fields(save.state, f); });
  write_block(writer, sum, [&](auto& f) {
    for (const LevelRatio& ratio : save.level_ratios) level_ratio_fields(ratio, f);
  });
  write_block(writer, sum, [&](auto& f) { f(save.tile_map); });
  write_block(writer, sum, [&](auto& f) { f(save.actor_at); });
  fields(save.area_connect, save.area_by_player);
  object_fields(save.player, fields);
  for (const SaveObject& actor : save.actors) object_fields(actor, fields);
  SaveObject end_marker = save.end_marker;
  end_marker.active = kSaveObjectListEnd;
  object_fields(end_marker, fields);
  write_block(writer, sum, [&](auto& f) { f(save.last_static); });
  write_block(writer, sum, [&](auto& f) {
    for (const SaveStatic& item : save.statics) static_fields(item, f);
  });
  write_block(writer, sum, [&](auto& f) { f(save.door_position); });
  write_block(writer, sum, [&](auto& f) {
    for (const SaveDoor& door : save.doors) door_fields(door, f);
  });
  const SavePushwall& wall = save.pushwall;
  for (const std::uint16_t field : {wall.state, wall.x, wall.y}) {
    write_block(writer, sum, [&](auto& f) { f(field); });
  }
  for (const std::int16_t field : {wall.dir, wall.pos}) {
    write_block(writer, sum, [&](auto& f) { f(field); });
  }
  writer.u32(sum);
  return writer.take();
}

}  // namespace wolfsuite
