// BM_LevelLoad/<variant>/<map>: a whole level as a port loads it, from MAPHEAD and GAMEMAPS to
// the three expanded planes (seed 002 "Level Maps": the level's offset at 2 + 4 * N in MAPHEAD,
// its header in GAMEMAPS, then its planes). MAPHEAD is decoded once per set before timing, as a
// port reads that one small table when it opens the files; per load it would cost a fast load
// ~40 % more here (decode_maphead's W-MAPHEAD-* findings for the empty slots).
//   literal    decode_map_header, map_plane_stored, expand_map_plane_literal
//   fast       the same with expand_map_plane_into: one scratch buffer and three plane buffers
//              kept from level to level, as a port keeps its map buffers
//   unchecked  level_load_unchecked (unchecked_codecs.h): the same steps with no checks
// fast and unchecked read the same copies of the files and write the same buffers, so neither
// gains from where its buffers sit (README.md). Inputs: every map of every real set
// ("wl1_map0", ...) and "<set>_all_maps", every map of the set per iteration.
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "bench/codec_bench.h"
#include "bench/unchecked_codecs.h"
#include "decoders/compress/map_plane.h"
#include "decoders/core/findings.h"
#include "decoders/wolf/maps.h"

namespace wolfsuite::bench {
namespace {

static_assert(kUncheckedPlanesPerMap == kPlanesPerMap);

// One set's map files, copied with slack for the unchecked loader (fast reads the same copies),
// and its MAPHEAD decoded.
struct LevelFiles {
  Bytes maphead;
  Bytes gamemaps;
  std::size_t gamemaps_size = 0;
  Maphead head;
  ByteSpan gamemaps_bytes() const { return ByteSpan(gamemaps).first(gamemaps_size); }
};

struct LevelInput {
  std::string name;  // "wl1_map0"
  std::string set;   // "wl1"
  std::size_t slot = 0;
  const LevelFiles* files = nullptr;
  std::array<Bytes, kPlanesPerMap> planes;  // the literal path's, the check before timing
  std::size_t plane_bytes() const { return planes[0].size() + planes[1].size() + planes[2].size(); }
};

// Where fast and unchecked put a level: a buffer per plane and one scratch for the Carmack output.
struct LevelBuffers {
  Bytes scratch = unchecked_output_buffer(kMaxMapPlaneBufferBytes);
  std::array<Bytes, kPlanesPerMap> planes{unchecked_output_buffer(kMaxMapPlaneBufferBytes),
                                          unchecked_output_buffer(kMaxMapPlaneBufferBytes),
                                          unchecked_output_buffer(kMaxMapPlaneBufferBytes)};
};

// The map header of `slot`, through the checked decoder.
Result<MapHeader> level_header(const LevelFiles& files, std::size_t slot) {
  return decode_map_header(files.gamemaps_bytes(), files.head.offsets[slot]);
}

Result<std::array<Bytes, kPlanesPerMap>> load_level_literal(const LevelFiles& files,
                                                            std::size_t slot) {
  WS_ASSIGN_OR_RETURN(const MapHeader header, level_header(files, slot));
  const std::uint16_t tag = files.head.rlew_tag;
  std::array<Bytes, kPlanesPerMap> planes;
  for (int plane = 0; plane < kPlanesPerMap; ++plane) {
    WS_ASSIGN_OR_RETURN(const ByteSpan stored,
                        map_plane_stored(files.gamemaps_bytes(), header, plane));
    WS_ASSIGN_OR_RETURN(planes[plane], expand_map_plane_literal(stored, tag));
  }
  return planes;
}

// The plane sizes; the planes are at the start of buffers.planes.
Result<std::array<std::size_t, kPlanesPerMap>> load_level_fast(const LevelFiles& files,
                                                               std::size_t slot,
                                                               LevelBuffers& buffers) {
  WS_ASSIGN_OR_RETURN(const MapHeader header, level_header(files, slot));
  const std::uint16_t tag = files.head.rlew_tag;
  std::array<std::size_t, kPlanesPerMap> sizes{};
  for (int plane = 0; plane < kPlanesPerMap; ++plane) {
    WS_ASSIGN_OR_RETURN(const ByteSpan stored,
                        map_plane_stored(files.gamemaps_bytes(), header, plane));
    WS_ASSIGN_OR_RETURN(sizes[plane],
                        expand_map_plane_into(stored, tag, buffers.scratch, buffers.planes[plane]));
  }
  return sizes;
}

void load_level_unchecked(const LevelFiles& files, std::size_t slot, LevelBuffers& buffers) {
  std::uint8_t* const planes[kPlanesPerMap] = {buffers.planes[0].data(), buffers.planes[1].data(),
                                               buffers.planes[2].data()};
  level_load_unchecked(files.maphead.data(), files.gamemaps.data(), slot, buffers.scratch.data(),
                       planes);
}

// "" when the three buffers start with the literal planes.
std::string compare_level(const LevelInput& level, const LevelBuffers& buffers) {
  for (int plane = 0; plane < kPlanesPerMap; ++plane) {
    const Bytes& want = level.planes[plane];
    const std::string problem =
        compare_output(want, ByteSpan(buffers.planes[plane]).first(want.size()));
    if (!problem.empty()) return "plane " + std::to_string(plane) + ": " + problem;
  }
  return "";
}

struct Levels {
  std::vector<LevelFiles> files;  // one per set, never resized after the levels point into it
  std::vector<LevelInput> levels;
};

// Every present map of every set with map files, with its literal planes.
std::shared_ptr<const Levels> load_levels(const BenchInputs& inputs,
                                          std::vector<InputGroup<LevelInput>>& groups) {
  auto levels = std::make_shared<Levels>();
  levels->files.reserve(inputs.sets.size());
  std::vector<std::string> set_names;
  for (const SetInputs& set : inputs.sets) {
    if (set.maphead.empty() || set.gamemaps.empty()) continue;
    Findings findings;
    auto head = decode_maphead(set.maphead, findings);
    if (!head.ok()) continue;
    const LevelFiles& files =
        levels->files.emplace_back(LevelFiles{with_slack(set.maphead), with_slack(set.gamemaps),
                                              set.gamemaps.size(), std::move(head).value()});
    for (std::size_t slot = 0; slot < files.head.offsets.size(); ++slot) {
      // seed 001 "Maphead": 0 is a missing map, 0xFFFFFFFF a sparse one.
      const std::uint32_t offset = files.head.offsets[slot];
      if (offset == 0 || offset == kMapOffsetSparse) continue;
      auto planes = load_level_literal(files, slot);
      if (!planes.ok()) continue;
      levels->levels.push_back(LevelInput{set.name + "_map" + std::to_string(slot), set.name, slot,
                                          &files, std::move(planes).value()});
    }
    set_names.push_back(set.name);
  }
  for (const LevelInput& level : levels->levels) {
    groups.push_back({level.name, level.set, {&level}});
  }
  for (const std::string& set : set_names) {
    InputGroup<LevelInput> all{set + "_all_maps", set, {}, true};
    for (const LevelInput& level : levels->levels) {
      if (level.set == set) all.items.push_back(&level);
    }
    if (!all.items.empty()) groups.push_back(std::move(all));
  }
  return levels;
}

}  // namespace

void register_level_benchmarks(const BenchInputs& inputs) {
  std::vector<InputGroup<LevelInput>> groups;
  const std::shared_ptr<const Levels> levels = load_levels(inputs, groups);
  const auto level_bytes = [](const LevelInput& level) { return level.plane_bytes(); };
  const auto buffers = std::make_shared<LevelBuffers>();

  for (const auto& group : groups) {
    register_expand(
        "BM_LevelLoad/literal/" + group.name, group, level_bytes,
        [levels](const LevelInput& level, std::size_t) -> std::string {
          const auto planes = load_level_literal(*level.files, level.slot);
          if (!planes.ok()) return planes.error().to_string();
          return *planes == level.planes ? "" : "the literal planes changed since loading";
        },
        [levels](const LevelInput& level, std::size_t) {
          auto planes = load_level_literal(*level.files, level.slot);
          if (!planes.ok()) return false;
          benchmark::DoNotOptimize(planes->data());
          benchmark::ClobberMemory();
          return true;
        });

    register_expand(
        "BM_LevelLoad/fast/" + group.name, group, level_bytes,
        [levels, buffers](const LevelInput& level, std::size_t) -> std::string {
          const auto sizes = load_level_fast(*level.files, level.slot, *buffers);
          if (!sizes.ok()) return sizes.error().to_string();
          for (int plane = 0; plane < kPlanesPerMap; ++plane) {
            if ((*sizes)[plane] != level.planes[plane].size()) return "a plane's size differs";
          }
          return compare_level(level, *buffers);
        },
        [levels, buffers](const LevelInput& level, std::size_t) {
          if (!load_level_fast(*level.files, level.slot, *buffers).ok()) return false;
          benchmark::DoNotOptimize(buffers->planes.data());
          benchmark::ClobberMemory();
          return true;
        },
        FirstSight::kAlso);

    register_expand(
        "BM_LevelLoad/unchecked/" + group.name, group, level_bytes,
        [levels, buffers](const LevelInput& level, std::size_t) {
          load_level_unchecked(*level.files, level.slot, *buffers);
          return compare_level(level, *buffers);
        },
        [levels, buffers](const LevelInput& level, std::size_t) {
          load_level_unchecked(*level.files, level.slot, *buffers);
          benchmark::DoNotOptimize(buffers->planes.data());
          benchmark::ClobberMemory();
          return true;
        },
        FirstSight::kAlso);
  }
}

}  // namespace wolfsuite::bench
