#include "reference/adlib/timing.h"

#include <algorithm>
#include <optional>

#include "reference/opl2/chip.h"

namespace wolfsuite::adlib {

std::uint32_t tick_sample(std::uint64_t tick, std::uint32_t ticks_per_second) {
  return static_cast<std::uint32_t>(tick * opl2::kSampleRate / ticks_per_second);
}

opl2::RegisterStream place_writes(const std::vector<DriverWrite>& writes, WriteTiming timing,
                                  std::uint32_t length, std::uint32_t ticks_per_second) {
  opl2::RegisterStream stream;
  stream.length = length;
  std::optional<std::uint32_t> previous;  // the last placed write after the boot writes
  for (const DriverWrite& write : writes) {
    std::uint32_t sample = write.boot ? 0 : tick_sample(write.tick, ticks_per_second);
    if (timing == WriteTiming::kSpaced2 && !write.boot) {
      if (previous) sample = std::max(sample, *previous + 2);
      previous = sample;
    }
    if (sample >= length) continue;
    stream.writes.push_back({sample, write.address, write.value});
  }
  return stream;
}

}  // namespace wolfsuite::adlib
