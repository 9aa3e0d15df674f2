#pragma once
// A frame failure's pictures for the gate's reports (gate/gate_report.h FramePictures): the
// expected and actual frames in the set's palette, and the difference: every differing pixel in
// magenta over a dimmed grey copy of the expected frame. The palette is the one of the expected
// frame's PNG that the vectors ship; without one the frames are drawn as grey levels.
#include <filesystem>

#include "decoders/core/error.h"
#include "decoders/core/rgba_image.h"
#include "gate/first_difference.h"
#include "gate/gate_report.h"

namespace wolfsuite::cli {

// The palette (PLTE) of a palette-indexed PNG; E-PNG-PALETTE when it has none or is not a PNG.
Result<Rgb8Palette> read_png_palette(ByteSpan png);

// E-PNG-* when libpng cannot encode a picture.
Result<gate::FramePictures> draw_frame_pictures(const gate::FrameDifference& frame,
                                                const std::filesystem::path& expected_png);

}  // namespace wolfsuite::cli
