#include "cli/png_image.h"

#include <png.h>

#include <cstddef>
#include <string>

namespace wolfsuite::cli {
namespace {

void append_to_bytes(png_structp png, png_bytep data, png_size_t length) {
  auto* out = static_cast<Bytes*>(png_get_io_ptr(png));
  out->insert(out->end(), data, data + length);
}

void flush_nothing(png_structp /*png*/) {}

// Runs libpng over `rows` (row-major, `row_bytes` each). libpng reports failures by longjmp, so
// nothing with a destructor lives between setjmp and the calls that may jump.
Result<Bytes> encode(int width, int height, int colour_type, ByteSpan image, std::size_t row_bytes,
                     const Rgb8Palette* palette) {
  Bytes out;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  if (png == nullptr) return internal_error("E-PNG-ENCODE", 0, "libpng: no write struct");
  png_infop info = png_create_info_struct(png);
  if (info == nullptr) {
    png_destroy_write_struct(&png, nullptr);
    return internal_error("E-PNG-ENCODE", 0, "libpng: no info struct");
  }
  png_color colours[256];
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    return internal_error("E-PNG-ENCODE", 0, "libpng failed while encoding");
  }
  png_set_write_fn(png, &out, append_to_bytes, flush_nothing);
  png_set_IHDR(png, info, static_cast<png_uint_32>(width), static_cast<png_uint_32>(height), 8,
               colour_type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  if (palette != nullptr) {
    for (int i = 0; i < 256; ++i) {
      colours[i] = png_color{(*palette)[3 * i], (*palette)[3 * i + 1], (*palette)[3 * i + 2]};
    }
    png_set_PLTE(png, info, colours, 256);
  }
  png_write_info(png, info);
  for (int y = 0; y < height; ++y) {
    png_write_row(png, image.data() + static_cast<std::size_t>(y) * row_bytes);
  }
  png_write_end(png, nullptr);
  png_destroy_write_struct(&png, &info);
  return out;
}

Status check_size(int width, int height, ByteSpan image, std::size_t bytes_per_pixel) {
  if (width <= 0 || height <= 0 || width > 65535 || height > 65535 ||
      image.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height) *
                          bytes_per_pixel) {
    return unplaced("E-PNG-SIZE",
                     "image of " + std::to_string(width) + "x" + std::to_string(height) +
                         " needs " + std::to_string(bytes_per_pixel) + " bytes per pixel, got " +
                         std::to_string(image.size()) + " bytes");
  }
  return {};
}

}  // namespace

Result<Bytes> encode_png_indexed(int width, int height, ByteSpan pixels,
                                 const Rgb8Palette& palette) {
  WS_RETURN_IF_ERROR(check_size(width, height, pixels, 1));
  return encode(width, height, PNG_COLOR_TYPE_PALETTE, pixels, static_cast<std::size_t>(width),
                &palette);
}

Result<Bytes> encode_png_rgba(int width, int height, ByteSpan rgba) {
  WS_RETURN_IF_ERROR(check_size(width, height, rgba, 4));
  return encode(width, height, PNG_COLOR_TYPE_RGBA, rgba, 4 * static_cast<std::size_t>(width),
                nullptr);
}

}  // namespace wolfsuite::cli
