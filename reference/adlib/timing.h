#pragma once
// When the engine's AdLib writes reach the chip. The driver runs on a 700 Hz tick; tick k falls on
// the 49716 Hz sample floor(k * 49716 / 700). A write is made at a tick, or at boot (before any
// tick: the startup writes). Two placements (../shared/reference/README.md, "opl/wl1"):
//   instant  every write at its tick's sample, boot writes at 0;
//   spaced2  boot writes at 0; every later write at its tick's sample or 2 samples after the
//            write before it, whichever is later (a real chip never sees writes closer than
//            that). The first write after the boot writes keeps its tick's sample.
// Writes placed at or past the render length are dropped.
#include <cstdint>
#include <vector>

#include "reference/opl2/register_stream.h"

namespace wolfsuite::adlib {

inline constexpr std::uint32_t kDriverTicksPerSecond = 700;

enum class WriteTiming { kInstant, kSpaced2 };

struct DriverWrite {
  bool boot = false;       // made before the first tick
  std::uint32_t tick = 0;  // 700 Hz ticks since the sound or song started
  std::uint8_t address = 0;
  std::uint8_t value = 0;
};

// floor(tick * 49716 / 700), or over another tick rate (standalone IMF files of other games
// play at 560 Hz).
std::uint32_t tick_sample(std::uint64_t tick,
                          std::uint32_t ticks_per_second = kDriverTicksPerSecond);

opl2::RegisterStream place_writes(const std::vector<DriverWrite>& writes, WriteTiming timing,
                                  std::uint32_t length,
                                  std::uint32_t ticks_per_second = kDriverTicksPerSecond);

}  // namespace wolfsuite::adlib
