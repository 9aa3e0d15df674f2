#include "decoders/wolf/save_game.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <tuple>
#include <vector>

#include "decoders/core/byte_reader.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

constexpr int kWolf = 8;
constexpr int kSpear = 20;

// File offsets written from the layout table in save_game.h, independently of the decoder.
constexpr std::size_t kStateAt = 32;
constexpr std::size_t kRatiosAt = 98;
constexpr std::size_t tile_map_at(int nmap) { return kRatiosAt + 10 * nmap; }
constexpr std::size_t actor_at_at(int nmap) { return tile_map_at(nmap) + 4096; }
constexpr std::size_t area_connect_at(int nmap) { return actor_at_at(nmap) + 8192; }
constexpr std::size_t area_by_player_at(int nmap) { return area_connect_at(nmap) + 1369; }
constexpr std::size_t objects_at(int nmap) { return area_by_player_at(nmap) + 74; }
// From the end of the object list: last static, statics, door positions, doors, pushwall.
constexpr std::size_t kTailBytes = 2 + 3200 + 128 + 640 + 10 + 4;
constexpr std::size_t objects_end(int nmap, std::size_t actors) {
  return objects_at(nmap) + 60 * (actors + 2);
}

std::uint16_t u16_at(const Bytes& bytes, std::size_t at) { return load_u16le(bytes, at); }
std::uint32_t u32_at(const Bytes& bytes, std::size_t at) { return load_u32le(bytes, at); }
void put_u16(Bytes& bytes, std::size_t at, std::uint16_t value) {
  bytes[at] = static_cast<std::uint8_t>(value);
  bytes[at + 1] = static_cast<std::uint8_t>(value >> 8);
}

void set_name(SaveGame& save, const std::string& name) {
  save.name.fill(0);
  std::copy(name.begin(), name.end(), save.name.begin());
}

SaveObject sample_object(int seed) {
  SaveObject o;
  o.active = static_cast<std::uint16_t>(seed % 3);
  o.tic_count = static_cast<std::int16_t>(seed * 3);
  o.object_class = static_cast<std::uint16_t>(3 + seed % 20);
  o.state = static_cast<std::uint16_t>(0x1234 + seed);
  o.flags = static_cast<std::uint8_t>(0x41 + seed);
  o.pad_after_flags = static_cast<std::uint8_t>(seed);
  o.distance = -0x10000 * seed;
  o.dir = static_cast<std::uint16_t>(seed % 9);
  o.x = 0x208000 + seed;
  o.y = 0x1f8000 - seed;
  o.tile_x = static_cast<std::uint16_t>(0x20 + seed);
  o.tile_y = static_cast<std::uint16_t>(0x1f - seed);
  o.area_number = static_cast<std::uint8_t>(seed % 37);
  o.pad_after_area = 0xee;
  o.view_x = static_cast<std::int16_t>(-seed);
  o.view_height = static_cast<std::uint16_t>(64 + seed);
  o.trans_x = 0x12345 + seed;
  o.trans_y = -0x2345 - seed;
  o.angle = static_cast<std::int16_t>(seed * 45 % 360);
  o.hit_points = static_cast<std::int16_t>(25 + seed);
  o.speed = 512 + seed;
  o.temp = {static_cast<std::int16_t>(seed), 7, -7};
  o.next = static_cast<std::uint16_t>(0x3000 + 60 * (seed + 1));
  o.prev = static_cast<std::uint16_t>(0x3000 + 60 * seed);
  return o;
}

