// door-late: the demo played by the suite's simulator frame by frame (reference/sim/
// demo_playback.h), and after each frame every door that has just come fully open gets one tic
// more of its open wait, so it closes a tic late.
#include <string>
#include <vector>

#include "gate/playback_inputs.h"
#include "gate/test_adapters/mutant_faults.h"
#include "reference/set_playback/set_playback.h"
#include "reference/sim/demo_playback.h"
#include "reference/sim/trace.h"

namespace wolfsuite::gate::mutant {
namespace {

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

// The demo played as demo-trace plays it (set_playback.h), with the fault after each frame.
Result<Bytes> trace_with_late_doors(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const DemoInput demo, demo_input(input));
  WS_ASSIGN_OR_RETURN(const set_playback::DemoPlayback playback,
                      set_playback::set_demo_playback(demo.set, demo.demo));
  const raycaster::Textures textures = set_playback::set_textures(demo.set);
  sim::DemoPlayer player(*playback.map, playback.demo, playback.options, textures);
  std::string trace = sim::trace_header_line(playback.header) + "\n";
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

CapabilityResult doors_close_a_tic_late(std::string_view, const CapabilityInput& input) {
  return as_capability_result(trace_with_late_doors(input));
}

}  // namespace wolfsuite::gate::mutant
