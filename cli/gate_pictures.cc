#include "cli/gate_pictures.h"

#include <png.h>

#include <cstring>

#include "cli/png_image.h"
#include "decoders/core/file_io.h"

namespace wolfsuite::cli {
namespace {

struct MemoryReader {
  ByteSpan png;
  std::size_t at = 0;
};

void read_from_memory(png_structp png, png_bytep data, png_size_t length) {
  auto* reader = static_cast<MemoryReader*>(png_get_io_ptr(png));
  if (length > reader->png.size() - reader->at) png_error(png, "truncated PNG");
  std::memcpy(data, reader->png.data() + reader->at, length);
  reader->at += length;
}

Rgb8Palette grey_levels() {
  Rgb8Palette palette{};
  for (int index = 0; index < 256; ++index) {
    for (int channel = 0; channel < 3; ++channel) {
      palette[3 * static_cast<std::size_t>(index) + static_cast<std::size_t>(channel)] =
          static_cast<std::uint8_t>(index);
    }
  }
  return palette;
}

// Differing pixels magenta; the others the expected colour's grey level at a third, so the
// differences stand out while the frame stays recognisable.
Bytes difference_rgba(const gate::FrameDifference& frame, const Rgb8Palette& palette) {
  Bytes rgba;
  rgba.reserve(4 * frame.expected.size());
  for (std::size_t at = 0; at < frame.expected.size(); ++at) {
    if (frame.expected[at] != frame.actual[at]) {
      rgba.insert(rgba.end(), {255, 0, 255, 255});
      continue;
    }
    const Rgb8 colour = rgb8_at(palette, frame.expected[at]);
    const auto grey = static_cast<std::uint8_t>((colour[0] + colour[1] + colour[2]) / 9);
    rgba.insert(rgba.end(), {grey, grey, grey, 255});
  }
  return rgba;
}

}  // namespace

// libpng reports failures by longjmp, so nothing with a destructor lives between setjmp and the
// calls that may jump.
Result<Rgb8Palette> read_png_palette(ByteSpan png) {
  if (png.size() < 8 || png_sig_cmp(png.data(), 0, 8) != 0) {
    return unplaced("E-PNG-PALETTE", "not a PNG file");
  }
  png_structp reader = png_create_read_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  if (reader == nullptr) return internal_error("E-PNG-PALETTE", 0, "libpng: no read struct");
  png_infop info = png_create_info_struct(reader);
  MemoryReader memory{png};
  Rgb8Palette palette{};
  int colours = 0;
  if (info == nullptr || setjmp(png_jmpbuf(reader))) {
    png_destroy_read_struct(&reader, &info, nullptr);
    return unplaced("E-PNG-PALETTE", "libpng cannot read the PNG");
  }
  png_set_read_fn(reader, &memory, read_from_memory);
  png_read_info(reader, info);
  png_colorp entries = nullptr;
  if (png_get_PLTE(reader, info, &entries, &colours) != 0) {
    for (int index = 0; index < colours && index < 256; ++index) {
      const auto at = 3 * static_cast<std::size_t>(index);
      palette[at] = entries[index].red;
      palette[at + 1] = entries[index].green;
      palette[at + 2] = entries[index].blue;
    }
  }
  png_destroy_read_struct(&reader, &info, nullptr);
  if (colours == 0) return unplaced("E-PNG-PALETTE", "the PNG has no palette");
  return palette;
}

Result<gate::FramePictures> draw_frame_pictures(const gate::FrameDifference& frame,
                                                const std::filesystem::path& expected_png) {
  Rgb8Palette palette = grey_levels();
  if (!expected_png.empty()) {
    const auto png = read_file(expected_png);
    if (png.ok()) {
      if (auto read = read_png_palette(*png); read.ok()) palette = *read;
    }
  }
  gate::FramePictures pictures;
  WS_ASSIGN_OR_RETURN(pictures.expected_png,
                      encode_png_indexed(frame.width, frame.height, frame.expected, palette));
  WS_ASSIGN_OR_RETURN(pictures.actual_png,
                      encode_png_indexed(frame.width, frame.height, frame.actual, palette));
  WS_ASSIGN_OR_RETURN(pictures.difference_png,
                      encode_png_rgba(frame.width, frame.height, difference_rgba(frame, palette)));
  return pictures;
}

}  // namespace wolfsuite::cli
