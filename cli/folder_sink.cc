#include "cli/folder_sink.h"

#include <ostream>
#include <system_error>

#include "cli/png_image.h"
#include "cli/wav_audio.h"
#include "decoders/core/file_io.h"

namespace wolfsuite::cli {

namespace fs = std::filesystem;

Result<Bytes> FolderSink::png(const RgbaImage& image) const {
  return encode_png_rgba(image.width, image.height, image.rgba);
}

Result<Bytes> FolderSink::png(const PalettedImage& image, const Rgb8Palette& palette) const {
  return encode_png_indexed(image.width, image.height, image.pixels, palette);
}

Bytes FolderSink::wav_u8(ByteSpan samples, std::uint32_t rate) const {
  return encode_wav_u8_mono(samples, rate);
}

Bytes FolderSink::wav_s16(const std::vector<std::int16_t>& samples, std::uint32_t rate) const {
  return encode_wav_s16_mono(samples, rate);
}

Status FolderSink::make_folder(const fs::path& folder) {
  const fs::path path = folder.empty() ? root_ : root_ / folder;
  std::error_code ec;
  fs::create_directories(path, ec);
  if (ec || !fs::is_directory(path, ec)) {
    return unplaced("E-IO-WRITE", path.string() + ": cannot create folder");
  }
  return {};
}

Status FolderSink::write(const fs::path& file, ByteSpan bytes) {
  return write_output_file(root_ / file, bytes);
}

void FolderSink::progress(std::string_view kind, std::size_t done, std::size_t total) {
  if (!streams_.err_is_terminal) return;
  std::string line = "extract " + name_ + ": " + std::string(kind) + " " + std::to_string(done) +
                     "/" + std::to_string(total);
  const std::size_t length = line.size();
  if (length < progress_length_) line.append(progress_length_ - length, ' ');
  progress_length_ = length;
  streams_.err << '\r' << line << std::flush;
}

void FolderSink::finish() {
  if (streams_.err_is_terminal && progress_length_ > 0) streams_.err << '\n' << std::flush;
}

}  // namespace wolfsuite::cli
