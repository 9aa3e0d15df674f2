// validate_build_map (build_map.h): the references and geometry checks, for every version.
#include <cstdint>
#include <string>
#include <vector>

#include "decoders/build_engine/build_map.h"

namespace wolfsuite {
namespace {

constexpr std::size_t kCountBytes = 2;  // each record array is preceded by a uint16 count

// File offsets of the records of `map` once encoded in its version's layout (build_map.h); an
// unknown version is placed like version 7, the layout the validation offsets then refer to.
struct RecordOffsets {
  BuildRecordSizes sizes;
  std::size_t sectors = 0;
  std::size_t walls = 0;
  std::size_t sprites = 0;
  std::size_t sector(std::size_t i) const { return sectors + i * sizes.sector; }
  std::size_t wall(std::size_t i) const { return walls + i * sizes.wall; }
  std::size_t sprite(std::size_t i) const { return sprites + i * sizes.sprite; }
};

RecordOffsets record_offsets(const BuildMap& map) {
  RecordOffsets at;
  at.sizes = build_record_sizes(map.version).value_or(*build_record_sizes(7));
  at.sectors = kBuildMapHeaderBytes + kCountBytes;
  at.walls = at.sectors + map.sectors.size() * at.sizes.sector + kCountBytes;
  at.sprites = at.walls + map.walls.size() * at.sizes.wall + kCountBytes;
  return at;
}

constexpr std::size_t kStartAngleOffset = 16;

bool valid_angle(std::int16_t ang) { return ang >= 0 && ang < kBuildAngleUnits; }

// Assigns each wall the sector whose range first claims it (-1: no sector). A sector whose range
// is out of bounds or runs into walls an earlier sector claimed is reported and left out of the
// loop check. Claiming stops at the first such wall, so each wall is claimed at most once and
// the pass stays linear however the ranges overlap.
std::vector<std::int32_t> claim_walls(const BuildMap& map, const RecordOffsets& at,
                                      std::vector<bool>& sector_ok, Findings& findings) {
  const auto wall_count = static_cast<std::int64_t>(map.walls.size());
  std::vector<std::int32_t> sector_of_wall(map.walls.size(), -1);
  sector_ok.assign(map.sectors.size(), false);
  for (std::size_t i = 0; i < map.sectors.size(); ++i) {
    const BuildSector& sector = map.sectors[i];
    const std::size_t offset = at.sector(i);
    const std::int64_t first = sector.wallptr;
    const std::int64_t end = first + sector.wallnum;
    if (sector.wallnum < 1 || first < 0 || end > wall_count) {
      findings.add("W-BUILD-MAP-WALLPTR", offset,
                   "sector " + std::to_string(i) + ": walls " + std::to_string(first) + " + " +
                       std::to_string(sector.wallnum) + " are not within the " +
                       std::to_string(wall_count) + " walls");
      continue;
    }
    bool overlaps = false;
    for (std::int64_t w = first; w < end && !overlaps; ++w) {
      std::int32_t& owner = sector_of_wall[static_cast<std::size_t>(w)];
      if (owner != -1) {
        findings.add("W-BUILD-MAP-WALLPTR", offset,
                     "sector " + std::to_string(i) + ": wall " + std::to_string(w) +
                         " already belongs to sector " + std::to_string(owner));
        overlaps = true;
      } else {
        owner = static_cast<std::int32_t>(i);
      }
    }
    sector_ok[i] = !overlaps;
  }
  return sector_of_wall;
}

// A sector's loops close when point2 maps its walls onto themselves one to one: a permutation of
// a finite set is made of cycles only. `pointed_at` is shared by all sectors (their walls are
// disjoint), so the pass is linear in the walls.
void check_loops(const BuildMap& map, const RecordOffsets& at, const std::vector<bool>& sector_ok,
                 Findings& findings) {
  std::vector<bool> pointed_at(map.walls.size(), false);
  for (std::size_t i = 0; i < map.sectors.size(); ++i) {
    if (!sector_ok[i]) continue;
    const std::int32_t first = map.sectors[i].wallptr;
    const std::int32_t end = first + map.sectors[i].wallnum;
    for (std::int32_t w = first; w < end; ++w) {
      const std::int32_t point2 = map.walls[static_cast<std::size_t>(w)].point2;
      std::string problem;
      if (point2 < first || point2 >= end) {
        problem = "leaves walls " + std::to_string(first) + ".." + std::to_string(end - 1);
      } else if (pointed_at[static_cast<std::size_t>(point2)]) {
        problem = "is another wall's point2 too";
      }
      if (!problem.empty()) {
        findings.add("W-BUILD-MAP-LOOP", at.sector(i),
                     "sector " + std::to_string(i) + ": wall " + std::to_string(w) + "'s point2 " +
                         std::to_string(point2) + " " + problem);
        break;
      }
      pointed_at[static_cast<std::size_t>(point2)] = true;
    }
  }
}

// Empty when wall `index` and the wall across it agree.
std::string nextwall_problem(const BuildMap& map, const std::vector<std::int32_t>& sector_of_wall,
                             std::size_t index) {
  const BuildWall& wall = map.walls[index];
  const std::int32_t nextwall = wall.nextwall;
  const std::int32_t nextsector = wall.nextsector;
  if (nextwall == -1 && nextsector == -1) return {};
  if (nextwall == -1 || nextsector == -1) return "only one of nextwall and nextsector is -1";
  if (nextwall < 0 || static_cast<std::size_t>(nextwall) >= map.walls.size() || nextsector < 0 ||
      static_cast<std::size_t>(nextsector) >= map.sectors.size()) {
    return "nextwall or nextsector is out of range";
  }
  if (static_cast<std::size_t>(nextwall) == index) return "nextwall is the wall itself";
  const BuildWall& other = map.walls[static_cast<std::size_t>(nextwall)];
  if (other.nextwall != static_cast<std::int32_t>(index)) {
    return "wall " + std::to_string(nextwall) + "'s nextwall is " + std::to_string(other.nextwall);
  }
  const std::int32_t own_sector = sector_of_wall[index];
  if (own_sector != -1 && other.nextsector != own_sector) {
    return "wall " + std::to_string(nextwall) + "'s nextsector is " +
           std::to_string(other.nextsector) + ", not sector " + std::to_string(own_sector);
  }
  const std::int32_t other_sector = sector_of_wall[static_cast<std::size_t>(nextwall)];
  if (other_sector != nextsector) {
    return "wall " + std::to_string(nextwall) + " is in sector " + std::to_string(other_sector) +
           ", not nextsector " + std::to_string(nextsector);
  }
  return {};
}

void check_nextwalls(const BuildMap& map, const RecordOffsets& at,
                     const std::vector<std::int32_t>& sector_of_wall, Findings& findings) {
  for (std::size_t i = 0; i < map.walls.size(); ++i) {
    const std::string problem = nextwall_problem(map, sector_of_wall, i);
    if (problem.empty()) continue;
    findings.add("W-BUILD-MAP-NEXTWALL", at.wall(i), "wall " + std::to_string(i) + ": " + problem);
  }
}

void check_sprites(const BuildMap& map, const RecordOffsets& at, Findings& findings) {
  for (std::size_t i = 0; i < map.sprites.size(); ++i) {
    const BuildSprite& sprite = map.sprites[i];
    const std::size_t offset = at.sprite(i);
    if (sprite.sectnum < 0 || static_cast<std::size_t>(sprite.sectnum) >= map.sectors.size()) {
      findings.add("W-BUILD-MAP-SPRITE-SECTOR", offset,
                   "sprite " + std::to_string(i) + ": sectnum " + std::to_string(sprite.sectnum) +
                       " is not one of the " + std::to_string(map.sectors.size()) + " sectors");
    }
    if (!valid_angle(sprite.ang)) {
      findings.add("W-BUILD-MAP-ANGLE", offset,
                   "sprite " + std::to_string(i) + ": ang " + std::to_string(sprite.ang) +
                       " is outside 0..2047");
    }
  }
}

}  // namespace

void validate_build_map(const BuildMap& map, Findings& findings) {
  const RecordOffsets at = record_offsets(map);
  if (!valid_angle(map.ang)) {
    findings.add("W-BUILD-MAP-ANGLE", kStartAngleOffset,
                 "start angle: " + std::to_string(map.ang) + " is outside 0..2047");
  }
  std::vector<bool> sector_ok;
  const std::vector<std::int32_t> sector_of_wall = claim_walls(map, at, sector_ok, findings);
  check_loops(map, at, sector_ok, findings);
  check_nextwalls(map, at, sector_of_wall, findings);
  check_sprites(map, at, findings);
}

}  // namespace wolfsuite
