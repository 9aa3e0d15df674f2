#include "decoders/build_engine/build_map_convert.h"

#include <string>

namespace wolfsuite {

std::int16_t v7_heinum_from_v6(std::int16_t stat, std::int16_t heinum) {
  return (stat & kBuildStatSloped) == 0 ? std::int16_t{0} : heinum;
}

Result<BuildMap> convert_build_map_v6_to_v7(const BuildMap& v6) {
  if (v6.version != 6) {
    return malformed("E-BUILD-MAP-CONVERT", 0,
                     "version " + std::to_string(v6.version) + " is not a version 6 map");
  }
  BuildMap v7 = v6;
  v7.version = 7;
  v7.trailing.clear();
  for (BuildSector& sector : v7.sectors) {
    sector.ceilingheinum = v7_heinum_from_v6(sector.ceilingstat, sector.ceilingheinum);
    sector.floorheinum = v7_heinum_from_v6(sector.floorstat, sector.floorheinum);
  }
  return v7;
}

}  // namespace wolfsuite
