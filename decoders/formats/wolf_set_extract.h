#pragma once
// How extract writes a Wolfenstein 3-D data set (the files and their content:
// cli/extract_command.h): one section per decoded part of the set (VSWAP, VGAGRAPH, the maps,
// AUDIOT), each turning its lumps into files through the set's SetWriter, so the entry
// (wolf_set_format.cc) only says which parts a set has and writes set.json last, listing every
// error. A lump that does not decode is an error of the set and is skipped; the rest of the section
// is still written.
//
//   function           file                           writes
//   extract_vswap      wolf_set_extract_vswap.cc      walls/, sprites/, sounds/
//   extract_graphics   wolf_set_extract_graphics.cc   pics/, fonts/, palettes/, demos/
//   extract_maps       wolf_set_extract_maps.cc       maps/ (overviews, map JSON, legend.json)
//   extract_audio      wolf_set_extract_audio.cc      adlib/, music/, audio.json
#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/rgba_image.h"
#include "decoders/formats/extract_sink.h"
#include "decoders/formats/renderers.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/set_palette.h"
#include "decoders/wolf/vswap.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite {

// The kinds of files, in the order the summary lists them.
inline constexpr std::array<std::string_view, 12> kWolfSetFileKinds = {
    "walls", "sprites", "pics",  "fonts", "palettes", "demos",
    "maps",  "sounds",  "adlib", "music", "audio",    "set"};

// "<stem>_<number, zero padded to digits><extension>": numbered("wall", 7, 3, ".png") is
// "wall_007.png".
std::string numbered(std::string_view stem, std::size_t number, int digits,
                     std::string_view extension);

// An error met inside one lump keeps its ID and offset; the message says which lump.
Error in_lump(Error error, const std::string& lump);

// Writes the files of one set through the sink, counting them per kind. A failure becomes an
// "output" error of the set; a folder that cannot be made is reported once.
class SetWriter {
 public:
  SetWriter(ExtractSink& sink, std::vector<FamilyError>& errors) : sink_(sink), errors_(errors) {}

  void write(const char* kind, const std::string& relative, ByteSpan bytes);
  void write_json(const char* kind, const std::string& relative, const Json& document);
  void write_indexed(const char* kind, const std::string& relative, const PalettedImage& image,
                     const Rgb8Palette& palette);
  void write_rgba(const char* kind, const std::string& relative, const RgbaImage& image);
  void write_wav_u8(const char* kind, const std::string& relative, ByteSpan samples,
                    std::uint32_t rate);
  void write_wav_s16(const char* kind, const std::string& relative, const Pcm16& pcm);

  const std::map<std::string, std::size_t>& files() const { return files_; }

 private:
  void write_encoded(const char* kind, const std::string& relative, const Result<Bytes>& png);
  bool make_folder(const std::filesystem::path& folder);

  ExtractSink& sink_;
  std::vector<FamilyError>& errors_;
  std::map<std::string, std::size_t> files_;
  std::set<std::filesystem::path> made_;
  std::set<std::filesystem::path> failed_;
};

// Everything one set's extraction shares.
struct SetContext {
  const WolfSet& set;
  WolfSetReport& report;
  SetWriter& writer;
  ExtractSink& sink;
  const Renderers& renderers;
  SetPalette palette;

  void fail(const char* family, Error error, const std::string& lump) {
    report.errors.push_back(FamilyError{family, "", in_lump(std::move(error), lump)});
  }
  void progress(std::string_view kind, std::size_t done, std::size_t total) {
    sink.progress(kind, done, total);
  }
};

// The walls, sprites and digitised sounds; returns the walls decoded (nullopt for sparse and
// failed chunks), whose colours the map overviews use.
std::vector<std::optional<Wall>> extract_vswap(SetContext& context, const Vswap& vswap);

// The pictures, fonts, palettes and demos, numbered per kind in chunk order.
void extract_graphics(SetContext& context, const Graphics& graphics);

// legend.json, then per map slot its overview and JSON; walls drawn in the colours of
// `wall_textures` (VSWAP wall chunk i, empty when absent), `texture_colours` saying whether any
// texture was there.
void extract_maps(SetContext& context, const MapSet& maps, std::span<const ByteSpan> wall_textures,
                  bool texture_colours);

// The AdLib sound effects and the music as WAV (and IMF), and audio.json describing both.
void extract_audio(SetContext& context, const Audio& audio);

}  // namespace wolfsuite
