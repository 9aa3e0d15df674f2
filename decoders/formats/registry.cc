#include "decoders/formats/registry.h"

#include <algorithm>

#include "decoders/formats/build_formats.h"
#include "decoders/formats/mac_formats.h"
#include "decoders/formats/quake_formats.h"
#include "decoders/formats/wolf_set_format.h"

namespace wolfsuite {
namespace {

void add_files(const FolderListing& listing, std::vector<const InputFile*>& files) {
  for (const InputFile& file : listing.files) files.push_back(&file);
}

}  // namespace

const std::vector<const Format*>& formats() {
  static const std::vector<const Format*> all = {
      &wolf_set_format(),  &build_map_format(), &build_grp_format(),
      &quake_bsp_format(), &quake_pak_format(), &mac_resource_fork_format(),
  };
  return all;
}

const Format* find_format(std::string_view name) {
  for (const Format* format : formats()) {
    if (format->name() == name) return format;
  }
  return nullptr;
}

const Format* detect_file_format(const FormatInput& file, ProbeVerdict at_least) {
  const Format* best = nullptr;
  ProbeVerdict best_verdict = ProbeVerdict::kNo;
  for (const Format* format : formats()) {
    if (format->shape() != UnitShape::kOneFile) continue;
    const ProbeVerdict verdict = format->probe(file);
    if (verdict >= at_least && verdict > best_verdict) {
      best = format;
      best_verdict = verdict;
    }
  }
  return best;
}

std::vector<FoundUnit> find_units(const FolderListing& listing) {
  std::vector<FoundUnit> units;
  for (const Format* format : formats()) {
    if (format->shape() != UnitShape::kFileSet) continue;
    for (FormatInput& input : format->gather(listing)) {
      if (format->probe(input) >= ProbeVerdict::kUnsure) {
        units.push_back(FoundUnit{format, std::move(input)});
      }
    }
  }
  std::vector<const InputFile*> files;
  add_files(listing, files);
  for (const FolderListing& subfolder : listing.subfolders) add_files(subfolder, files);
  std::sort(files.begin(), files.end(),
            [](const InputFile* a, const InputFile* b) { return a->path < b->path; });
  for (const InputFile* file : files) {
    if (file->read_error) continue;
    FormatInput input{file->path, "", {*file}};
    if (const Format* format = detect_file_format(input, ProbeVerdict::kLikely)) {
      units.push_back(FoundUnit{format, std::move(input)});
    }
  }
  return units;
}

}  // namespace wolfsuite
