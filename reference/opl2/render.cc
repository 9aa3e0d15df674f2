#include "reference/opl2/render.h"

#include <cstddef>

#include "reference/opl2/chip.h"

namespace wolfsuite::opl2 {

std::vector<std::int16_t> render(const RegisterStream& stream) {
  Chip chip;
  std::vector<std::int16_t> samples;
  samples.reserve(stream.length);
  std::size_t next = 0;
  for (std::uint32_t n = 0; n < stream.length; ++n) {
    for (; next < stream.writes.size() && stream.writes[next].sample <= n; ++next) {
      chip.write(stream.writes[next].address, stream.writes[next].value);
    }
    samples.push_back(chip.generate());
  }
  return samples;
}

}  // namespace wolfsuite::opl2
