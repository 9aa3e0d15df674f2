#pragma once
// The format registry: one entry per format family (format.h), the one list that info, check,
// golden, extract, reencode and synthetic walk. Adding a family is writing its entry in
// <family>_formats.cc, with its header (a OneFileCodec row for a single-file format,
// one_file_format.h; a Format subclass otherwise), and listing it in formats(); no command
// changes.
//
//   entry               shape     model (decode)     header
//   wolf-set            file set  WolfSet            wolf_set_format.h
//   build-map           one file  BuildMap           build_formats.h
//   build-grp           one file  Grp                build_formats.h
//   quake-bsp           one file  Bsp                quake_formats.h
//   quake-pak           one file  Pak                quake_formats.h
//   mac-resource-fork   one file  MacForkContents    mac_formats.h
//
// Finding units by content. A probe says what the bytes say (decoders/core/probe.h); how much
// that must be depends on what else vouches for the unit:
//   a set's files, found by the names the engine opens      at least kUnsure: the names vouch
//   a file named on the command line                         at least kUnsure: the user vouches
//   a file that merely lies in a folder                      at least kLikely: only its content
// On a tie the entry listed first wins.
#include <string_view>
#include <vector>

#include "decoders/core/probe.h"
#include "decoders/formats/format.h"

namespace wolfsuite {

// Every entry, in the order above.
const std::vector<const Format*>& formats();

// The entry named `name`, or nullptr.
const Format* find_format(std::string_view name);

// The single-file entry whose probe is most sure of `file` (a FormatInput of one file), and at
// least `at_least`; nullptr when none is.
const Format* detect_file_format(const FormatInput& file, ProbeVerdict at_least);

struct FoundUnit {
  const Format* format = nullptr;
  FormatInput input;
};

// The units of a folder listing: first the sets each file-set entry gathers and its probe grades
// at least kUnsure, entry by entry; then every readable file of the folder and of its subfolders,
// in path order, that a single-file entry grades at least kLikely.
std::vector<FoundUnit> find_units(const FolderListing& listing);

}  // namespace wolfsuite
