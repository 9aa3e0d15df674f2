#pragma once
// What sim_demo_fuzzer requires of the tic simulator (reference/sim/) after every frame of any
// demo, whatever its controls: the invariants the engine's own state keeps (its limits and the
// object list's links), and a playback that stops within its frame cap. Failures abort
// (fuzz_checks.h).
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "fuzz/fuzz_checks.h"
#include "reference/sim/demo_playback.h"
#include "reference/sim/trace.h"
#include "reference/sim/world.h"

namespace wolfsuite::fuzz {

// GiveExtraMan stops at 9 lives; health and ammo are clamped to 100 and 99 by every pick-up and
// to 0 by damage and firing.
inline constexpr int kMostLives = 9;
inline constexpr int kMostHealth = 100;
inline constexpr int kMostAmmo = 99;

inline std::string at_frame(int frame, const std::string& what) {
  return "frame " + std::to_string(frame) + ": " + what;
}

// require() with the message built only on failure: these checks run after every frame.
template <typename Describe>
void require_at(bool condition, int frame, Describe describe) {
  if (!condition) fail(at_frame(frame, std::string(describe())));
}

inline void require_in(int value, int low, int high, int frame, const char* what) {
  require_at(value >= low && value <= high, frame, [&] {
    return std::string(what) + " is " + std::to_string(value) + ", outside " + std::to_string(low) +
           ".." + std::to_string(high);
  });
}

inline void check_game_state(const sim::World& world, int frame) {
  const sim::GameState& game = world.game;
  require_in(game.health, 0, kMostHealth, frame, "health");
  require_in(game.ammo, 0, kMostAmmo, frame, "ammo");
  require_in(game.lives, 0, kMostLives, frame, "lives");
  require_in(game.keys, 0, 0xF, frame, "keys");
  require_in(static_cast<int>(game.weapon), static_cast<int>(sim::WeaponType::kNone),
             static_cast<int>(sim::WeaponType::kChainGun), frame, "weapon");
  require_in(static_cast<int>(world.play_state), static_cast<int>(sim::PlayState::kStillPlaying),
             static_cast<int>(sim::PlayState::kSecretLevel), frame, "play state");
  require_in(world.random.index, 0, 0xFF, frame, "random index");
  require_at(game.score >= 0, frame, [] { return "negative score"; });
}

// The player stands on the grid, in the tile its position names, facing a whole degree 0..359.
inline void check_player(const sim::World& world, int frame) {
  const sim::Actor& player = world.player_obj();
  require_at(player.object_class == sim::ActorClass::kPlayer, frame,
             [] { return "the player's slot holds another class"; });
  require_at(sim::World::on_map(player.tile_x, player.tile_y), frame, [&] {
    return "the player's tile (" + std::to_string(player.tile_x) + ", " +
           std::to_string(player.tile_y) + ") is off the map";
  });
  require_at(player.tile_x == (player.x >> 16) && player.tile_y == (player.y >> 16), frame,
             [] { return "the player's tile is not the one its position is in"; });
  require_in(player.angle, 0, 359, frame, "the player's angle");
}

// Every slot is either in the list once, reached from the player through `next` with `prev`
// pointing back, or on the free list once; the list ends at last_obj, so it is never longer than
// kMaxActors; every listed object stands on the grid.
inline void check_object_list(const sim::World& world, int frame) {
  std::array<bool, sim::kMaxActors> reached{};
  const auto in_slots = [](int slot) { return slot >= 0 && slot < sim::kMaxActors; };
  int listed = 0;
  int previous = -1;
  for (int slot = world.player; slot != -1; slot = world.obj(slot).next) {
    require_at(in_slots(slot), frame, [] { return "a list link leaves the slots"; });
    const auto index = static_cast<std::size_t>(slot);
    require_at(!reached[index], frame,
               [&] { return "slot " + std::to_string(slot) + " is listed twice"; });
    reached[index] = true;
    require_at(world.slot_used[index], frame,
               [&] { return "listed slot " + std::to_string(slot) + " is marked free"; });
    const sim::Actor& actor = world.obj(slot);
    require_at(actor.prev == previous, frame,
               [&] { return "slot " + std::to_string(slot) + "'s prev does not point back"; });
    require_at(sim::World::on_map(actor.tile_x, actor.tile_y), frame,
               [&] { return "the object in slot " + std::to_string(slot) + " is off the map"; });
    previous = slot;
    ++listed;
  }
  require_at(previous == world.last_obj, frame, [] { return "the list does not end at last_obj"; });
  int free = 0;
  for (int slot = world.free_head; slot != -1; slot = world.obj(slot).prev) {
    require_at(in_slots(slot), frame, [] { return "a free link leaves the slots"; });
    const auto index = static_cast<std::size_t>(slot);
    require_at(!reached[index], frame, [&] {
      return "slot " + std::to_string(slot) + " is both listed and free, or free twice";
    });
    reached[index] = true;
    require_at(!world.slot_used[index], frame,
               [&] { return "free slot " + std::to_string(slot) + " is marked used"; });
    ++free;
  }
  require_at(listed + free == sim::kMaxActors, frame, [&] {
    return std::to_string(listed) + " listed and " + std::to_string(free) + " free slots are not " +
           std::to_string(sim::kMaxActors);
  });
}

inline void check_level(const sim::World& world, int frame) {
  require_at(world.doors.size() <= sim::kMaxDoors, frame,
             [] { return "more doors than MAXDOORS"; });
  require_at(world.statics.size() <= sim::kMaxStatics, frame,
             [] { return "more statics than MAXSTATS"; });
  for (const sim::Door& door : world.doors) {
    require_in(static_cast<int>(door.action), static_cast<int>(sim::DoorAction::kOpen),
               static_cast<int>(sim::DoorAction::kClosing), frame, "a door's action");
  }
  require_in(world.pushwall.pos, 0, 63, frame, "the pushwall's position in its tile");
}

inline void check_world(const sim::World& world, int frame) {
  check_game_state(world, frame);
  check_player(world, frame);
  check_object_list(world, frame);
  check_level(world, frame);
}

// FNV-1a over 32-bit words, the traces' hash (trace.h), of what each frame leaves.
class TraceHash {
 public:
  void add(std::uint32_t word) {
    for (int byte = 0; byte < 4; ++byte) {
      hash_ = (hash_ ^ ((word >> (8 * byte)) & 0xFF)) * 16777619u;
    }
  }
  void add_frame(const sim::World& world) {
    const sim::Actor& player = world.player_obj();
    for (const std::int64_t value :
         {std::int64_t{sim::object_hash(world)}, std::int64_t{sim::door_hash(world)},
          std::int64_t{player.x}, std::int64_t{player.y}, std::int64_t{player.angle},
          std::int64_t{world.game.health}, std::int64_t{world.game.ammo},
          std::int64_t{world.game.score}, std::int64_t{world.random.index},
          std::int64_t{static_cast<int>(world.play_state)}}) {
      add(static_cast<std::uint32_t>(value));
    }
  }
  std::uint32_t value() const { return hash_; }

