#include "decoders/formats/mac_formats.h"

#include <array>
#include <string>
#include <string_view>
#include <utility>

#include "decoders/formats/one_file_format.h"
#include "decoders/mac/fork_levels.h"
#include "decoders/mac/level.h"
#include "decoders/mac/mac_file.h"
#include "decoders/mac/resource_fork.h"
#include "decoders/mac/synthetic_first_encounter.h"

namespace wolfsuite {
namespace {

// The start view's size in extract (PNG) and in the golden manifest (raw indices).
constexpr int kViewWidth = 320;
constexpr int kViewHeight = 200;
constexpr int kGoldenViewWidth = 160;
constexpr int kGoldenViewHeight = 100;
// The map image: every cell as a square of this many pixels, in the cell code's colour.
constexpr int kMapCellPixels = 4;
// The start view and its quarter turns to the left, in the order the renderers draw them.
constexpr std::array<std::string_view, 4> kViewTurns = {"ahead", "left", "behind", "right"};

// Decodes the fork, its map list and every level the list names, validating each; the first
// error stops. A level the list names but the fork lacks is a finding (W-MAC-LEVEL-MISSING).
Result<MacForkContents> decode_contents(ByteSpan file, Findings& findings) {
  MacForkContents contents;
  WS_ASSIGN_OR_RETURN(contents.fork, decode_mac_resource_file(file, findings));
  WS_ASSIGN_OR_RETURN(ForkLevels levels, decode_fork_levels(contents.fork, findings));
  contents.levels = std::move(levels.levels);
  return contents;
}

FileInspection inspect_fork(ByteSpan file) {
  FileInspection report;
  Result<MacForkContents> contents = decode_contents(file, report.findings);
  if (!contents.ok()) {
    report.error = contents.error();
    return report;
  }
  const ResourceForkCounts fork_counts = count_resources(contents->fork);
  MacLevelCounts total;
  for (const ForkLevel& level : contents->levels) {
    const MacLevelCounts counts = count_mac_level(level.level);
    total.objects += counts.objects;
    total.bsp_entries += counts.bsp_entries;
    total.nodes += counts.nodes;
    total.segments += counts.segments;
    total.leaves += counts.leaves;
    total.doors += counts.doors;
  }
  report.counts = {{"resources", fork_counts.resources},
                   {"types", fork_counts.types},
                   {"levels", contents->levels.size()},
                   {"objects", total.objects},
                   {"bsp_entries", total.bsp_entries},
                   {"nodes", total.nodes},
                   {"segments", total.segments},
                   {"leaves", total.leaves},
                   {"doors", total.doors}};
  return report;
}

Result<Bytes> reencode_fork_bytes(ByteSpan fork) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const ResourceFork model, decode_resource_fork(fork, findings));
  return encode_resource_fork(model);
}

// The container stays what it was; the fork inside is decoded and encoded again.
Result<Bytes> reencode_fork(ByteSpan file) {
  Findings findings;
  switch (detect_mac_container(file)) {
    case MacContainer::kRawFork:
      return reencode_fork_bytes(file);
    case MacContainer::kMacBinary: {
      WS_ASSIGN_OR_RETURN(MacBinaryFile macbinary, decode_macbinary(file, findings));
      WS_ASSIGN_OR_RETURN(macbinary.resource_fork, reencode_fork_bytes(macbinary.resource_fork));
      return encode_macbinary(macbinary);
    }
    case MacContainer::kAppleDouble: {
      WS_ASSIGN_OR_RETURN(AppleDoubleFile apple_double, decode_apple_double(file, findings));
      for (AppleDoubleEntry& entry : apple_double.entries) {
        if (entry.id != kAppleDoubleResourceFork) continue;
        WS_ASSIGN_OR_RETURN(entry.data, reencode_fork_bytes(entry.data));
      }
      return encode_apple_double(apple_double);
    }
  }
  return internal_error("E-MAC-FORK-ENCODE", 0, "unknown container");
}

PalettedImage map_image(const MacLevel& level) {
  const int side = kMacMapSide * kMapCellPixels;
  PalettedImage image{side, side, Bytes(static_cast<std::size_t>(side) * side)};
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) {
      image.pixels[static_cast<std::size_t>(y) * side + x] =
          level.cell(x / kMapCellPixels, y / kMapCellPixels);
    }
  }
  return image;
}

