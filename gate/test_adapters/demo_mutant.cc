// door-late: the demo played by the suite's simulator frame by frame (reference/sim/
// demo_playback.h), and after each frame every door that has just come fully open gets one tic
// more of its open wait, so it closes a tic late.
#include <variant>
#include <vector>

#include "decoders/wolf/graphics.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/wolf_set.h"
#include "gate/test_adapters/mutant_faults.h"
#include "reference/sim/demo_playback.h"
#include "reference/sim/trace.h"

namespace wolfsuite::gate::mutant {
namespace {

constexpr std::string_view kSetRoles[] = {"maphead",  "gamemaps", "vgahead",  "vgadict",
                                          "vgagraph", "vswap",    "audiohed", "audiot"};

// The planted fault. DemoPlayer::world() is const, but the World it returns is the player's own,
// a non-const member: casting the const away and writing it is defined behaviour. A mutant may.
void wait_one_tic_more(const sim::DemoPlayer& player, std::vector<sim::DoorAction>& before) {
  auto& doors = const_cast<sim::World&>(player.world()).doors;
  before.resize(doors.size(), sim::DoorAction::kClosed);
  for (std::size_t door = 0; door < doors.size(); ++door) {
    if (doors[door].action == sim::DoorAction::kOpen && before[door] != sim::DoorAction::kOpen) {
      --doors[door].tic_count;
    }
    before[door] = doors[door].action;
  }
}

// view_capabilities.cc's demo_trace with the fault; the inputs and params are those
// compute_capability has just accepted.
Result<Bytes> trace_with_late_doors(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const std::string game, input.text("game"));
  const GameVersion version = *version_from_tag(game);
  const auto demo_index = integer_param(input.params, "demo").value_or(0);
  WolfSetFiles files;
  files.extension = std::string(version_facts(version).tag);
  for (const std::string_view role : kSetRoles) {
    if (const auto found = input.inputs.find(role); found != input.inputs.end()) {
      files.files.emplace(role, Bytes(found->second.begin(), found->second.end()));
    }
  }
  WolfSetReport report;
  const WolfSet set = decode_wolf_set(files, report);
  const std::size_t chunk = demo_chunk_indices(*set.graphics).at(demo_index);
  WS_ASSIGN_OR_RETURN(const Demo demo,
                      decode_demo(set.graphics->chunks[chunk].expanded, report.findings));
  const GameMap& game_map = std::get<GameMap>(set.maps->slots.at(demo.map));

  sim::PlaybackOptions options;
  options.spear = version_facts(version).spear;
  options.shareware = version == GameVersion::kWl1;
  options.draw_view = false;
  sim::TraceHeader header;
  header.game = files.extension;
  header.demo = static_cast<int>(demo_index);
  const raycaster::Textures textures = raycaster::build_textures(*set.vswap);
  sim::DemoPlayer player(game_map, demo, options, textures);
  std::string trace = sim::trace_header_line(header) + "\n";
  trace += sim::trace_frame_line(player.world(), -1, 0, 0) + "\n";
  std::vector<sim::DoorAction> before;
  for (int frame = 0; player.step(); ++frame) {
    wait_one_tic_more(player, before);
    trace += sim::trace_frame_line(player.world(), frame, player.world().game.time_count,
                                   player.world().tics) +
             "\n";
  }
  const sim::PlaybackEnd end = player.end();
  trace += sim::trace_end_line(player.world(), end.frames, end.tics, end.data_exhausted,
                               end.bytes_left) +
           "\n";
  return Bytes(trace.begin(), trace.end());
}

}  // namespace

CapabilityResult doors_close_a_tic_late(std::string_view capability, const CapabilityInput& input) {
  CapabilityResult played = compute_capability(capability, input);
  if (played.status != ResponseStatus::kOk) return played;
  return as_capability_result(trace_with_late_doors(input));
}

}  // namespace wolfsuite::gate::mutant
