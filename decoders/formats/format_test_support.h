#pragma once
// Test doubles for the registry's tests: renderers that draw blank pictures of the asked size
// (the reference models are a layer above and tested there), and a sink that keeps every file in
// memory. Header only, for the formats_* tests.
#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "decoders/formats/extract_sink.h"
#include "decoders/formats/format.h"
#include "decoders/formats/renderers.h"

namespace wolfsuite::testing {

class BlankRenderers final : public Renderers {
 public:
  Result<RgbaImage> build_map_view(const BuildMap&, int width, int height) const override {
    return RgbaImage{width, height, Bytes(4 * static_cast<std::size_t>(width * height))};
  }
  std::vector<PalettedImage> mac_start_views(const MacLevel&, int width, int height,
                                             int views) const override {
    return std::vector<PalettedImage>(
        static_cast<std::size_t>(views),
        PalettedImage{width, height, Bytes(static_cast<std::size_t>(width * height))});
  }
  Rgb8Palette mac_palette() const override { return Rgb8Palette{}; }
  Result<RgbaImage> wolf_map_overview(const GameMap& map, const MapContents&, const VgaPalette&,
                                      std::span<const ByteSpan>) const override {
    return RgbaImage{map.width, map.height, Bytes(4u * map.width * map.height)};
  }
  Json wolf_map_legend(bool texture_colours) const override {
    return Json{{"texture_colours", texture_colours}};
  }
  Pcm16 adlib_sound(const AdlibSound&) const override { return Pcm16{{0, 1}, 49716}; }
  Pcm16 music(const Music&) const override { return Pcm16{{0, 1, 2}, 49716}; }
};

// Every file written, by its path relative to the unit's folder. Pictures and sound become a
// short text naming what they are, enough to tell files apart.
class MemorySink final : public ExtractSink {
 public:
  Result<Bytes> png(const RgbaImage& image) const override {
    return text("rgba " + std::to_string(image.width) + "x" + std::to_string(image.height));
  }
  Result<Bytes> png(const PalettedImage& image, const Rgb8Palette&) const override {
    return text("indexed " + std::to_string(image.width) + "x" + std::to_string(image.height));
  }
  Bytes wav_u8(ByteSpan samples, std::uint32_t rate) const override {
    return text("u8 " + std::to_string(samples.size()) + " at " + std::to_string(rate));
  }
  Bytes wav_s16(const std::vector<std::int16_t>& samples, std::uint32_t rate) const override {
    return text("s16 " + std::to_string(samples.size()) + " at " + std::to_string(rate));
  }
  Status make_folder(const std::filesystem::path& folder) override {
    folders.push_back(folder);
    return {};
  }
  Status write(const std::filesystem::path& file, ByteSpan bytes) override {
    files[file] = Bytes(bytes.begin(), bytes.end());
    return {};
  }
  void progress(std::string_view, std::size_t, std::size_t) override { ++progress_steps; }

  std::map<std::filesystem::path, Bytes> files;
  std::vector<std::filesystem::path> folders;
  std::size_t progress_steps = 0;

 private:
  static Bytes text(const std::string& what) { return Bytes(what.begin(), what.end()); }
};

// The files of `named` as the command would list a folder holding them.
inline FolderListing listing_of(const std::filesystem::path& folder,
                                const std::vector<NamedFile>& named) {
  FolderListing listing{folder, {}, {}};
  for (const NamedFile& file : named) {
    listing.files.push_back(InputFile{folder / file.name, file.bytes, std::nullopt});
  }
  return listing;
}

}  // namespace wolfsuite::testing
