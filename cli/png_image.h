#pragma once
// PNG output through libpng (STYLE.md "Dependencies": images never go through a hand-written
// encoder). Encoding happens in memory so the caller writes the file atomically.
#include <array>
#include <cstdint>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/rgba_image.h"

namespace wolfsuite::cli {

// An 8-bit palette-indexed image, row-major. E-PNG-SIZE when the pixel count does not match;
// E-PNG-ENCODE when libpng fails.
Result<Bytes> encode_png_indexed(int width, int height, ByteSpan pixels,
                                 const Rgb8Palette& palette);
// 8-bit RGBA, row-major, 4 bytes per pixel (sprites with their transparency, map overviews).
Result<Bytes> encode_png_rgba(int width, int height, ByteSpan rgba);

}  // namespace wolfsuite::cli
