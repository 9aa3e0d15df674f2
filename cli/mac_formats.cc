// Mac Wolfenstein 3-D First Encounter files as the subcommands see them (level_formats.h): a
// resource fork, raw or wrapped in MacBinary or AppleDouble, whose BRGR 146 map list names the
// levels (BRGR resources from the list's first level ID on, seed 000 1), plus the synthetic ones
// our encoders make.
#include <string>
#include <utility>

#include "cli/level_formats.h"
#include "cli/png_image.h"
#include "decoders/mac/fork_levels.h"
#include "decoders/mac/level.h"
#include "decoders/mac/mac_file.h"
#include "decoders/mac/resource_fork.h"
#include "decoders/mac/synthetic_first_encounter.h"
#include "reference/mac_bsp/render.h"
#include "reference/mac_bsp/view.h"

namespace wolfsuite::cli {
namespace {

// The start view's size in extract (PNG) and in the golden manifest (raw indices).
constexpr int kViewWidth = 320;
constexpr int kViewHeight = 200;
constexpr int kGoldenViewWidth = 160;
constexpr int kGoldenViewHeight = 100;
// The map image: every cell as a square of this many pixels, in the cell code's colour.
constexpr int kMapCellPixels = 4;

struct ForkContents {
  ResourceFork fork;
  std::vector<ForkLevel> levels;  // as the map list names them (fork_levels.h)
};

// Decodes the fork, its map list and every level the list names, validating each; the first
// error stops. A level the list names but the fork lacks is a finding (W-MAC-LEVEL-MISSING).
Result<ForkContents> decode_contents(ByteSpan file, Findings& findings) {
  ForkContents contents;
  WS_ASSIGN_OR_RETURN(contents.fork, decode_mac_resource_file(file, findings));
  WS_ASSIGN_OR_RETURN(ForkLevels levels, decode_fork_levels(contents.fork, findings));
  contents.levels = std::move(levels.levels);
  return contents;
}

LevelFileReport inspect_fork(ByteSpan file) {
  LevelFileReport report;
  Result<ForkContents> contents = decode_contents(file, report.findings);
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

Rgb8Palette png_palette() {
  Rgb8Palette palette{};
  const std::array<MacRgb, 256> mac = mac_palette();
  for (std::size_t i = 0; i < mac.size(); ++i) {
    palette[3 * i] = mac[i].r;
    palette[3 * i + 1] = mac[i].g;
    palette[3 * i + 2] = mac[i].b;
  }
  return palette;
}

// The same view a quarter turn to the left (y grows southwards).
MacView turned_left(MacView view) {
  view.dir_x = std::exchange(view.dir_y, -view.dir_x);
  view.plane_x = std::exchange(view.plane_y, -view.plane_x);
  return view;
}

Bytes map_pixels(const MacLevel& level) {
  const int side = kMacMapSide * kMapCellPixels;
  Bytes pixels(static_cast<std::size_t>(side) * side);
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) {
      pixels[static_cast<std::size_t>(y) * side + x] =
          level.cell(x / kMapCellPixels, y / kMapCellPixels);
    }
  }
  return pixels;
}

// Per level: the view from its player start drawn through the BSP (reference/mac_bsp), the map
// with every cell in its code's colour, and every resource's bytes as stored.
Result<std::vector<NamedFile>> extract_fork(ByteSpan file) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const ForkContents contents, decode_contents(file, findings));
  std::vector<NamedFile> files;
  const Rgb8Palette palette = png_palette();
  for (const ForkLevel& level : contents.levels) {
    const std::string stem = "levels/level_" + std::to_string(level.id);
    const int side = kMacMapSide * kMapCellPixels;
    WS_ASSIGN_OR_RETURN(Bytes map_png,
                        encode_png_indexed(side, side, map_pixels(level.level), palette));
    files.push_back(NamedFile{stem + "_map.png", std::move(map_png)});
    std::optional<MacView> view = mac_start_view(level.level, kViewWidth, kViewHeight);
    if (!view) continue;
    // The start faces a wall often enough that one view shows nothing else: all four turns.
    for (const char* turn : {"ahead", "left", "behind", "right"}) {
      const MacFrame frame = render_mac_view(level.level, *view);
      WS_ASSIGN_OR_RETURN(Bytes view_png,
                          encode_png_indexed(frame.width, frame.height, frame.pixels, palette));
      files.push_back(NamedFile{stem + "_view_" + turn + ".png", std::move(view_png)});
      view = nudged_off_lattice(turned_left(*view));
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
Result<std::vector<GoldenLump>> fork_lumps(ByteSpan file) {
  Findings findings;
  WS_ASSIGN_OR_RETURN(const ForkContents contents, decode_contents(file, findings));
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
    const std::optional<MacView> view =
        mac_start_view(level.level, kGoldenViewWidth, kGoldenViewHeight);
    if (view) lumps.emplace_back(stem + "start_view", render_mac_view(level.level, *view).pixels);
  }
  return lumps;
}

}  // namespace

const std::vector<LevelFormat>& mac_formats() {
  static const std::vector<LevelFormat> formats = {
      {"mac-resource-fork", probe_mac_resource_file, inspect_fork, reencode_fork, extract_fork,
       fork_lumps},
  };
  return formats;
}

// The synthetic First Encounter fork (decoders/mac/synthetic_first_encounter.h) in each container:
// raw, MacBinary II and AppleDouble.
Result<std::vector<NamedFile>> synthetic_mac_files() {
  WS_ASSIGN_OR_RETURN(Bytes fork, synthetic_first_encounter_resource_fork());
  WS_ASSIGN_OR_RETURN(Bytes macbinary, synthetic_first_encounter_macbinary());
  AppleDoubleFile apple_double;
  apple_double.entries.push_back(AppleDoubleEntry{kAppleDoubleResourceFork, fork});
  Bytes apple_double_bytes = encode_apple_double(apple_double);
  return std::vector<NamedFile>{{"first_encounter.rsrc", std::move(fork)},
                                {"first_encounter.bin", std::move(macbinary)},
                                {"first_encounter.appledouble", std::move(apple_double_bytes)}};
}

}  // namespace wolfsuite::cli