// A plausible mid-level save: every field holds a distinctive in-range value.
SaveGame sample_save(int nmap, std::size_t actors = 3) {
  SaveGame save;
  set_name(save, "E1M2 before the boss");
  SaveGameState& s = save.state;
  s.difficulty = GameDifficulty::kMedium;
  s.map = 1;
  s.old_score = 4200;
  s.score = 5300;
  s.next_extra = 40000;
  s.lives = 3;
  s.health = 77;
  s.ammo = 42;
  s.keys = 0b01;
  s.best_weapon = Weapon::kMachineGun;
  s.weapon = Weapon::kPistol;
  s.chosen_weapon = Weapon::kMachineGun;
  s.face_frame = 2;
  s.attack_frame = 1;
  s.attack_count = 3;
  s.weapon_frame = 4;
  s.episode = 0;
  s.secret_count = 1;
  s.treasure_count = 5;
  s.kill_count = 12;
  s.secret_total = 4;
  s.treasure_total = 30;
  s.kill_total = 45;
  s.time_count = 70 * 95;
  s.kill_x = 0x1c8000;
  s.kill_y = 0x2d8000;
  s.victory_flag = 0;
  save.level_ratios.resize(static_cast<std::size_t>(nmap));
  for (int i = 0; i < nmap; ++i) {
    save.level_ratios[static_cast<std::size_t>(i)] = {static_cast<std::int16_t>(10 * i),
                                                      static_cast<std::int16_t>(5 * i),
                                                      static_cast<std::int16_t>(3 * i), 700 * i};
  }
  for (std::size_t i = 0; i < kSaveMapTiles; ++i) {
    save.tile_map[i] = static_cast<std::uint8_t>(i % 7 == 0 ? 1 + i % 63 : 0);
    save.actor_at[i] = static_cast<std::uint16_t>(i % 11 == 0 ? 0x3000 + i : 0);
  }
  for (std::size_t i = 0; i < save.area_connect.size(); ++i) {
    save.area_connect[i] = static_cast<std::uint8_t>(i % 5 == 0);
  }
  for (std::size_t i = 0; i < kSaveAreas; ++i) {
    save.area_by_player[i] = static_cast<std::uint16_t>(i < 3);
  }
  save.player = sample_object(0);
  save.player.object_class = 1;  // playerobj
  save.player.active = 1;
  for (std::size_t i = 0; i < actors; ++i) {
    save.actors.push_back(sample_object(static_cast<int>(i) + 1));
  }
  save.end_marker.x = 0x5a5a5a5a;  // stack leftovers the engine writes as they are
  save.last_static = 0x4000 + 8 * 20;
  for (std::size_t i = 0; i < 20; ++i) {
    save.statics[i] = {static_cast<std::uint8_t>(i),           static_cast<std::uint8_t>(63 - i),
                       static_cast<std::uint16_t>(0x5000 + i), static_cast<std::int16_t>(2 + i),
                       static_cast<std::uint8_t>(i % 2 * 2),   static_cast<std::uint8_t>(i % 19)};
  }
  save.statics[7].shape = -1;
  for (std::size_t i = 0; i < 6; ++i) {
    save.door_position[i] = static_cast<std::uint16_t>(i * 0x1000);
    save.doors[i] = {static_cast<std::uint8_t>(10 + i),
                     static_cast<std::uint8_t>(20 + i),
                     static_cast<std::uint16_t>(i % 2),
                     static_cast<std::uint8_t>(i % 5),
                     0,
                     static_cast<DoorAction>(i % 4),
                     static_cast<std::int16_t>(i * 10)};
  }
  save.pushwall = {2, 30, 31, 1, 40};
  return save;
}

Result<SaveGame> decode(const Bytes& bytes, int nmap, Findings& findings) {
  return decode_save_game(bytes, nmap, findings);
}

std::string outcome(const Result<SaveGame>& result) {
  if (result.ok()) return "ok";
  return result.error().id + " at " + std::to_string(result.error().offset);
}

// The checksum recomputed from the layout table: each covered block on its own (save_game.h).
std::uint32_t checksum_from_layout(const Bytes& file, int nmap, std::size_t actors) {
  std::vector<std::pair<std::size_t, std::size_t>> blocks = {
      {kStateAt, 66},
      {kRatiosAt, 10 * static_cast<std::size_t>(nmap)},
      {tile_map_at(nmap), 4096},
      {actor_at_at(nmap), 8192}};
  std::size_t at = objects_end(nmap, actors);
  for (const std::size_t size : {2, 3200, 128, 640, 2, 2, 2, 2, 2}) {
    blocks.emplace_back(at, size);
    at += size;
  }
  std::uint32_t sum = 0;
  for (const auto& [start, size] : blocks) {
    for (std::size_t i = start; i + 1 < start + size; ++i) sum += file[i] ^ file[i + 1];
  }
  return sum;
}

TEST(SaveGame, ConstructedWolfensteinSaveRoundTrips) {
  const SaveGame save = sample_save(kWolf);
  Findings findings;
  const Result<SaveGame> decoded = decode(encode_save_game(save), kWolf, findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, save);
  EXPECT_TRUE(findings.empty()) << findings.items().front().id;
}

