#include "reference/sim/trace.h"

#include <cstdio>

#include "reference/sim/actor_states.h"

namespace wolfsuite::sim {
namespace {

constexpr std::uint32_t kFnvOffset = 2166136261u;
constexpr std::uint32_t kFnvPrime = 16777619u;

struct Fnv {
  std::uint32_t value = kFnvOffset;
  void word(std::int32_t number) {
    const auto bits = static_cast<std::uint32_t>(number);
    for (int shift = 0; shift < 32; shift += 8) {
      value ^= (bits >> shift) & 0xff;
      value *= kFnvPrime;
    }
  }
};

std::string hex(std::uint32_t value) {
  char text[9];
  std::snprintf(text, sizeof text, "%08x", value);
  return text;
}

// The fields every frame line and the end line share, from "x" to "doorhash".
void append_state(std::string& line, const World& world) {
  const Actor& player = world.player_obj();
  const GameState& game = world.game;
  int actors = 0;
  int live = 0;
  for (int slot = player.next; slot != -1; slot = world.obj(slot).next) {
    ++actors;
    if (world.obj(slot).flags & kFlShootable) ++live;
  }
  int buttons = 0;
  for (int button = 0; button < kNumButtons; ++button) {
    if (world.controls.state[static_cast<std::size_t>(button)]) buttons |= 1 << button;
  }
  const auto field = [&line](std::string_view name, long long value) {
    line += ",\"";
    line += name;
    line += "\":";
    line += std::to_string(value);
  };
  field("x", player.x);
  field("y", player.y);
  field("tilex", player.tile_x);
  field("tiley", player.tile_y);
  field("angle", player.angle);
  field("health", game.health);
  field("ammo", game.ammo);
  field("score", game.score);
  field("lives", game.lives);
  field("keys", game.keys);
  field("weapon", static_cast<int>(game.weapon));
  field("chosenweapon", static_cast<int>(game.chosen_weapon));
  field("bestweapon", static_cast<int>(game.best_weapon));
  field("map", game.map);
  field("kills", game.kill_count);
  field("killtotal", game.kill_total);
  field("secrets", game.secret_count);
  field("secrettotal", game.secret_total);
  field("treasures", game.treasure_count);
  field("treasuretotal", game.treasure_total);
  field("rndindex", world.random.index);
  field("actors", actors);
  field("live_actors", live);
  field("buttons", buttons);
  field("controlx", world.controls.x);
  field("controly", world.controls.y);
  field("pwallstate", world.pushwall.state);
  line += ",\"objhash\":\"" + hex(object_hash(world)) + "\"";
  line += ",\"doorhash\":\"" + hex(door_hash(world)) + "\"";
}

}  // namespace

std::uint32_t object_hash(const World& world) {
  Fnv fnv;
  for (int slot = world.player_obj().next; slot != -1; slot = world.obj(slot).next) {
    const Actor& actor = world.obj(slot);
    fnv.word(static_cast<std::int32_t>(actor.object_class));
    fnv.word(actor.x);
    fnv.word(actor.y);
    fnv.word(static_cast<std::int32_t>(actor.dir));
    fnv.word(actor.hit_points);
    fnv.word(static_cast<std::int32_t>(actor.flags & ~kFlVisible));
    fnv.word(state_sprite(world, actor.state));
    fnv.word(actor.tic_count);
    fnv.word(actor.distance);
  }
  return fnv.value;
}

std::uint32_t door_hash(const World& world) {
  Fnv fnv;
  for (const Door& door : world.doors) {
    fnv.word(static_cast<std::int32_t>(door.action));
    fnv.word(door.position);
  }
  return fnv.value;
}

std::string trace_header_line(const TraceHeader& header) {
  char text[512];
  std::snprintf(text, sizeof text,
                "{\"oracle\":\"%.*s\",\"game\":\"%s\",\"demo\":%d,\"screen\":\"%dx%d\",\"viewsize\":%d,"
                "\"view\":\"%dx%d\",\"soundmode\":2,\"digimode\":2,\"soundblaster\":1,\"demotics\":%d}",
                static_cast<int>(kTraceOracle.size()), kTraceOracle.data(), header.game.c_str(),
                header.demo, header.screen_width, header.screen_height, header.view_size,
                header.view_width, header.view_height, kDemoTics);
  return text;
}

std::string trace_frame_line(const World& world, int frame, std::int32_t tics, int frame_tics) {
  std::string line = "{\"frame\":" + std::to_string(frame) + ",\"tics\":" + std::to_string(tics) +
                     ",\"frametics\":" + std::to_string(frame_tics) +
                     ",\"playstate\":" + std::to_string(static_cast<int>(world.play_state));
  append_state(line, world);
  line += "}";
  return line;
}

std::string_view end_reason(const World& world, bool data_exhausted) {
  if (world.play_state == PlayState::kDied) return "player died";
  if (world.play_state == PlayState::kCompleted && data_exhausted) return "demo finished";
  return "level completed";
}

std::string trace_end_line(const World& world, int frames, std::int32_t tics, bool data_exhausted,
                           int bytes_left) {
  std::string line = "{\"end\":\"" + std::string(end_reason(world, data_exhausted)) +
                     "\",\"playstate\":" + std::to_string(static_cast<int>(world.play_state)) +
                     ",\"frames\":" + std::to_string(frames) + ",\"tics\":" + std::to_string(tics) +
                     ",\"demo_data_exhausted\":" + (data_exhausted ? "true" : "false") +
                     ",\"demo_bytes_left\":" + std::to_string(bytes_left);
  append_state(line, world);
  line += "}";
  return line;
}

}  // namespace wolfsuite::sim
