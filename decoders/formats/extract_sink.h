#pragma once
// Where `extract` puts the files of one unit (a set, a level file): the command's output folder
// for it (cli/folder_sink.h). The entries decide every file's name, kind and content, and how a
// failure is reported; the sink encodes pictures as PNG and sound as WAV (libpng and the WAV
// writer are the command's) and is the only part that touches the file system.
//
// Paths are relative to the unit's folder ("walls/wall_007.png"); "" is the folder itself.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string_view>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/rgba_image.h"

namespace wolfsuite {

class ExtractSink {
 public:
  virtual ~ExtractSink() = default;

  // PNG files (cli/png_image.h): E-PNG-* when libpng cannot encode the picture.
  virtual Result<Bytes> png(const RgbaImage& image) const = 0;
  virtual Result<Bytes> png(const PalettedImage& image, const Rgb8Palette& palette) const = 0;
  // Mono WAV files (cli/wav_audio.h): unsigned 8-bit samples, or signed 16-bit ones.
  virtual Bytes wav_u8(ByteSpan samples, std::uint32_t rate) const = 0;
  virtual Bytes wav_s16(const std::vector<std::int16_t>& samples, std::uint32_t rate) const = 0;

  // Makes `folder` and the folders above it; E-IO-WRITE naming the folder when it cannot.
  virtual Status make_folder(const std::filesystem::path& folder) = 0;
  // Writes a file whole or not at all (decoders/core/file_io.h); E-IO-WRITE when it cannot.
  virtual Status write(const std::filesystem::path& file, ByteSpan bytes) = 0;

  // How far the unit's extraction is ("walls", 40 of 106), for a progress line.
  virtual void progress(std::string_view kind, std::size_t done, std::size_t total) = 0;
};

}  // namespace wolfsuite