TEST(SaveGame, ConstructedSpearSaveWithTwentyLevelRatiosRoundTrips) {
  const SaveGame save = sample_save(kSpear, 10);
  Findings findings;
  const Result<SaveGame> decoded = decode(encode_save_game(save), kSpear, findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, save);
  EXPECT_TRUE(findings.empty());
}

TEST(SaveGame, EncodedSizeFollowsTheLayoutTable) {
  EXPECT_EQ(encode_save_game(sample_save(kWolf, 0)).size(), 18013u);
  EXPECT_EQ(encode_save_game(sample_save(kWolf, 5)).size(), 18013u + 5 * 60);
  EXPECT_EQ(encode_save_game(sample_save(kSpear, 0)).size(), 18133u);
  EXPECT_EQ(objects_end(kWolf, 0) + kTailBytes, 18013u);
}

TEST(SaveGame, GameStateFieldsSitAtTheDocumentedOffsets) {
  const Bytes bytes = encode_save_game(sample_save(kWolf));
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(bytes.data())), "E1M2 before the boss");
  EXPECT_EQ(u16_at(bytes, kStateAt + 0), 2);           // difficulty
  EXPECT_EQ(u16_at(bytes, kStateAt + 2), 1);           // map
  EXPECT_EQ(u32_at(bytes, kStateAt + 4), 4200u);       // old score
  EXPECT_EQ(u32_at(bytes, kStateAt + 12), 40000u);     // next extra
  EXPECT_EQ(u16_at(bytes, kStateAt + 18), 77);         // health
  EXPECT_EQ(u16_at(bytes, kStateAt + 24), 2);          // best weapon
  EXPECT_EQ(u16_at(bytes, kStateAt + 34), 3);          // attack count, the field seed 001 omits
  EXPECT_EQ(u16_at(bytes, kStateAt + 36), 4);          // weapon frame
  EXPECT_EQ(u16_at(bytes, kStateAt + 44), 12);         // kill count
  EXPECT_EQ(u32_at(bytes, kStateAt + 52), 70u * 95);   // time count
  EXPECT_EQ(u32_at(bytes, kStateAt + 60), 0x2d8000u);  // kill y
  EXPECT_EQ(u16_at(bytes, kRatiosAt + 10 * 3), 30);    // level 3 kill %
  EXPECT_EQ(u32_at(bytes, kRatiosAt + 10 * 7 + 6), 700u * 7);  // level 7 time
}

TEST(SaveGame, MapStateFieldsSitAtTheDocumentedOffsets) {
  const SaveGame save = sample_save(kWolf);
  const Bytes bytes = encode_save_game(save);
  EXPECT_EQ(bytes[tile_map_at(kWolf) + 7], save.tile_map[7]);
  EXPECT_EQ(u16_at(bytes, actor_at_at(kWolf) + 2 * 11), 0x3000 + 11);
  EXPECT_EQ(bytes[area_connect_at(kWolf) + 5], 1);
  EXPECT_EQ(u16_at(bytes, area_by_player_at(kWolf) + 2 * 2), 1);
  const std::size_t player = objects_at(kWolf);
  EXPECT_EQ(player, 13909u);
  EXPECT_EQ(u16_at(bytes, player + 4), 1);  // class: player
  EXPECT_EQ(bytes[player + 8], save.player.flags);
  EXPECT_EQ(u32_at(bytes, player + 10), static_cast<std::uint32_t>(save.player.distance));
  EXPECT_EQ(bytes[player + 29], save.player.pad_after_area);
  EXPECT_EQ(u16_at(bytes, player + 58), save.player.prev);
  const std::size_t actor1 = player + 60;
  EXPECT_EQ(u16_at(bytes, actor1 + 44), 26);                              // hit points
  EXPECT_EQ(u16_at(bytes, actor1 + 54), static_cast<std::uint16_t>(-7));  // temp 3
  const std::size_t marker = player + 60 * 4;
  EXPECT_EQ(u16_at(bytes, marker), 0xffff);
  EXPECT_EQ(u32_at(bytes, marker + 16), 0x5a5a5a5au);
  const std::size_t tail = marker + 60;
  EXPECT_EQ(u16_at(bytes, tail), 0x4000 + 8 * 20);         // last static
  EXPECT_EQ(u16_at(bytes, tail + 2 + 8 * 7 + 4), 0xffff);  // static 7 shape -1
  EXPECT_EQ(bytes[tail + 2 + 8 * 5 + 7], 5);               // static 5 item
  EXPECT_EQ(u16_at(bytes, tail + 3202 + 2 * 3), 0x3000);   // door 3 position
  EXPECT_EQ(u16_at(bytes, tail + 3330 + 10 * 3 + 6), 3);   // door 3 action
  EXPECT_EQ(u16_at(bytes, tail + 3330 + 10 * 5 + 8), 50);  // door 5 tic count
  EXPECT_EQ(u16_at(bytes, tail + 3970 + 8), 40);           // pushwall pos
  EXPECT_EQ(bytes.size(), tail + 3984);
}

