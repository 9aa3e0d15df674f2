#include "decoders/build_engine/synthetic_maps.h"

#include <string>
#include <utility>

namespace wolfsuite {
namespace {

// A 1024-unit square sector whose left edge is at `left`, its four walls in one clockwise loop.
void add_square_sector(BuildMap& map, std::int32_t left, std::int16_t picnum) {
  const auto first = static_cast<std::int16_t>(map.walls.size());
  BuildSector sector;
  sector.wallptr = first;
  sector.wallnum = 4;
  sector.ceilingz = -16384;
  sector.floorz = 8192;
  sector.ceilingpicnum = picnum;
  sector.floorpicnum = static_cast<std::int16_t>(picnum + 1);
  sector.visibility = 8;
  map.sectors.push_back(sector);
  const std::int32_t corners[4][2] = {
      {left, 0}, {left + 1024, 0}, {left + 1024, 1024}, {left, 1024}};
  for (int i = 0; i < 4; ++i) {
    BuildWall wall;
    wall.x = corners[i][0];
    wall.y = corners[i][1];
    wall.point2 = static_cast<std::int16_t>(first + (i + 1) % 4);
    wall.picnum = picnum;
    wall.xrepeat = 8;
    wall.yrepeat = 8;
    map.walls.push_back(wall);
  }
}

BuildSprite sprite_at(std::int32_t x, std::int32_t y, std::int16_t sectnum, std::int16_t ang) {
  BuildSprite sprite;
  sprite.x = x;
  sprite.y = y;
  sprite.z = 8192;
  sprite.picnum = 21;
  sprite.xrepeat = 64;
  sprite.yrepeat = 64;
  sprite.clipdist = 32;
  sprite.sectnum = sectnum;
  sprite.ang = ang;
  sprite.owner = -1;
  return sprite;
}

}  // namespace

BuildMap synthetic_build_map(std::int32_t version) {
  BuildMap map;
  map.version = version;
  map.posx = 512;
  map.posy = 512;
  map.posz = 8192;
  map.ang = 512;
  add_square_sector(map, 0, 10);
  add_square_sector(map, 1024, 20);
  map.walls[1].nextwall = 7;
  map.walls[1].nextsector = 1;
  map.walls[7].nextwall = 1;
  map.walls[7].nextsector = 0;
  map.sprites.push_back(sprite_at(300, 700, 0, 0));
  map.sprites.push_back(sprite_at(1500, 400, 1, 1024));
  if (version == 6) {
    BuildSector& sector = map.sectors[1];
    sector.ceilingstat = 0x02;
    sector.ceilingheinum = 512;
    sector.floorstat = 0x01;
    sector.floorheinum = 300;
  }
  return map;
}

Grp synthetic_grp() {
  Grp grp;
  for (std::int32_t version = 6; version <= 9; ++version) {
    GrpFile file;
    const std::string name = "SAMPLE" + std::to_string(version) + ".MAP";
    std::copy(name.begin(), name.end(), file.name_field.begin());
    const Result<Bytes> bytes = encode_build_map(synthetic_build_map(version));
    file.data = bytes.ok() ? *bytes : Bytes{};
    grp.files.push_back(std::move(file));
  }
  GrpFile readme;
  const std::string name = "READMEFI.TXT";
  std::copy(name.begin(), name.end(), readme.name_field.begin());
  readme.data = {'B', 'U', 'I', 'L', 'D', '\n'};
  grp.files.push_back(std::move(readme));
  return grp;
}

}  // namespace wolfsuite
