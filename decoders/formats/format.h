#pragma once
// One entry of the format registry (registry.h): a type object per format family that can probe,
// inspect, check, decode, re-encode, list golden lumps, extract and make synthetic files (STYLE.md
// "Models to learn from": Camoto's type object per format). The commands that work on data (info,
// check, golden, extract, reencode, synthetic) walk the one list, formats(), and name no family.
//
// A unit is what an entry works on: one file (a BUILD map, a PAK), or the files of a set that
// belong together by name (a Wolfenstein 3-D set: MAPHEAD.WL1, VSWAP.WL1, ... of one folder, found
// the way the engine opens them). The command lists folders and reads files (cli/ is the only
// layer that touches the file system); the registry finds the units among them (find_units) and
// every entry works on bytes alone.
//
// What needs a reference model (a top-down view, a BSP view, a song through the OPL2) an entry asks
// of the Renderers it is given (renderers.h): the reference models sit above the decoders, so they
// are passed down, never included. Files are written through an ExtractSink (extract_sink.h).
#include <any>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/probe.h"
#include "decoders/formats/extract_sink.h"
#include "decoders/formats/renderers.h"
#include "decoders/wolf/manifest.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite {

// One file as the command found it. A file that could not be read keeps the error, which is
// reported where a unit needs the file.
struct InputFile {
  std::filesystem::path path;
  Bytes bytes;
  std::optional<Error> read_error;
};

// A folder as the command listed it: its regular files in the order the folder lists them, and
// its immediate subfolders, sorted, each listed the same way without theirs. Units are searched
// this deep and no deeper (README.md "DIR").
struct FolderListing {
  std::filesystem::path folder;
  std::vector<InputFile> files;
  std::vector<FolderListing> subfolders;
};

enum class UnitShape : std::uint8_t {
  kOneFile,  // a BUILD map, a GRP, a BSP, a PAK, a Mac resource fork
  kFileSet,  // files of one folder that belong together by name: a Wolfenstein 3-D set
};

struct FormatInput {
  std::filesystem::path location;  // the file, or the set's folder
  std::string group;               // what a set's files share: the extension, "wl1"; "" for a file
  std::vector<InputFile> files;    // the file alone, or the set's files in the order they are read

  // The first of `files` that could not be read, or nullptr.
  const Error* read_error() const;
};

// A file made in memory: a re-encoded or synthetic file, or one extract writes.
struct NamedFile {
  std::string name;  // "sample_v7.map", "miptex/brick.png"
  Bytes bytes;
};

// What inspect and check found in a unit.
struct FormatReport {
  // What golden manifests and extract's folders call the unit: a set's version tag ("wl1", else its
  // extension), a file's name.
  std::string name;
  Json version = nullptr;         // the format's version field, a set's version tag; null if none
  Json details = Json::object();  // what else info prints, in order: {"counts": {...}} for a file
  Findings findings;
  // A file's: at most one, decoding stopped (family and file empty). A set's: per file family.
  std::vector<FamilyError> errors;

  bool loadable() const { return errors.empty(); }
};

// What extract wrote of one unit.
struct Extraction {
  std::map<std::string, std::size_t> files;  // per kind (Format::file_kinds), a file's under ""
  std::vector<Error> errors;                 // in the order they happened, the unit's own first
};

class Format {
 public:
  virtual ~Format() = default;

  // "wolf-set", "build-map": what reports call the format.
  virtual std::string_view name() const = 0;
  virtual UnitShape shape() const = 0;

  // kFileSet only: the candidate units of a folder listing, found by name.
  virtual std::vector<FormatInput> gather(const FolderListing& listing) const;
  // How sure the entry is that `input` is its format, by content (decoders/core/probe.h).
  virtual ProbeVerdict probe(const FormatInput& input) const = 0;
  // The typed model (the entry's header names its type), or an empty std::any when decoding
  // stopped; errors and findings go into `report`.
  virtual std::any decode(const FormatInput& input, FormatReport& report) const = 0;
  // What `info` prints: decoded and counted.
  virtual FormatReport inspect(const FormatInput& input) const = 0;
  // What `check` prints: inspected, then checked against what the engine meets.
  virtual FormatReport check(const FormatInput& input) const = 0;
  // The unit decoded and encoded again by our encoders.
  virtual Result<std::vector<NamedFile>> reencode(const FormatInput& input) const = 0;
  // The unit's golden lumps (golden/README.md; GoldenManifest::set left empty). A set's decoding
  // problems go into `report`; a file that does not decode is an error.
  virtual Result<GoldenManifest> golden(const FormatInput& input, const Renderers& renderers,
                                        FormatReport& report) const = 0;
  // Every file of the unit into `sink`, its summary document (set.json, info.json) last; `name` is
  // the unit's output folder's name, which the summary repeats.
  virtual Extraction extract(const FormatInput& input, std::string_view name,
                             const Renderers& renderers, ExtractSink& sink) const = 0;
  // The kinds extract counts files under, in the order summaries list them; none when a unit's
  // files are counted together.
  virtual std::span<const std::string_view> file_kinds() const { return {}; }
  // Files of this format made by our encoders (`wolfsuite synthetic`), the same bytes on every run.
  virtual Result<std::vector<NamedFile>> synthetic() const = 0;
};

}  // namespace wolfsuite