TEST(SaveGame, ChecksumIsTheSumOverEachCoveredBlockOnItsOwn) {
  const Bytes bytes = encode_save_game(sample_save(kWolf));
  const std::uint32_t stored = u32_at(bytes, bytes.size() - 4);
  EXPECT_EQ(stored, checksum_from_layout(bytes, kWolf, 3));
  // Pairs across block boundaries, or the uncovered name, area tables and objects, would change
  // it: the sum over every pair from the game state to the checksum is a different number.
  std::uint32_t everything = 0;
  for (std::size_t i = kStateAt; i + 5 < bytes.size(); ++i) everything += bytes[i] ^ bytes[i + 1];
  EXPECT_NE(stored, everything);
}

TEST(SaveGame, AFlippedByteInEveryCoveredBlockGivesTheChecksumFinding) {
  const SaveGame save = sample_save(kWolf);
  const Bytes bytes = encode_save_game(save);
  const std::size_t tail = objects_end(kWolf, 3);
  for (const std::size_t at : {kStateAt + 5, kRatiosAt + 13, tile_map_at(kWolf) + 100,
                               actor_at_at(kWolf) + 999, tail, tail + 2 + 500, tail + 3202 + 1,
                               tail + 3330 + 77, tail + 3970, tail + 3979, bytes.size() - 1}) {
    Bytes flipped = bytes;
    flipped[at] ^= 0x10;
    Findings findings;
    const Result<SaveGame> decoded = decode(flipped, kWolf, findings);
    ASSERT_TRUE(decoded.ok()) << at << ": " << decoded.error().to_string();
    EXPECT_TRUE(findings.contains("W-SAVE-CHECKSUM")) << "byte " << at;
    EXPECT_EQ(findings.items().size(), 1u) << "byte " << at;
  }
}

TEST(SaveGame, TheNameTheAreaTablesAndTheObjectsAreNotChecksummed) {
  const Bytes bytes = encode_save_game(sample_save(kWolf));
  for (const std::size_t at :
       {std::size_t{3}, area_connect_at(kWolf) + 40, area_by_player_at(kWolf) + 1,
        objects_at(kWolf) + 50, objects_at(kWolf) + 60 * 2 + 16, objects_at(kWolf) + 60 * 4 + 30}) {
    Bytes flipped = bytes;
    flipped[at] ^= 0x01;
    Findings findings;
    const Result<SaveGame> decoded = decode(flipped, kWolf, findings);
    ASSERT_TRUE(decoded.ok()) << at;
    EXPECT_FALSE(findings.contains("W-SAVE-CHECKSUM")) << "byte " << at;
  }
}

TEST(SaveGame, ChecksumMismatchKeepsTheStoredGameState) {
  const SaveGame save = sample_save(kWolf);
  Bytes bytes = encode_save_game(save);
  bytes[bytes.size() - 4] ^= 0xff;
  Findings findings;
  const Result<SaveGame> decoded = decode(bytes, kWolf, findings);
  ASSERT_TRUE(decoded.ok());
  // The engine would reset score, lives, weapons and ammo; the model is the file.
  EXPECT_EQ(*decoded, save);
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-SAVE-CHECKSUM");
  EXPECT_EQ(findings.items()[0].offset, bytes.size() - 4);
}

