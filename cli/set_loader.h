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

// The one set a command that reads one set works on (render, play, demo, golden, build), picked
// the same way everywhere: by `--set EXT` (the set's extension, any case, as `check` prints it),
// or the only set when EXT is empty. Index into `extensions` (one per set found, in order), or
//   E-SET-AMBIGUOUS  several sets and no EXT (or several with that EXT), naming them
//   E-SET-NOT-FOUND  no set has that EXT, naming those there are
// `where` names the folder in the message.
Result<std::size_t> pick_set(const std::vector<std::string>& extensions, const std::string& wanted,
                             const std::string& where);
// find_sets then pick_set: the one set of `folder` with extension `wanted`.
Result<DataSetFiles> find_one_set(const std::filesystem::path& folder, const std::string& wanted);
// The sets of `sets` with extension `wanted` (all when empty); E-SET-NOT-FOUND naming the others
// when none has it. For the commands that take every set of DIR (extract, vectors).
Result<std::vector<DataSetFiles>> sets_with_extension(std::vector<DataSetFiles> sets,
                                                      const std::string& wanted,
                                                      const std::string& where);

// The bytes of every file of `set` (each capped by read_file).
Result<WolfSetFiles> read_set_files(const DataSetFiles& set);

// A readable name for a set in reports: "wl1 (data/wl1)".
std::string describe_set(const DataSetFiles& set);

}  // namespace wolfsuite::cli
