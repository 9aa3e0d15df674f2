#pragma once
// YUV4MPEG2 video (the "y4m" stream ffmpeg, mpv and VLC read) from palette-indexed frames: the
// stream header once, then "FRAME\n" and the three planes of each frame, 4:4:4 (no chroma
// subsampling, so every pixel keeps its colour), converted with BT.601's limited-range matrix,
// which is what a player assumes for y4m without a colour-range tag.
#include <cstdint>
#include <string>

#include "decoders/core/bytes.h"
#include "decoders/core/rgba_image.h"

namespace wolfsuite::cli {

class Y4mWriter {
 public:
  // `rate_numerator / rate_denominator` frames per second (demos: 70 / 4).
  Y4mWriter(int width, int height, int rate_numerator, int rate_denominator,
            const Rgb8Palette& palette);

  // Appends a frame of width * height palette indices to `out` (the header first, once).
  void add_frame(ByteSpan pixels, Bytes& out);

 private:
  int width_;
  int height_;
  std::string header_;
  bool header_written_ = false;
  // Per palette index, its Y, Cb and Cr.
  std::uint8_t luma_[256];
  std::uint8_t blue_[256];
  std::uint8_t red_[256];
};

}  // namespace wolfsuite::cli