// Field starts of the file (every field of every record type): a file cut there reports the read
// that starts at the cut.
std::vector<std::size_t> field_boundaries(int nmap, std::size_t actors) {
  std::vector<std::size_t> at = {0};
  std::size_t field = kStateAt;
  const auto add = [&](std::initializer_list<std::size_t> sizes) {
    for (const std::size_t size : sizes) {
      at.push_back(field);
      field += size;
    }
  };
  add({2, 2, 4, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 4, 4, 4, 2});
  EXPECT_EQ(field, kRatiosAt);
  for (int i = 0; i < nmap; ++i) add({2, 2, 2, 4});
  // Whole arrays: their first, second and last elements.
  for (const auto& [start, count, element] :
       {std::tuple{tile_map_at(nmap), std::size_t{4096}, std::size_t{1}},
        std::tuple{actor_at_at(nmap), std::size_t{4096}, std::size_t{2}},
        std::tuple{area_connect_at(nmap), std::size_t{1369}, std::size_t{1}},
        std::tuple{area_by_player_at(nmap), std::size_t{37}, std::size_t{2}}}) {
    for (const std::size_t index : {std::size_t{0}, std::size_t{1}, count - 1}) {
      at.push_back(start + index * element);
    }
  }
  field = objects_at(nmap);
  for (std::size_t entry = 0; entry < actors + 2; ++entry) {
    add({2, 2, 2, 2, 1, 1, 4, 2, 4, 4, 2, 2, 1, 1, 2, 2, 4, 4, 2, 2, 4, 2, 2, 2, 2, 2});
  }
  EXPECT_EQ(field, objects_end(nmap, actors));
  add({2});
  // Records of the fixed tables: every field of the first, second and last.
  const auto add_records = [&](std::size_t count, std::size_t bytes,
                               std::initializer_list<std::size_t> sizes) {
    const std::size_t table = field;
    for (const std::size_t index : {std::size_t{0}, std::size_t{1}, count - 1}) {
      field = table + index * bytes;
      add(sizes);
    }
  };
  add_records(400, 8, {1, 1, 2, 2, 1, 1});
  add_records(64, 2, {2});
  add_records(64, 10, {1, 1, 2, 1, 1, 2, 2});
  add({2, 2, 2, 2, 2, 4});  // pushwall, checksum
  EXPECT_EQ(field, objects_end(nmap, actors) + kTailBytes);
  return at;
}

TEST(SaveGame, CutAtEveryFieldBoundaryIsTheTruncationError) {
  const std::size_t actors = 2;
  for (const int nmap : {kWolf, kSpear}) {
    const Bytes bytes = encode_save_game(sample_save(nmap, actors));
    const std::vector<std::size_t> cuts = field_boundaries(nmap, actors);
    EXPECT_EQ(cuts.back(), bytes.size() - 4);
    for (const std::size_t cut : cuts) {
      const Bytes prefix(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(cut));
      Findings findings;
      // Inside the object list no terminator has been read yet, so that is what is missing.
      const bool in_list = cut >= objects_at(nmap) && cut < objects_end(nmap, actors);
      const std::string id = in_list ? "E-SAVE-OBJECT-LIST-UNTERMINATED" : "E-SAVE-TRUNCATED";
      EXPECT_EQ(outcome(decode(prefix, nmap, findings)), id + " at " + std::to_string(cut))
          << "nmap " << nmap;
    }
  }
}

