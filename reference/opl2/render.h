#pragma once
// Plays a register stream through a fresh chip: every write whose pos is n reaches the chip, in
// stream order, before sample n is generated; `length` samples come out. render() uses the fast
// chip (fast_chip.h), render_literal() the literal one (chip.h); they give the same samples.
#include <cstdint>
#include <vector>

#include "decoders/core/bytes.h"

#include "reference/opl2/register_stream.h"

namespace wolfsuite::opl2 {

std::vector<std::int16_t> render(const RegisterStream& stream);
std::vector<std::int16_t> render_literal(const RegisterStream& stream);

// The samples as signed 16-bit little endian bytes (raw s16le, what golden PCM hashes cover).
Bytes samples_s16le(const std::vector<std::int16_t>& samples);

}  // namespace wolfsuite::opl2
