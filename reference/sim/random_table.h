#pragma once
// The engine's random numbers (US_RndT): a fixed table of 256 bytes read in order. Each call
// first advances the index (modulo 256), then returns the entry there. Demo playback resets the
// index to 0 before the level is set up, which makes every demo replay the same numbers; the
// traces print the index after each frame (`rndindex`).
#include <array>
#include <cstdint>

namespace wolfsuite::sim {

// The table the engine ships (the same 256 bytes as Doom's M_Random table).
extern const std::array<std::uint8_t, 256> kRandomTable;

struct Random {
  int index = 0;  // 0..255: the entry the last call returned

  // US_RndT: 0..255.
  int next() {
    index = (index + 1) & 0xff;
    return kRandomTable[static_cast<std::size_t>(index)];
  }
};

}  // namespace wolfsuite::sim