TEST(SaveGame, ObjectListWithoutItsEndMarkerRunsOffTheFile) {
  const Bytes good = encode_save_game(sample_save(kWolf));
  Bytes bytes = good;
  put_u16(bytes, objects_at(kWolf) + 60 * 4, 0);  // the end marker becomes an actor
  Findings findings;
  const Result<SaveGame> decoded = decode(bytes, kWolf, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-SAVE-OBJECT-LIST-UNTERMINATED");
  // The tail is read as 66 more entries; the 67th runs off the end of the file.
  EXPECT_EQ(decoded.error().offset, bytes.size());
}

TEST(SaveGame, EngineObjectCapIsAcceptedAndOneMoreIsALimitError) {
  const SaveGame full = sample_save(kWolf, kMaxSaveActors);
  Findings findings;
  const Result<SaveGame> decoded = decode(encode_save_game(full), kWolf, findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(decoded->actors.size(), 149u);

  const Bytes over = encode_save_game(sample_save(kWolf, kMaxSaveActors + 1));
  const Result<SaveGame> rejected = decode(over, kWolf, findings);
  ASSERT_FALSE(rejected.ok());
  EXPECT_EQ(outcome(rejected),
            "E-SAVE-OBJECT-COUNT at " + std::to_string(objects_at(kWolf) + 60 * 150));
  EXPECT_EQ(rejected.error().kind, ErrorKind::kLimit);
}

TEST(SaveGame, EmptyNameIsAcceptedWithoutFinding) {
  SaveGame save = sample_save(kWolf);
  save.name.fill(0);
  Findings findings;
  const Result<SaveGame> decoded = decode(encode_save_game(save), kWolf, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(save_game_name(*decoded), "");
  EXPECT_TRUE(findings.empty());
}

TEST(SaveGame, NameBytesAfterTheNulAreKept) {
  SaveGame save = sample_save(kWolf);
  set_name(save, "short");
  save.name[20] = 'x';
  Findings findings;
  const Result<SaveGame> decoded = decode(encode_save_game(save), kWolf, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(save_game_name(*decoded), "short");
  EXPECT_EQ(decoded->name[20], 'x');
}

TEST(SaveGame, NameWithoutNulIsAFinding) {
  SaveGame save = sample_save(kWolf);
  save.name.fill('A');
  Findings findings;
  const Result<SaveGame> decoded = decode(encode_save_game(save), kWolf, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(save_game_name(*decoded), std::string(32, 'A'));
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-SAVE-NAME-UNTERMINATED");
}

TEST(SaveGame, PlayerEntryIsReadAsThePlayerEvenWhenItLooksLikeTheEndMarker) {
  SaveGame save = sample_save(kWolf, 2);
  save.player.active = kSaveObjectListEnd;
  Findings findings;
  const Result<SaveGame> decoded = decode(encode_save_game(save), kWolf, findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, save);
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-SAVE-PLAYER-END-MARKER");
  EXPECT_EQ(findings.items()[0].offset, objects_at(kWolf));
}

TEST(SaveGame, EncoderAlwaysWritesTheEndMarker) {
  SaveGame save = sample_save(kWolf, 1);
  save.end_marker.active = 0;
  const Bytes bytes = encode_save_game(save);
  EXPECT_EQ(u16_at(bytes, objects_at(kWolf) + 60 * 2), 0xffff);
}

TEST(SaveGame, TrailingBytesAreAFindingAndDropped) {
  const SaveGame save = sample_save(kWolf);
  Bytes bytes = encode_save_game(save);
  const std::size_t size = bytes.size();
  bytes.insert(bytes.end(), {1, 2, 3, 4, 5});
  Findings findings;
  const Result<SaveGame> decoded = decode(bytes, kWolf, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, save);
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-SAVE-TRAILING-BYTES");
  EXPECT_EQ(findings.items()[0].offset, size);
  EXPECT_EQ(encode_save_game(*decoded).size(), size);
}

struct RangeCase {
  const char* id;
  std::size_t offset;
  void (*set)(SaveGameState&);
};

TEST(SaveGame, GameStateValuesOutsideTheSeedRangesAreFindings) {
  const RangeCase cases[] = {
      {"W-SAVE-DIFFICULTY-RANGE", kStateAt,
       [](SaveGameState& s) { s.difficulty = static_cast<GameDifficulty>(4); }},
      {"W-SAVE-MAP-RANGE", kStateAt + 2, [](SaveGameState& s) { s.map = 60; }},
      {"W-SAVE-MAP-RANGE", kStateAt + 2, [](SaveGameState& s) { s.map = -1; }},
      {"W-SAVE-LIVES-RANGE", kStateAt + 16, [](SaveGameState& s) { s.lives = 10; }},
      {"W-SAVE-HEALTH-RANGE", kStateAt + 18, [](SaveGameState& s) { s.health = 0; }},
      {"W-SAVE-HEALTH-RANGE", kStateAt + 18, [](SaveGameState& s) { s.health = 101; }},
      {"W-SAVE-AMMO-RANGE", kStateAt + 20, [](SaveGameState& s) { s.ammo = 100; }},
      {"W-SAVE-WEAPON-RANGE", kStateAt + 24,
       [](SaveGameState& s) { s.best_weapon = Weapon::kKnife; }},
      {"W-SAVE-WEAPON-RANGE", kStateAt + 26,
       [](SaveGameState& s) { s.weapon = static_cast<Weapon>(4); }},
      {"W-SAVE-WEAPON-RANGE", kStateAt + 28,
       [](SaveGameState& s) { s.chosen_weapon = static_cast<Weapon>(0xffff); }},
      {"W-SAVE-EPISODE-RANGE", kStateAt + 38, [](SaveGameState& s) { s.episode = 6; }},
  };
  for (const RangeCase& c : cases) {
    SaveGame save = sample_save(kWolf);
    c.set(save.state);
    Findings findings;
    const Result<SaveGame> decoded = decode(encode_save_game(save), kWolf, findings);
    ASSERT_TRUE(decoded.ok());
    EXPECT_EQ(*decoded, save) << c.id;
    ASSERT_EQ(findings.items().size(), 1u) << c.id;
    EXPECT_EQ(findings.items()[0].id, c.id);
    EXPECT_EQ(findings.items()[0].offset, c.offset) << c.id;
  }
}

TEST(SaveGame, RangeLimitsThemselvesGiveNoFinding) {
  SaveGame save = sample_save(kWolf);
  save.state.difficulty = GameDifficulty::kHard;
  save.state.map = 59;
  save.state.lives = 9;
  save.state.health = 100;
  save.state.ammo = 99;
  save.state.best_weapon = Weapon::kChainGun;
  save.state.weapon = Weapon::kKnife;
  save.state.episode = 5;
  Findings findings;
  ASSERT_TRUE(decode(encode_save_game(save), kWolf, findings).ok());
  save.state.map = 0;
  save.state.lives = 0;
  save.state.health = 1;
  save.state.ammo = 0;
  save.state.best_weapon = Weapon::kPistol;
  ASSERT_TRUE(decode(encode_save_game(save), kWolf, findings).ok());
  EXPECT_TRUE(findings.empty());
}

TEST(SaveGame, SpearEpisodeIsAlwaysZero) {
  SaveGame save = sample_save(kSpear);
  save.state.episode = 1;
  Findings findings;
  ASSERT_TRUE(decode(encode_save_game(save), kSpear, findings).ok());
  EXPECT_TRUE(findings.contains("W-SAVE-EPISODE-RANGE"));
}

TEST(SaveGame, EpisodeMapsOutsideOneToTwentyIsAnError) {
  const Bytes bytes = encode_save_game(sample_save(kWolf));
  Findings findings;
  EXPECT_EQ(outcome(decode_save_game(bytes, 0, findings)), "E-SAVE-EPISODE-MAPS at 0");
  EXPECT_EQ(outcome(decode_save_game(bytes, 21, findings)), "E-SAVE-EPISODE-MAPS at 0");
}

TEST(SaveGame, EmptyInputIsTruncated) {
  Findings findings;
  EXPECT_EQ(outcome(decode_save_game({}, kWolf, findings)), "E-SAVE-TRUNCATED at 0");
}

// ---- Real data ------------------------------------------------------------------------------

TEST(SaveGameRealData, SaveOfEveryRealVersionRoundTripsWithItsLevelRatioCount) {
  const auto sets = testing::real_wolf_sets();
  if (sets.empty()) GTEST_SKIP() << testing::real_data_missing_message();
  for (const DataSetFiles& set : sets) {
    const auto version = version_from_tag(set.extension);
    ASSERT_TRUE(version.has_value()) << set.extension;
    const int nmap = version_facts(*version).save_episode_maps;
    const SaveGame save = sample_save(nmap);
    const Bytes bytes = encode_save_game(save);
    EXPECT_EQ(bytes.size(), objects_end(nmap, 3) + kTailBytes) << set.extension;
    Findings findings;
    const Result<SaveGame> decoded = decode(bytes, nmap, findings);
    ASSERT_TRUE(decoded.ok()) << set.extension;
    EXPECT_EQ(*decoded, save) << set.extension;
  }
}

// The shipped data sets hold no saved games; any SAVEGAM?.<ext> placed beside them is checked.
TEST(SaveGameRealData, EveryRealSavedGameDecodesAndReencodesByteIdentical) {
  std::size_t checked = 0;
  for (const DataSetFiles& set : testing::real_wolf_sets()) {
    const auto version = version_from_tag(set.extension);
    if (!version) continue;
    for (char slot = '0'; slot <= '9'; ++slot) {
      const auto path = set.file(std::string("savegam") + slot);
      if (!path) continue;
      const Result<Bytes> bytes = read_file(*path);
      ASSERT_TRUE(bytes.ok()) << path->string();
      Findings findings;
      const Result<SaveGame> decoded =
          decode(*bytes, version_facts(*version).save_episode_maps, findings);
      ASSERT_TRUE(decoded.ok()) << path->string() << ": " << decoded.error().to_string();
      if (!findings.contains("W-SAVE-TRAILING-BYTES")) {
        EXPECT_EQ(encode_save_game(*decoded), *bytes) << path->string();
      }
      ++checked;
    }
  }
  if (checked == 0) GTEST_SKIP() << "no SAVEGAM?.<ext> files in the real data sets";
}

}  // namespace
}  // namespace wolfsuite
