#pragma once
// The ExtractSink (decoders/formats/extract_sink.h) of `wolfsuite extract`: one unit's files under
// OUT/<unit>/, pictures encoded by png_image.h and sound by wav_audio.h, and on a terminal a
// progress line rewritten in place ("\rextract wl1: walls 40/106").
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli/io.h"
#include "decoders/formats/extract_sink.h"

namespace wolfsuite::cli {

class FolderSink final : public ExtractSink {
 public:
  // `name` is the unit's name in the progress line.
  FolderSink(std::filesystem::path root, std::string name, Streams& streams)
      : root_(std::move(root)), name_(std::move(name)), streams_(streams) {}

  Result<Bytes> png(const RgbaImage& image) const override;
  Result<Bytes> png(const PalettedImage& image, const Rgb8Palette& palette) const override;
  Bytes wav_u8(ByteSpan samples, std::uint32_t rate) const override;
  Bytes wav_s16(const std::vector<std::int16_t>& samples, std::uint32_t rate) const override;
  Status make_folder(const std::filesystem::path& folder) override;
  Status write(const std::filesystem::path& file, ByteSpan bytes) override;
  void progress(std::string_view kind, std::size_t done, std::size_t total) override;

  // Ends the progress line, when there is one.
  void finish();
  const std::filesystem::path& root() const { return root_; }

 private:
  std::filesystem::path root_;
  std::string name_;
  Streams& streams_;
  std::size_t progress_length_ = 0;
};

}  // namespace wolfsuite::cli
