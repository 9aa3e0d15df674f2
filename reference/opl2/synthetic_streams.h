#pragma once
// Register streams made here rather than recorded, for the differential test, the fuzz targets
// and the benchmark: each exercises what the engine's own sounds never touch (rhythm mode, CON 1,
// the deep LFO depths, NTS, CSM and the timers, every waveform and register).
#include <cstdint>
#include <string>
#include <vector>

#include "decoders/core/bytes.h"
#include "reference/opl2/register_stream.h"

namespace wolfsuite::opl2 {

struct NamedStream {
  std::string name;
  RegisterStream stream;
};

// All 9 channels busy: six melodic voices (FM and additive, all four waveforms, tremolo and
// vibrato, feedback) changing notes on a 700 Hz tick, and rhythm mode with its five drums on
// channels 6..8, `samples` long.
RegisterStream busy_stream(std::uint32_t samples);

// One stream per feature: rhythm, additive, waveforms, deep tremolo and vibrato, KSR and KSL across
// blocks, NTS, CSM and the timers, fast and slow envelopes, key toggles on the same sample.
std::vector<NamedStream> feature_streams();

// Random writes from `seed` (every address 0x00..0xFF, most of them the chip's registers), at
// random gaps, over `samples`.
RegisterStream random_stream(std::uint64_t seed, std::uint32_t samples);

// Any bytes as a stream, for the fuzz targets: 3 bytes a write (gap, address, value); a gap byte
// g below 0xF0 waits g samples, from 0xF0 on (g - 0xEF) * 256. The stream ends 1024 samples after
// the last write and is at most kMaxFuzzSamples (a third of a second) long, so a replay of every
// corpus file through the literal chip stays quick; writes past that are dropped.
inline constexpr std::uint32_t kMaxFuzzSamples = 1u << 14;
RegisterStream stream_from_bytes(ByteSpan bytes);
// The other way, for seeds: the stream's writes as (gap, address, value) triples, a gap too long
// for one byte waited out by writes of 0 to register 0x00 (which the chip keeps and never reads).
// stream_from_bytes gives the stream back with those writes added and its own length.
Bytes stream_bytes(const RegisterStream& stream);

}  // namespace wolfsuite::opl2
