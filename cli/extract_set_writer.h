#pragma once
// What every section of `wolfsuite extract` (extract_sections.h) shares while it writes one data
// set: the writer that puts files under OUT/<set>/ and counts them per kind, the progress line,
// and the naming of files and lumps. Kept apart from the sections so each of them only decodes
// its lumps and says what to write.
#include <array>
#include <cstddef>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli/extract_images.h"
#include "cli/io.h"
#include "cli/png_image.h"
#include "cli/set_report.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/wolf/set_palette.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::cli {

// The kinds of files, in the order the summary lists them.
inline constexpr std::array<const char*, 12> kFileKinds = {
    "walls", "sprites", "pics", "fonts", "palettes", "demos",
    "maps",  "sounds",  "adlib", "music", "audio",   "set"};

// Text from the data (map names, messages quoting it) may hold bytes that are not UTF-8.
std::string json_text(const Json& document);

// "<stem>_<number, zero padded to digits><extension>": numbered("wall", 7, 3, ".png") is
// "wall_007.png".
std::string numbered(std::string_view stem, std::size_t number, int digits,
                     std::string_view extension);

// An error met inside one lump keeps its ID and offset; the message says which lump.
Error in_lump(Error error, const std::string& lump);

// "\rextract wl1: walls 40/106", rewritten in place on a terminal only.
class Progress {
 public:
  Progress(Streams& streams, std::string set) : streams_(streams), set_(std::move(set)) {}

  void step(std::string_view kind, std::size_t done, std::size_t total);
  void finish();

 private:
  Streams& streams_;
  std::string set_;
  std::size_t last_length_ = 0;
};

// Writes the files of one set under its folder, counting them per kind. A failure becomes an
// E-IO-WRITE error of the set; a folder that cannot be made is reported once.
class SetWriter {
 public:
  SetWriter(std::filesystem::path root, std::vector<FamilyError>& errors)
      : root_(std::move(root)), errors_(errors) {}

  void write(const char* kind, const std::string& relative, ByteSpan bytes);
  void write_json(const char* kind, const std::string& relative, const Json& document);
  void write_indexed(const char* kind, const std::string& relative, const IndexedImage& image,
                     const Rgb8Palette& palette);
  void write_rgba(const char* kind, const std::string& relative, const RgbaImage& image);

  const std::filesystem::path& root() const { return root_; }
  std::map<std::string, std::size_t> files() const { return files_; }

 private:
  void write_encoded(const char* kind, const std::string& relative, const Result<Bytes>& png);
  bool make_folder(const std::filesystem::path& folder);

  std::filesystem::path root_;
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
  Progress& progress;
  SetPalette palette;

  void fail(const char* family, Error error, const std::string& lump) {
    report.errors.push_back(FamilyError{family, "", in_lump(std::move(error), lump)});
  }
};

}  // namespace wolfsuite::cli
