#include "decoders/formats/build_formats.h"

#include <string>

#include "decoders/build_engine/build_map.h"
#include "decoders/build_engine/build_map_convert.h"
#include "decoders/build_engine/grp.h"
#include "decoders/build_engine/synthetic_maps.h"
#include "decoders/formats/one_file_format.h"

namespace wolfsuite {
namespace {

// The top-down view's size in extract (PNG) and in the golden manifest (raw RGBA).
constexpr int kTopDownPngSide = 1024;
constexpr int kTopDownGoldenSide = 256;

// A version 6 map as the version 7 map the document's conversion makes; others as they are.
Result<BuildMap> as_version_7_or_later(BuildMap map) {
  if (map.version == 6) return convert_build_map_v6_to_v7(map);
  return map;
}

FileInspection inspect_build_map(ByteSpan file) {
  FileInspection report;
  Result<BuildMap> map = decode_build_map(file, report.findings);
  if (!map.ok()) {
    report.error = map.error();
    return report;
  }
  validate_build_map(*map, report.findings);
  report.version = map->version;
  report.counts = {{"sectors", map->sectors.size()},
                   {"walls", map->walls.size()},
                   {"sprites", map->sprites.size()}};
  return report;
}

Result<Bytes> reencode_build_map(ByteSpan file) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const BuildMap map, decode_build_map(file, findings));
  return encode_build_map(map);
}

Result<NamedFile> top_down_png(const BuildMap& map, const std::string& name,
                               const Renderers& renderers, const ExtractSink& sink) {
  WS_ASSIGN_OR_RETURN(const RgbaImage view,
                      renderers.build_map_view(map, kTopDownPngSide, kTopDownPngSide));
  WS_ASSIGN_OR_RETURN(Bytes png, sink.png(view));
  return NamedFile{name, std::move(png)};
}

Result<std::vector<NamedFile>> extract_build_map(ByteSpan file, const Renderers& renderers,
                                                 const ExtractSink& sink) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const BuildMap map, decode_build_map(file, findings));
  std::vector<NamedFile> files;
  WS_ASSIGN_OR_RETURN(NamedFile view, top_down_png(map, "top_down.png", renderers, sink));
  files.push_back(std::move(view));
  if (map.version == 6) {
    WS_ASSIGN_OR_RETURN(const BuildMap converted, convert_build_map_v6_to_v7(map));
    WS_ASSIGN_OR_RETURN(Bytes v7, encode_build_map(converted));
    files.push_back(NamedFile{"converted_v7.map", std::move(v7)});
  }
  return files;
}

// golden/README.md "build-map": the header and the record arrays in the version 7 layout (a
// version 6 map after the document's conversion), and the top-down view's RGBA pixels.
Result<std::vector<GoldenLump>> build_map_lumps(ByteSpan file, const Renderers& renderers) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const BuildMap decoded, decode_build_map(file, findings));
  WS_ASSIGN_OR_RETURN(BuildMap map, as_version_7_or_later(decoded));
  map.trailing.clear();
  WS_ASSIGN_OR_RETURN(const Bytes encoded, encode_build_map(map));
  const auto slice = [&encoded](std::size_t from, std::size_t bytes) {
    return Bytes(encoded.begin() + static_cast<std::ptrdiff_t>(from),
                 encoded.begin() + static_cast<std::ptrdiff_t>(from + bytes));
  };
  const std::size_t sectors_at = kBuildMapHeaderBytes + 2;
  const std::size_t sectors_bytes = map.sectors.size() * kBuildSectorBytes;
  const std::size_t walls_at = sectors_at + sectors_bytes + 2;
  const std::size_t walls_bytes = map.walls.size() * kBuildWallBytes;
  const std::size_t sprites_at = walls_at + walls_bytes + 2;
  WS_ASSIGN_OR_RETURN(const RgbaImage view,
                      renderers.build_map_view(decoded, kTopDownGoldenSide, kTopDownGoldenSide));
  return std::vector<GoldenLump>{
      {"header", slice(0, kBuildMapHeaderBytes)},
      {"sectors", slice(sectors_at, sectors_bytes)},
      {"walls", slice(walls_at, walls_bytes)},
      {"sprites", slice(sprites_at, map.sprites.size() * kBuildSpriteBytes)},
      {"top_down_rgba", view.rgba},
  };
}

