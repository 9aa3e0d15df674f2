#include "decoders/formats/wolf_set_format.h"

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

#include "decoders/core/ascii_case.h"
#include "decoders/formats/wolf_set_extract.h"
#include "decoders/formats/wolf_set_json.h"
#include "decoders/wolf/data_set.h"
#include "decoders/wolf/set_palette.h"
#include "decoders/wolf/set_probe.h"
#include "decoders/wolf/synthetic_set.h"

namespace wolfsuite {
namespace {

FolderNames names_of(const FolderListing& listing) {
  FolderNames names{listing.folder, {}, {}};
  for (const InputFile& file : listing.files) names.files.push_back(file.path);
  for (const FolderListing& subfolder : listing.subfolders) {
    names.subfolders.push_back(names_of(subfolder));
  }
  return names;
}

void index_files(const FolderListing& listing,
                 std::map<std::filesystem::path, const InputFile*>& by_path) {
  for (const InputFile& file : listing.files) by_path[file.path] = &file;
  for (const FolderListing& subfolder : listing.subfolders) index_files(subfolder, by_path);
}

FormatReport set_report(const WolfSetFiles& files, const WolfSet& set, WolfSetReport decoded) {
  FormatReport report;
  report.name = set_name(set);
  report.version =
      set.version.version ? Json(version_facts(*set.version.version).tag) : Json(nullptr);
  report.details = set_info_details(files, set, decoded);
  report.findings = std::move(decoded.findings);
  report.errors = std::move(decoded.errors);
  return report;
}

// Every part the set has, each through its section; the walls decoded first, since the map
// overviews take their colours from them.
void extract_contents(SetContext& context) {
  const WolfSet& set = context.set;
  std::vector<std::optional<Wall>> walls;
  std::vector<ByteSpan> textures;
  if (set.vswap) {
    walls = extract_vswap(context, *set.vswap);
    for (const std::optional<Wall>& wall : walls) {
      textures.push_back(wall ? ByteSpan(wall->columns) : ByteSpan());
    }
  }
  const bool texture_colours = std::any_of(
      walls.begin(), walls.end(), [](const std::optional<Wall>& wall) { return wall.has_value(); });
  if (set.graphics) extract_graphics(context, *set.graphics);
  if (set.maps) extract_maps(context, *set.maps, textures, texture_colours);
  if (set.audio) extract_audio(context, *set.audio);
}

class WolfSetFormat final : public Format {
 public:
  std::string_view name() const override { return "wolf-set"; }
  UnitShape shape() const override { return UnitShape::kFileSet; }

  std::vector<FormatInput> gather(const FolderListing& listing) const override {
    std::map<std::filesystem::path, const InputFile*> by_path;
    index_files(listing, by_path);
    std::vector<FormatInput> inputs;
    for (const DataSetFiles& set : find_data_sets(names_of(listing))) {
      FormatInput input{set.folder, set.extension, {}};
      for (const auto& [stem, path] : set.files) input.files.push_back(*by_path.at(path));
      inputs.push_back(std::move(input));
    }
    return inputs;
  }

  ProbeVerdict probe(const FormatInput& input) const override {
    return probe_wolf_set(wolf_set_files(input));
  }

  std::any decode(const FormatInput& input, FormatReport& report) const override {
    WolfSetReport decoded;
    WolfSet set = decode_wolf_set(wolf_set_files(input), decoded);
    report.name = set_name(set);
    for (const Finding& finding : decoded.findings.items()) {
      report.findings.add(finding.id, finding.offset, finding.message);
    }
    report.errors.insert(report.errors.end(), decoded.errors.begin(), decoded.errors.end());
    return set;
  }

  FormatReport inspect(const FormatInput& input) const override {
    const WolfSetFiles files = wolf_set_files(input);
    WolfSetReport decoded;
    const WolfSet set = decode_wolf_set(files, decoded);
    return set_report(files, set, std::move(decoded));
  }

  FormatReport check(const FormatInput& input) const override {
    const WolfSetFiles files = wolf_set_files(input);
    WolfSetReport decoded;
    const WolfSet set = decode_wolf_set(files, decoded);
    check_wolf_set(set, decoded);
    check_wolf_set_startable(set, decoded);
    return set_report(files, set, std::move(decoded));
  }

  Result<std::vector<NamedFile>> reencode(const FormatInput& input) const override {
    WolfSetReport decoded;
    const WolfSet set = decode_wolf_set(wolf_set_files(input), decoded);
    WS_ASSIGN_OR_RETURN(WolfSetFiles encoded, encode_wolf_set(set));
    return named_files(std::move(encoded));
  }

  Result<GoldenManifest> golden(const FormatInput& input, const Renderers&,
                                FormatReport& report) const override {
    WolfSetReport decoded;
    const WolfSet set = decode_wolf_set(wolf_set_files(input), decoded);
    report.name = set_name(set);
    report.errors.insert(report.errors.end(), decoded.errors.begin(), decoded.errors.end());
    return golden_manifest(set, "");
  }

  Extraction extract(const FormatInput& input, std::string_view name, const Renderers& renderers,
                     ExtractSink& sink) const override {
    WolfSetReport report;
    const WolfSet set = decode_wolf_set(wolf_set_files(input), report);
    SetWriter writer(sink, report.errors);
    SetContext context{set, report, writer, sink, renderers, set_palette(set)};
    extract_contents(context);
    // set.json lists the errors met so far and counts itself; a failure to write it is one more
    // error of the set.
    std::map<std::string, std::size_t> files_with_set_json = writer.files();
    ++files_with_set_json["set"];
    writer.write_json("set", "set.json",
                      set_json(std::string(name), input.location, set, report, context.palette,
                               files_with_set_json));
    Extraction extraction{writer.files(), {}};
    for (const FamilyError& error : report.errors) extraction.errors.push_back(error.error);
    return extraction;
  }

  std::span<const std::string_view> file_kinds() const override { return kWolfSetFileKinds; }

  Result<std::vector<NamedFile>> synthetic() const override {
    WS_ASSIGN_OR_RETURN(WolfSetFiles files, synthetic_set_files());
    return named_files(std::move(files));
  }

 private:
  static std::vector<NamedFile> named_files(WolfSetFiles files) {
    std::vector<NamedFile> named;
    for (auto& [stem, bytes] : files.files) {
      named.push_back(NamedFile{stem + "." + files.extension, std::move(bytes)});
    }
    return named;
  }
};

}  // namespace

WolfSetFiles wolf_set_files(const FormatInput& input) {
  WolfSetFiles files;
  files.extension = input.group;
  for (const InputFile& file : input.files) {
    files.files[ascii_lower(file.path.stem().string())] = file.bytes;
  }
  return files;
}

const Format& wolf_set_format() {
  static const WolfSetFormat format;
  return format;
}

}  // namespace wolfsuite
