#pragma once
// Golden audio (golden/audio/<set>.json, schema wolfsuite-audio/1): for every AdLib sound effect
// and every non-empty song of a set, at both timings (timing.h), the SHA-256 of the register
// stream the engine's driver makes (register_stream_sha256: 6 bytes a write, pos u32 LE, reg, val)
// and of the PCM our OPL2 chip makes of it (signed 16-bit little endian, 49716 Hz, mono). A port
// compares its driver and its chip sound by sound; golden_audio_test.cc recomputes the committed
// manifests and `wolfsuite play DIR --golden` writes them.
//
// {"schema": "wolfsuite-audio/1", "set": "wl1", "rate": 49716, "song_seconds": 30, "sounds": [
//  {"sound": "sfx 0", "timing": "instant", "writes": 293, "samples": 51136,
//   "stream_sha256": "...", "pcm_sha256": "..."},
//  ...]}
// One sound and timing per line: effects in AdLib-effect order (N as `wolfsuite play --sfx N`
// numbers them), then songs (`--music N`), instant before spaced2. Effects render to their last
// step plus one second, songs for song_seconds.
#include <cstdint>
#include <string>
#include <vector>

#include "decoders/wolf/audio.h"

namespace wolfsuite::adlib {

struct GoldenSound {
  std::string sound;   // "sfx 3", "music 2"
  std::string timing;  // "instant", "spaced2"
  std::size_t writes = 0;
  std::uint32_t samples = 0;
  std::string stream_sha256;
  std::string pcm_sha256;
  friend bool operator==(const GoldenSound&, const GoldenSound&) = default;
};

struct GoldenAudio {
  std::string set;
  std::uint32_t song_seconds = 0;
  std::vector<GoldenSound> sounds;
};

GoldenAudio golden_audio(const Audio& audio, const std::string& set_name);
std::string golden_audio_json(const GoldenAudio& golden);

}  // namespace wolfsuite::adlib
