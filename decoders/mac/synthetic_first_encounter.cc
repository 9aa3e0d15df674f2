#include "decoders/mac/synthetic_first_encounter.h"

#include <utility>

#include "decoders/mac/level.h"
#include "decoders/mac/mac_file.h"
#include "decoders/mac/map_list.h"
#include "decoders/mac/synthetic_level_sketch.h"

namespace wolfsuite {

const std::vector<std::vector<std::string>>& synthetic_first_encounter_sketches() {
  static const std::vector<std::vector<std::string>> sketches = {
      {
          "################",
          "#P.....#.......#",
          "#......#...o...#",
          "#..B...|.......#",
          "#......#...R...#",
          "#......#.......#",
          "####=###########",
          "#......#",
          "#.W..W.L",
          "#......#",
          "###.####",
          "###S####",
          "###.####",
          "########",
      },
      {
          "####################",
          "#P..#..............#",
          "#...|....B....B....#",
          "#...#..............#",
          "##=##.....RR.......#",
          "#...#.....RR.......#",
          "#...#..............#",
          "#...#######=########",
          "#..o|.......#......#",
          "#...#.......|......#",
          "#####.......#......#",
          "#####.......#..G...#",
          "####################",
      },
      {
          "##############",
          "#P...........#",
          "#.##.####.##.#",
          "#.#o.#..#..#.#",
          "#.####..####.#",
          "#............#",
          "######=#######",
          "#####...######",
          "#####...S.#..#",
          "#####...######",
          "#####..L######",
          "##############",
      },
  };
  return sketches;
}

Result<ResourceFork> synthetic_first_encounter_fork() {
  const auto& sketches = synthetic_first_encounter_sketches();
  MapList list;
  list.first_level = static_cast<std::uint16_t>(kSyntheticFirstLevelId);
  for (std::size_t i = 0; i < sketches.size(); ++i) {
    const auto next = static_cast<std::uint16_t>((i + 1) % sketches.size());
    list.levels.push_back({next, next, static_cast<std::uint16_t>(90 + 30 * i), 1,
                           static_cast<std::uint16_t>(i + 1)});
  }
  WS_ASSIGN_OR_RETURN(Bytes list_bytes, encode_map_list(list));
  ResourceFork fork;
  fork.resources.push_back(
      {kMapListType, kMapListId, std::string("Map List"), 0, std::move(list_bytes)});
  for (std::size_t i = 0; i < sketches.size(); ++i) {
    WS_ASSIGN_OR_RETURN(const MacLevel level, mac_level_from_sketch(sketches[i]));
    WS_ASSIGN_OR_RETURN(Bytes level_bytes, encode_mac_level(level));
    fork.resources.push_back({kMapListType, static_cast<std::int16_t>(kSyntheticFirstLevelId + i),
                              "Level " + std::to_string(i + 1), 0, std::move(level_bytes)});
  }
  return fork;
}

Result<Bytes> synthetic_first_encounter_resource_fork() {
  WS_ASSIGN_OR_RETURN(const ResourceFork fork, synthetic_first_encounter_fork());
  return encode_resource_fork(fork);
}

Result<Bytes> synthetic_first_encounter_macbinary() {
  MacBinaryFile file;
  file.name = "Levels";
  file.file_type = "MAPS";
  file.creator = "WOLF";
  WS_ASSIGN_OR_RETURN(file.resource_fork, synthetic_first_encounter_resource_fork());
  return encode_macbinary(file);
}

}  // namespace wolfsuite
