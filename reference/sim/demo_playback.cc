#include "reference/sim/demo_playback.h"

#include "reference/sim/actor_think.h"
#include "reference/sim/doors.h"
#include "reference/sim/level_setup.h"
#include "reference/sim/pushwall.h"

namespace wolfsuite::sim {
namespace {

constexpr int kDemoHeaderBytes = 4;
constexpr int kFrameBytes = 3;
constexpr std::int32_t kFunnyFaceTics = 30 * 70;  // Spear: a grin after 30 s without moving
constexpr int kNoStatusBar = 21;

LevelOptions level_options(const Demo& demo, const PlaybackOptions& options) {
  LevelOptions level;
  level.map_number = demo.map;
  level.difficulty = Difficulty::kHard;
  level.spear = options.spear;
  level.shareware = options.shareware;
  level.demo_rules = options.demo_rules;
  level.random_index = 0;
  level.view_size = options.view_size;
  level.view_width = options.view_width;
  level.view_height = options.view_height;
  return level;
}

// The demo's size field counts the header; the frames the engine reads end there.
int demo_data_bytes(const Demo& demo) { return static_cast<int>(demo.size) - kDemoHeaderBytes; }

}  // namespace

DemoPlayer::DemoPlayer(const GameMap& map, const Demo& demo, const PlaybackOptions& options,
                       const raycaster::Textures& textures)
    : demo_(demo),
      options_(options),
      world_(set_up_level(map, level_options(demo, options))),
      view_(map, world_, textures, options.draw_view) {}

void DemoPlayer::poll_controls() {
  Controls& controls = world_.controls;
  world_.tics = kDemoTics;
  controls.held = controls.state;
  const DemoFrame& input = demo_.frames[static_cast<std::size_t>(frames_played_)];
  for (int button = 0; button < kNumButtons; ++button) {
    controls.state[static_cast<std::size_t>(button)] = button < 8 && ((input.buttons >> button) & 1);
  }
  controls.x = input.turn * world_.tics;
  controls.y = input.move * world_.tics;
  if ((frames_played_ + 1) * kFrameBytes >= demo_data_bytes(demo_)) {
    world_.play_state = PlayState::kCompleted;  // the demo is done after this frame
  }
}

bool DemoPlayer::step() {
  if (finished()) return false;
  if (static_cast<std::size_t>(frames_played_) >= demo_.frames.size() ||
      (options_.max_frames > 0 && frames_played_ >= options_.max_frames)) {
    stopped_ = true;
    return false;
  }
  poll_controls();
  world_.made_noise = false;
  move_doors(world_);
  move_pushwall(world_);
  for (int slot = world_.player; slot != -1; slot = world_.obj(slot).next) do_actor(world_, slot);
  view_.refresh(world_);
  if (world_.spear) {
    world_.funny_tic_count += world_.tics;
    if (world_.funny_tic_count > kFunnyFaceTics) {
      world_.funny_tic_count = 0;
      if (world_.view.view_size != kNoStatusBar) world_.random.next();
      world_.face_count = 0;
    }
  }
  world_.game.time_count += world_.tics;
  ++frames_played_;
  return true;
}

PlaybackEnd DemoPlayer::end() const {
  PlaybackEnd end;
  end.frames = frames_played_;
  end.tics = world_.game.time_count;
  end.bytes_left = demo_data_bytes(demo_) - frames_played_ * kFrameBytes;
  if (end.bytes_left < 0) end.bytes_left = 0;
  end.data_exhausted = end.bytes_left < kFrameBytes;
  return end;
}

std::string demo_trace(const GameMap& map, const Demo& demo, const PlaybackOptions& options,
                       const raycaster::Textures& textures, const TraceHeader& header) {
  std::string text = trace_header_line(header) + "\n";
  PlaybackOptions report_only = options;
  report_only.draw_view = false;  // nobody looks at the pixels
  DemoPlayer player(map, demo, report_only, textures);
  text += trace_frame_line(player.world(), -1, 0, 0) + "\n";
  for (int frame = 0; player.step(); ++frame) {
    text += trace_frame_line(player.world(), frame, player.world().game.time_count, player.world().tics) + "\n";
  }
  const PlaybackEnd end = player.end();
  text += trace_end_line(player.world(), end.frames, end.tics, end.data_exhausted, end.bytes_left) + "\n";
  return text;
}

}  // namespace wolfsuite::sim
