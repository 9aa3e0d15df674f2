#pragma once
// Finding and reading Wolfenstein 3-D data sets for the subcommands that work on sets alone (render,
// play, build, codecs; the others find every kind of unit: found_units.h). A DIR holds sets (files
// named MAPHEAD.WL1, vswap.sdm, ... in any case, grouped by extension), or, when it holds none, its
// immediate subfolders are searched (sorted): data_set.h find_data_sets.
#include <filesystem>
#include <string>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/wolf/data_set.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::cli {

// Every set in `folder` or one level down. Adds E-IO-READ when `folder` is not a folder and
// `no_set_id` when it holds no set.
std::vector<DataSetFiles> find_sets(const std::filesystem::path& folder, std::vector<Error>& errors,
                                    std::string_view no_set_id = "E-SET-NOT-FOUND");

// The bytes of every file of `set` (each capped by read_file).
Result<WolfSetFiles> read_set_files(const DataSetFiles& set);

// A readable name for a set in reports: "wl1 (data/wl1)".
std::string describe_set(const DataSetFiles& set);

}  // namespace wolfsuite::cli
