#pragma once
// A timed stream of OPL2 register writes: what a sound driver hands the chip, and the text format
// of the engine recordings (../shared/reference/opl/<set>/*.writes.txt):
//
//   # <title>: <count> writes, <length> samples, stream sha256 <64 hex digits>
//   # pos reg val
//   <pos> <reg> <val>          one write a line: pos decimal, reg and val two hex digits
//
// pos is the 49716 Hz sample the write comes before (render.h); positions never decrease. The
// stream's SHA-256 is over 6 bytes a write: pos as u32 little endian, reg, val.
//
// Parse errors:
//   E-OPL-STREAM-HEADER   the first line is not the header above
//   E-OPL-STREAM-LINE     a write line is not "<pos> <reg> <val>" in range, or pos decreases
//   E-OPL-STREAM-COUNT    the header's count differs from the lines
//   E-OPL-STREAM-LIMIT    more than kMaxStreamWrites writes or a length past kMaxStreamSamples
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"

namespace wolfsuite::opl2 {

// An hour of sound at 49716 Hz, and more writes than a driver makes in it at 700 Hz with every
// channel rewritten each tick.
inline constexpr std::uint32_t kMaxStreamSamples = 3600u * 49716u;
inline constexpr std::size_t kMaxStreamWrites = 1u << 24;

struct RegisterWrite {
  std::uint32_t sample = 0;
  std::uint8_t address = 0;
  std::uint8_t value = 0;
  friend bool operator==(const RegisterWrite&, const RegisterWrite&) = default;
};

struct RegisterStream {
  std::vector<RegisterWrite> writes;
  std::uint32_t length = 0;  // samples to render
  friend bool operator==(const RegisterStream&, const RegisterStream&) = default;
};

struct ParsedRegisterStream {
  std::string title;   // "wl1 sfx 0"
  std::string sha256;  // as the header states it
  RegisterStream stream;
};

Result<ParsedRegisterStream> parse_register_stream(std::string_view text);
std::string format_register_stream(const RegisterStream& stream, std::string_view title);
std::string register_stream_sha256(const RegisterStream& stream);

}  // namespace wolfsuite::opl2
