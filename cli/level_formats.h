#pragma once
// The single-file formats of the other engines' families (BUILD, Quake, Mac First Encounter)
// as the info, check, extract, golden and reencode subcommands see them: each format is found by
// its content (the family's probe, decoders/core/probe.h), never by its name, and says what it
// holds the same way.
//
//   format              family file                      counts (names as in the documents)
//   build-map           decoders/build_engine/build_map.h       sectors, walls, sprites
//   build-grp           decoders/build_engine/grp.h             files
//   quake-bsp           decoders/quake/bsp.h             one per lump: planes, vertices, ...
//   quake-pak           decoders/quake/pak.h             entries
//   mac-resource-fork   decoders/mac/resource_fork.h     resources, types (+ levels when it
//                                                        holds a map list)
// The formats of each family are listed by cli/<family>_formats.cc.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli/set_loader.h"
#include "cli/set_report.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/probe.h"

namespace wolfsuite::cli {

// What info and check report of one file.
struct LevelFileReport {
  Json version;  // the format's version field, or null for a format without one
  Json counts = Json::object();
  Findings findings;           // the decoder's and the validator's
  std::optional<Error> error;  // decoding stopped (the file is not loadable)
};

// A file an extraction (or the synthetic level maker) writes, at a path relative to its folder.
struct NamedFile {
  std::string name;  // "top_down.png", "miptex/brick.png"
  Bytes bytes;
};

// A named canonical lump of a golden manifest (golden/README.md).
using GoldenLump = std::pair<std::string, Bytes>;

struct LevelFormat {
  std::string_view name;  // "build-map"
  ProbeVerdict (*probe)(ByteSpan file);
  LevelFileReport (*inspect)(ByteSpan file);  // decode, validate, count
  Result<Bytes> (*reencode)(ByteSpan file);   // decode, then encode the model
  Result<std::vector<NamedFile>> (*extract)(ByteSpan file);
  Result<std::vector<GoldenLump>> (*golden_lumps)(ByteSpan file);
};

const std::vector<LevelFormat>& build_formats();
const std::vector<LevelFormat>& quake_formats();
const std::vector<LevelFormat>& mac_formats();
// All of them.
const std::vector<LevelFormat>& level_formats();

// Level files of each family made by our encoders from small constructed levels (and containers
// holding them): the main job's embedded default data beside the synthetic Wolfenstein 3-D set
// (`wolfsuite synthetic --levels OUT`). The same bytes on every run.
Result<std::vector<NamedFile>> synthetic_build_files();
Result<std::vector<NamedFile>> synthetic_quake_files();
Result<std::vector<NamedFile>> synthetic_mac_files();
Result<std::vector<NamedFile>> synthetic_level_files();

// The format whose probe is most sure, and at least `at_least`; nullptr when none is. A file
// named on the command line may be "unsure" (a BUILD MAP with bytes after its sprites has no
// magic number to vouch for it); a file found in a folder must be "likely".
const LevelFormat* detect_level_format(ByteSpan file,
                                       ProbeVerdict at_least = ProbeVerdict::kLikely);

struct LevelFile {
  std::filesystem::path path;
  const LevelFormat* format = nullptr;
  Bytes bytes;
};

// The level files of `path`: the file itself, or the regular files of a folder and of its
// immediate subfolders, sorted by path, each read whole (capped) and kept when a format claims
// it (detect_level_format). A file that cannot be read adds E-IO-READ to `errors`; a file named directly that no format
// claims adds E-FORMAT-UNKNOWN.
std::vector<LevelFile> find_level_files(const std::filesystem::path& path,
                                        std::vector<Error>& errors);

// What the set subcommands find in one operand: the Wolfenstein 3-D data sets of a folder
// (set_loader.h find_sets) and the level files of a file or folder. `no_data_id` is added to
// `errors` only when the operand holds neither.
struct FoundData {
  std::vector<DataSetFiles> sets;
  std::vector<LevelFile> level_files;
};
FoundData find_data(const std::filesystem::path& operand, std::vector<Error>& errors,
                    std::string_view no_data_id = "E-SET-NOT-FOUND");

// {"file", "format", "version", "counts", "findings", "errors"}: one file in info and check.
Json level_file_json(const LevelFile& file, const LevelFileReport& report);

}  // namespace wolfsuite::cli
