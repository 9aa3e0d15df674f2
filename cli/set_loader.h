#pragma once
// Finding and reading Wolfenstein 3-D data sets for the subcommands that take DIR arguments.
// A DIR holds sets (files named MAPHEAD.WL1, vswap.sdm, ... in any case, grouped by extension:
// data_set.h), or, when it holds none, its immediate subfolders are searched (sorted).
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

// The manifest's "set": the detected version's tag, else the extension.
std::string set_name(const WolfSet& set);

}  // namespace wolfsuite::cli
