#pragma once
// Demo traces in the engine's schema (the shared recordings' "wolf4sdl-demo-trace/1" layout):
// one JSON object a line: a header, the level as set up ("frame": -1), a line per frame after its
// actors thought and it was drawn, and an end line. Field names, order and meaning are the
// recordings', so a port's trace and ours diff line by line (trace-diff).
//
//   objhash  FNV-1a (32-bit) over little-endian 32-bit words, for every object after the player
//            in list order: class, x, y, dir, hit points, flags without kFlVisible, the sprite
//            of its state (-2 without one), tic count, distance
//   doorhash the same over every door in map order: action, position
#include <cstdint>
#include <string>
#include <string_view>

#include "reference/sim/world.h"

namespace wolfsuite::sim {

inline constexpr std::string_view kTraceOracle = "wolfsuite-sim/1";

struct TraceHeader {
  std::string game;  // "wl1", "sdm", ...
  int demo = 0;
  int screen_width = 320;
  int screen_height = 200;
  int view_size = 19;
  int view_width = 304;
  int view_height = 152;
};

std::uint32_t object_hash(const World& world);
std::uint32_t door_hash(const World& world);

std::string trace_header_line(const TraceHeader& header);

// A frame line: `frame` (-1 for the level as set up), the cumulative tics and the frame's.
std::string trace_frame_line(const World& world, int frame, std::int32_t tics, int frame_tics);

// How playback ended, the engine's words.
std::string_view end_reason(const World& world, bool data_exhausted);

std::string trace_end_line(const World& world, int frames, std::int32_t tics, bool data_exhausted,
                           int bytes_left);

}  // namespace wolfsuite::sim
