#pragma once
// Plays a register stream through a fresh chip: every write whose pos is n reaches the chip, in
// stream order, before sample n is generated; `length` samples come out. render() uses the fast
// chip (fast_chip.h), render_literal() the literal one (chip.h); they give the same samples.
#include <cstdint>
#include <vector>

#include "reference/opl2/register_stream.h"

namespace wolfsuite::opl2 {

std::vector<std::int16_t> render(const RegisterStream& stream);
std::vector<std::int16_t> render_literal(const RegisterStream& stream);

}  // namespace wolfsuite::opl2