 private:
  std::uint32_t hash_ = 2166136261u;
};

struct CheckedPlayback {
  sim::PlaybackEnd end;
  std::uint32_t trace_hash = 0;
};

// Plays the demo to its end or the cap, checking the world after set-up and every frame.
inline CheckedPlayback play_checked(const GameMap& map, const Demo& demo,
                                    const sim::PlaybackOptions& options,
                                    const raycaster::Textures& textures) {
  sim::DemoPlayer player(map, demo, options, textures);
  TraceHash hash;
  check_world(player.world(), -1);
  hash.add_frame(player.world());
  const int most_frames = std::min(static_cast<int>(demo.frames.size()), options.max_frames);
  int frame = 0;
  while (player.step()) {
    require_at(frame < most_frames, frame,
               [] { return "playback goes on past the demo or its cap"; });
    check_world(player.world(), frame);
    hash.add_frame(player.world());
    ++frame;
  }
  require(!player.step(), "a playback that ended steps again");
  const sim::PlaybackEnd end = player.end();
  require(end.frames == frame, "the end counts " + std::to_string(end.frames) + " frames where " +
                                   std::to_string(frame) + " were played");
  require(end.tics == frame * sim::kDemoTics, "the game's time is not 4 tics a frame");
  require(player.finished() || frame == most_frames,
          "playback stopped before its demo, its cap or the level ended");
  hash.add(static_cast<std::uint32_t>(end.frames));
  return {end, hash.value()};
}

}  // namespace wolfsuite::fuzz
