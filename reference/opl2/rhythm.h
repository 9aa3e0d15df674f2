#pragma once
// Rhythm mode (0xBD bit 5): the drum key bits and the phases the hi-hat, snare drum and top
// cymbal read, shared by the literal chip (chip.h) and the fast one (fast_chip.h).
#include <array>
#include <cstdint>

namespace wolfsuite::opl2 {

// The rhythm key bits of 0xBD and the slots they key; the bass drum keys both operators of
// channel 6.
struct DrumKey {
  int bit;
  int slot;
};
inline constexpr std::array<DrumKey, 6> kDrumKeys = {{
    {4, 12},  // bass drum, modulator
    {4, 15},  // bass drum, carrier
    {0, 13},  // hi-hat
    {3, 16},  // snare drum
    {2, 14},  // tom-tom
    {1, 17},  // top cymbal
}};

struct RhythmPhases {
  std::uint32_t hi_hat;
  std::uint32_t snare;
  std::uint32_t cymbal;
};

// The drum phases from the 10-bit phases of slots 13 and 17 and the noise bit: a bit mixed from
// slots 13 and 17 and the noise sets the half period; hi-hat and snare add noise-chosen fixed
// points in it.
inline RhythmPhases rhythm_phases(std::uint32_t slot13, std::uint32_t slot17, int noise) {
  const std::uint32_t mixed =
      ((slot13 >> 2 ^ slot13 >> 7) | slot13 >> 3 | (slot17 >> 5 ^ slot17 >> 3)) & 1;
  RhythmPhases phases;
  phases.hi_hat = mixed << 9 | (0xd0u >> (2 * (static_cast<std::uint32_t>(noise) ^ mixed)));
  phases.snare = (0x100u << (slot13 >> 8 & 1)) ^ (static_cast<std::uint32_t>(noise) << 8);
  phases.cymbal = mixed << 9 | 0x100;
  return phases;
}

}  // namespace wolfsuite::opl2
