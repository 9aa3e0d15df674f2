#include "reference/opl2/render.h"

#include <algorithm>
#include <cstddef>
#include <span>

#include "reference/opl2/chip.h"
#include "reference/opl2/fast_chip.h"

namespace wolfsuite::opl2 {
namespace {

// The samples between two write positions come out in one generate() call.
template <typename OplChip>
std::vector<std::int16_t> render_with(const RegisterStream& stream) {
  OplChip chip;
  std::vector<std::int16_t> samples(stream.length);
  std::size_t next = 0;
  std::uint32_t n = 0;
  while (n < stream.length) {
    for (; next < stream.writes.size() && stream.writes[next].sample <= n; ++next) {
      chip.write(stream.writes[next].address, stream.writes[next].value);
    }
    const std::uint32_t until = next < stream.writes.size()
                                    ? std::min(stream.writes[next].sample, stream.length)
                                    : stream.length;
    chip.generate(std::span<std::int16_t>(samples.data() + n, until - n));
    n = until;
  }
  return samples;
}

}  // namespace

std::vector<std::int16_t> render(const RegisterStream& stream) {
  return render_with<FastChip>(stream);
}

std::vector<std::int16_t> render_literal(const RegisterStream& stream) {
  return render_with<Chip>(stream);
}

Bytes samples_s16le(const std::vector<std::int16_t>& samples) {
  Bytes bytes;
  bytes.reserve(samples.size() * 2);
  for (const std::int16_t sample : samples) {
    bytes.push_back(static_cast<std::uint8_t>(sample & 0xff));
    bytes.push_back(static_cast<std::uint8_t>(static_cast<std::uint16_t>(sample) >> 8));
  }
  return bytes;
}

}  // namespace wolfsuite::opl2
