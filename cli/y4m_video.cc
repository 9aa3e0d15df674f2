#include "cli/y4m_video.h"

#include <cmath>

namespace wolfsuite::cli {
namespace {

std::uint8_t clamp_byte(double value) {
  const long rounded = std::lround(value);
  return static_cast<std::uint8_t>(rounded < 0 ? 0 : rounded > 255 ? 255 : rounded);
}

}  // namespace

Y4mWriter::Y4mWriter(int width, int height, int rate_numerator, int rate_denominator,
                     const Rgb8Palette& palette)
    : width_(width),
      height_(height),
      header_("YUV4MPEG2 W" + std::to_string(width) + " H" + std::to_string(height) + " F" +
              std::to_string(rate_numerator) + ":" + std::to_string(rate_denominator) +
              " Ip A1:1 C444\n") {
  for (int index = 0; index < 256; ++index) {
    const Rgb8 colour = rgb8_at(palette, static_cast<std::uint8_t>(index));
    const double r = colour[0];
    const double g = colour[1];
    const double b = colour[2];
    // BT.601, limited range: Y 16..235, Cb and Cr 16..240.
    luma_[index] = clamp_byte(16.0 + (65.481 * r + 128.553 * g + 24.966 * b) / 255.0);
    blue_[index] = clamp_byte(128.0 + (-37.797 * r - 74.203 * g + 112.0 * b) / 255.0);
    red_[index] = clamp_byte(128.0 + (112.0 * r - 93.786 * g - 18.214 * b) / 255.0);
  }
}

void Y4mWriter::add_frame(ByteSpan pixels, Bytes& out) {
  if (!header_written_) {
    out.insert(out.end(), header_.begin(), header_.end());
    header_written_ = true;
  }
  static constexpr char kFrame[] = "FRAME\n";
  out.insert(out.end(), kFrame, kFrame + sizeof kFrame - 1);
  const std::size_t count = static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_);
  for (const std::uint8_t* plane : {luma_, blue_, red_}) {
    for (std::size_t i = 0; i < count; ++i) out.push_back(plane[i < pixels.size() ? pixels[i] : 0]);
  }
}

}  // namespace wolfsuite::cli
