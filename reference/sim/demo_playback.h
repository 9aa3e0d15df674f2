#pragma once
// Demo playback (the engine's PlayDemo and PlayLoop): a new game on the demo's map at the hardest
// difficulty, the random index reset, then frames of kDemoTics tics, each: the demo's controls
// (buttons, turn and move times the tics), the doors and the pushwall, every object's think in
// list order (the player first), then the view, which the next frame's logic reads. Playback
// ends when the play state leaves "still playing": the player dies, the level is completed, or
// the demo's data runs out (the engine marks that as completed at the start of the last frame).
#include <optional>

#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/maps.h"
#include "reference/raycaster/scene.h"
#include "reference/sim/sim_view.h"
#include "reference/sim/trace.h"
#include "reference/sim/world.h"

namespace wolfsuite::sim {

struct PlaybackOptions {
  bool spear = false;
  bool shareware = false;  // wl1: the shareware build's rules (level_setup.h)
  int view_size = 19;  // the view's size setting and window (304 x 152 at 320 x 200)
  int view_width = 304;
  int view_height = 152;
  bool demo_rules = true;
  // Frames to play at most, for data that never ends a level (0: the demo's own frames only).
  int max_frames = 0;
  // Whether the view's pixels are drawn (SimView::frame()). The logic reads only the view's
  // report, so traces are the same either way; without pixels a frame costs about half.
  bool draw_view = true;
};

struct PlaybackEnd {
  int frames = 0;
  std::int32_t tics = 0;
  bool data_exhausted = false;
  int bytes_left = 0;  // demo bytes after the last frame played (the size field's count)
};

class DemoPlayer {
 public:
  DemoPlayer(const GameMap& map, const Demo& demo, const PlaybackOptions& options,
             const raycaster::Textures& textures);

  const World& world() const { return world_; }
  const SimView& view() const { return view_; }

  // One frame; false once playback has ended (then nothing changes).
  bool step();
  bool finished() const {
    return world_.play_state != PlayState::kStillPlaying || stopped_ || world_.quit_reason != nullptr;
  }
  PlaybackEnd end() const;

 private:
  void poll_controls();

  const Demo& demo_;
  PlaybackOptions options_;
  World world_;
  SimView view_;
  int frames_played_ = 0;
  bool stopped_ = false;
};

// The demo's whole trace (trace.h): the header, the set-up line, a line per frame, the end line.
std::string demo_trace(const GameMap& map, const Demo& demo, const PlaybackOptions& options,
                       const raycaster::Textures& textures, const TraceHeader& header);

}  // namespace wolfsuite::sim
