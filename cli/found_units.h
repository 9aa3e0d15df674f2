#pragma once
// What the data subcommands (info, check, golden, extract) find in one operand: the units of the
// format registry (decoders/formats/registry.h) among the files of a folder and of its immediate
// subfolders, or the one file named. This is where those files are listed and read; the registry
// only looks at the listing.
//   DIR   every Wolfenstein 3-D set of DIR, else of each subfolder, found by name; then every file
//         of DIR and of its subfolders, in path order, that a format's probe calls likely
//   FILE  the file, when a single-file format's probe is at least unsure of it
#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/formats/registry.h"

namespace wolfsuite::cli {

struct FoundUnits {
  std::vector<FoundUnit> units;  // sets first, then files
  // What to report, in order: each file that could not be read (E-IO-READ), a FILE no format
  // reads (E-FORMAT-UNKNOWN), a DIR that is not a folder (E-IO-READ), and a DIR holding nothing
  // (the `no_data_id` given).
  std::vector<Error> errors;
  // Why the operand holds no set: not a folder, or none in it nor one folder down; nullopt when
  // it holds one. `golden` reports it when it needs a set.
  std::optional<Error> no_set;
};

FoundUnits find_units(const std::filesystem::path& operand,
                      std::string_view no_data_id = "E-SET-NOT-FOUND");

// "wl1 (data/wl1)" for a set, the path for a file: how reports name a unit.
std::string describe_unit(const FoundUnit& unit);

}  // namespace wolfsuite::cli