FileInspection inspect_grp(ByteSpan file) {
  FileInspection report;
  Result<Grp> grp = decode_grp(file, report.findings);
  if (!grp.ok()) {
    report.error = grp.error();
    return report;
  }
  // The files that are maps: those the MAP probe calls likely (a map has no magic number).
  std::size_t maps = 0;
  for (const GrpFile& entry : grp->files) {
    maps += probe_build_map(entry.data) == ProbeVerdict::kLikely;
  }
  report.version = nullptr;
  report.counts = {{"files", grp->files.size()}, {"maps", maps}};
  return report;
}

Result<Bytes> reencode_grp(ByteSpan file) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Grp grp, decode_grp(file, findings));
  return encode_grp(grp);
}

// Every file of the GRP as it is stored, and a top-down view of each map among them.
Result<std::vector<NamedFile>> extract_grp(ByteSpan file, const Renderers& renderers,
                                           const ExtractSink& sink) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Grp grp, decode_grp(file, findings));
  std::vector<NamedFile> files;
  for (std::size_t i = 0; i < grp.files.size(); ++i) {
    const std::string name = "files/" + std::to_string(i) + "_" + grp_file_name(grp.files[i]);
    files.push_back(NamedFile{name, grp.files[i].data});
    if (probe_build_map(grp.files[i].data) != ProbeVerdict::kLikely) continue;
    Findings map_findings;
    Result<BuildMap> map = decode_build_map(grp.files[i].data, map_findings);
    if (!map.ok()) continue;
    WS_ASSIGN_OR_RETURN(NamedFile view, top_down_png(*map, name + ".png", renderers, sink));
    files.push_back(std::move(view));
  }
  return files;
}

// golden/README.md "build-grp": every file's bytes, by index and name.
Result<std::vector<GoldenLump>> grp_lumps(ByteSpan file, const Renderers&) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Grp grp, decode_grp(file, findings));
  std::vector<GoldenLump> lumps;
  for (std::size_t i = 0; i < grp.files.size(); ++i) {
    lumps.emplace_back("file/" + std::to_string(i) + "/" + grp_file_name(grp.files[i]),
                       grp.files[i].data);
  }
  return lumps;
}

// The maps of decoders/build_engine/synthetic_maps.h in every version.
Result<std::vector<NamedFile>> synthetic_map_files() {
  std::vector<NamedFile> files;
  for (const std::int32_t version : {6, 7, 8, 9}) {
    WS_ASSIGN_OR_RETURN(Bytes map, encode_build_map(synthetic_build_map(version)));
    files.push_back(NamedFile{"sample_v" + std::to_string(version) + ".map", std::move(map)});
  }
  return files;
}

// A GRP of those maps.
Result<std::vector<NamedFile>> synthetic_grp_files() {
  WS_ASSIGN_OR_RETURN(Bytes grp, encode_grp(synthetic_grp()));
  return std::vector<NamedFile>{{"sample.grp", std::move(grp)}};
}

}  // namespace

const Format& build_map_format() {
  static const OneFileFormat format(
      {"build-map", probe_build_map, decode_as_any<BuildMap, decode_build_map>, inspect_build_map,
       reencode_build_map, build_map_lumps, extract_build_map, synthetic_map_files});
  return format;
}

const Format& build_grp_format() {
  static const OneFileFormat format({"build-grp", probe_grp, decode_as_any<Grp, decode_grp>,
                                     inspect_grp, reencode_grp, grp_lumps, extract_grp,
                                     synthetic_grp_files});
  return format;
}

}  // namespace wolfsuite