// Per level: the view from its player start drawn through the BSP (renderers.h), the map with
// every cell in its code's colour, and every resource's bytes as stored.
Result<std::vector<NamedFile>> extract_fork(ByteSpan file, const Renderers& renderers,
                                            const ExtractSink& sink) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const MacForkContents contents, decode_contents(file, findings));
  std::vector<NamedFile> files;
  const Rgb8Palette palette = renderers.mac_palette();
  for (const ForkLevel& level : contents.levels) {
    const std::string stem = "levels/level_" + std::to_string(level.id);
    WS_ASSIGN_OR_RETURN(Bytes map_png, sink.png(map_image(level.level), palette));
    files.push_back(NamedFile{stem + "_map.png", std::move(map_png)});
    // The start faces a wall often enough that one view shows nothing else: all four turns.
    const std::vector<PalettedImage> views = renderers.mac_start_views(
        level.level, kViewWidth, kViewHeight, static_cast<int>(kViewTurns.size()));
    for (std::size_t turn = 0; turn < views.size(); ++turn) {
      WS_ASSIGN_OR_RETURN(Bytes view_png, sink.png(views[turn], palette));
      files.push_back(
          NamedFile{stem + "_view_" + std::string(kViewTurns[turn]) + ".png", std::move(view_png)});
    }
  }
  for (const MacResource& resource : contents.fork.resources) {
    std::string type = resource.type;
    for (char& c : type) {
      const bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
      if (!plain) c = '_';
    }
    files.push_back(
        NamedFile{"resources/" + type + "_" + std::to_string(resource.id) + ".bin", resource.data});
  }
  return files;
}

// golden/README.md "mac-resource-fork": every resource's bytes, and per level of the map list
// its map, zone table and the start view drawn through its BSP.
Result<std::vector<GoldenLump>> fork_lumps(ByteSpan file, const Renderers& renderers) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const MacForkContents contents, decode_contents(file, findings));
  std::vector<GoldenLump> lumps;
  for (std::size_t i = 0; i < contents.fork.resources.size(); ++i) {
    const MacResource& resource = contents.fork.resources[i];
    lumps.emplace_back(
        "resource/" + std::to_string(i) + "/" + resource.type + "/" + std::to_string(resource.id),
        resource.data);
  }
  for (const ForkLevel& level : contents.levels) {
    const std::string stem = "level/" + std::to_string(level.id) + "/";
    lumps.emplace_back(stem + "map", Bytes(level.level.map.begin(), level.level.map.end()));
    lumps.emplace_back(stem + "zones", Bytes(level.level.zones.begin(), level.level.zones.end()));
    const std::vector<PalettedImage> views =
        renderers.mac_start_views(level.level, kGoldenViewWidth, kGoldenViewHeight, 1);
    if (!views.empty()) lumps.emplace_back(stem + "start_view", views.front().pixels);
  }
  return lumps;
}

// The synthetic First Encounter fork (decoders/mac/synthetic_first_encounter.h) in each container:
// raw, MacBinary II and AppleDouble.
Result<std::vector<NamedFile>> synthetic_fork_files() {
  WS_ASSIGN_OR_RETURN(Bytes fork, synthetic_first_encounter_resource_fork());
  WS_ASSIGN_OR_RETURN(Bytes macbinary, synthetic_first_encounter_macbinary());
  AppleDoubleFile apple_double;
  apple_double.entries.push_back(AppleDoubleEntry{kAppleDoubleResourceFork, fork});
  Bytes apple_double_bytes = encode_apple_double(apple_double);
  return std::vector<NamedFile>{{"first_encounter.rsrc", std::move(fork)},
                                {"first_encounter.bin", std::move(macbinary)},
                                {"first_encounter.appledouble", std::move(apple_double_bytes)}};
}

}  // namespace

const Format& mac_resource_fork_format() {
  static const OneFileFormat format({"mac-resource-fork", probe_mac_resource_file,
                                     decode_as_any<MacForkContents, decode_contents>, inspect_fork,
                                     reencode_fork, fork_lumps, extract_fork,
                                     synthetic_fork_files});
  return format;
}

}  // namespace wolfsuite
