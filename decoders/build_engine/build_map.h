#pragma once
// BUILD engine MAP files, versions 6 to 9 (seed 003, "MAP Format (Build)"): one level, a header
// then three counted record arrays. Version 7 is what the commercial games shipped; 8 raised the
// limits and 9 marks a map using true room-over-room, both with the same records. Version 6
// (Witchaven, TekWar) has the same header but orders the record fields differently, has no
// filler bytes and keeps the sector stats in one byte each (seed 003 "Version 6"). All versions
// decode into the same model; BuildMap::version says which layout the file had and the encoder
// writes that layout back. build_map_convert.h turns a version 6 model into version 7.
//
// File
//   offset  size        field       note
//   0       4           version     int32; 6, 7, 8 or 9
//   4       4           posx        int32, player start
//   8       4           posy        int32
//   12      4           posz        int32
//   16      2           ang         int16, player start angle, 0..2047
//   18      2           cursectnum  int16, sector holding the start point
//   20      2           numsectors  uint16
//   22      ss * ns     sectors     SECTOR below; ss = 40 (v7-9), 37 (v6)
//   then    2           numwalls    uint16
//           32 * nw     walls       WALL below (32 bytes in every version)
//   then    2           numsprites  uint16
//           sp * np     sprites     SPRITE below; sp = 44 (v7-9), 43 (v6)
//   then    ...         trailing    not in the format; kept (W-BUILD-MAP-TRAILING)
//
// Versions 7, 8, 9
// SECTOR (40 bytes)                       WALL (32 bytes)               SPRITE (44 bytes)
//   0   2  wallptr        int16             0   4  x           int32      0   4  x         int32
//   2   2  wallnum        int16             4   4  y           int32      4   4  y         int32
//   4   4  ceilingz       int32             8   2  point2      int16      8   4  z         int32
//   8   4  floorz         int32             10  2  nextwall    int16      12  2  cstat     int16
//   12  2  ceilingstat    int16             12  2  nextsector  int16      14  2  picnum    int16
//   14  2  floorstat      int16             14  2  cstat       int16      16  1  shade     int8
//   16  2  ceilingpicnum  int16             16  2  picnum      int16      17  1  pal       uint8
//   18  2  ceilingheinum  int16             18  2  overpicnum  int16      18  1  clipdist  uint8
//   20  1  ceilingshade   int8              20  1  shade       int8       19  1  filler    uint8
//   21  1  ceilingpal     uint8             21  1  pal         uint8      20  1  xrepeat   uint8
//   22  1  ceilingxpanning uint8            22  1  xrepeat     uint8      21  1  yrepeat   uint8
//   23  1  ceilingypanning uint8            23  1  yrepeat     uint8      22  1  xoffset   int8
//   24  2  floorpicnum    int16             24  1  xpanning    uint8      23  1  yoffset   int8
//   26  2  floorheinum    int16             25  1  ypanning    uint8      24  2  sectnum   int16
//   28  1  floorshade     int8              26  2  lotag       int16      26  2  statnum   int16
//   29  1  floorpal       uint8             28  2  hitag       int16      28  2  ang       int16
//   30  1  floorxpanning  uint8             30  2  extra       int16      30  2  owner     int16
//   31  1  floorypanning  uint8                                           32  2  xvel      int16
//   32  1  visibility     uint8                                           34  2  yvel      int16
//   33  1  filler         uint8                                           36  2  zvel      int16
//   34  2  lotag          int16                                           38  2  lotag     int16
//   36  2  hitag          int16                                           40  2  hitag     int16
//   38  2  extra          int16                                           42  2  extra     int16
//
// Version 6 (seed 003 "Version 6"; the model's filler fields are 0 and its stats 0..255)
// SECTOR (37 bytes)                       WALL (32 bytes)               SPRITE (43 bytes)
//   0   2  wallptr        uint16            0   4  x           int32      0   4  x         int32
//   2   2  wallnum        uint16            4   4  y           int32      4   4  y         int32
//   4   2  ceilingpicnum  int16             8   2  point2      int16      8   4  z         int32
//   6   2  floorpicnum    int16             10  2  nextsector  int16      12  2  cstat     int16
//   8   2  ceilingheinum  int16             12  2  nextwall    int16      14  1  shade     int8
//   10  2  floorheinum    int16             14  2  picnum      int16      15  1  pal       uint8
//   12  4  ceilingz       int32             16  2  overpicnum  int16      16  1  clipdist  uint8
//   16  4  floorz         int32             18  1  shade       int8       17  1  xrepeat   int8
//   20  1  ceilingshade   int8              19  1  pal         uint8      18  1  yrepeat   int8
//   21  1  floorshade     int8              20  2  cstat       int16      19  1  xoffset   int8
//   22  1  ceilingxpanning uint8            22  1  xrepeat     uint8      20  1  yoffset   int8
//   23  1  floorxpanning  uint8             23  1  yrepeat     uint8      21  2  picnum    int16
//   24  1  ceilingypanning uint8            24  1  xpanning    uint8      23  2  ang       int16
//   25  1  floorypanning  uint8             25  1  ypanning    uint8      25  2  xvel      int16
//   26  1  ceilingstat    uint8             26  2  lotag       int16      27  2  yvel      int16
//   27  1  floorstat      uint8             28  2  hitag       int16      29  2  zvel      int16
//   28  1  ceilingpal     uint8             30  2  extra       int16      31  2  owner     int16
//   29  1  floorpal       uint8                                           33  2  sectnum   int16
//   30  1  visibility     uint8                                           35  2  statnum   int16
//   31  2  lotag          int16                                           37  2  lotag     int16
//   33  2  hitag          int16                                           39  2  hitag     int16
//   35  2  extra          int16                                           41  2  extra     int16
// The model keeps the stored bits: uint16 wallptr / wallnum and the int8 sprite repeats are read
// into the model's int16 / uint8 fields bit for bit, so every file re-encodes identically.
//
// Limits per version (seed 003 "Version 7", "Version 8"; version 9 keeps version 8's; version 6
// takes the maxima "the original documents suggest": 1024 sectors, 8192 walls, 4096 sprites)
//   version  MAXSECTORS  MAXWALLS  MAXSPRITES
//   6, 7     1024        8192      4096
//   8, 9     4096        16384     16384
// A count above its version's limit is an error: the engine's arrays hold no more. All limits
// are below 65536, so every count the encoder accepts fits its uint16 field.
//
// Catalogue of the IDs this file reports. Decoder and encoder offsets are file offsets (the
// encoder names the offset the field would have); validation offsets are those of the record
// the finding is about, in the file the model encodes to.
//   id                           kind     meaning
//   E-BUILD-MAP-TRUNCATED        error    the file ends inside the header, a count or a record
//                                         array (checked before anything is allocated)
//   E-BUILD-MAP-VERSION          error    version is not 6, 7, 8 or 9
//   E-BUILD-MAP-SECTOR-LIMIT     limit    numsectors above the version's MAXSECTORS
//   E-BUILD-MAP-WALL-LIMIT       limit    numwalls above MAXWALLS
//   E-BUILD-MAP-SPRITE-LIMIT     limit    numsprites above MAXSPRITES
//   E-BUILD-MAP-ENCODE           error    encode: unknown version, a count above the version's
//                                         limit (and so above 65535 too), or a version 6 model
//                                         with a field its layout cannot hold (a non-zero filler,
//                                         a sector stat outside 0..255)
//   W-BUILD-MAP-TRAILING         finding  bytes after the last sprite; the engine stops reading
//                                         there. Kept in BuildMap::trailing and written back
//   validate_build_map only (the engine loads such maps; these are what its editor would not
//   write, and what makes its renderer and clipping read the wrong walls):
//   W-BUILD-MAP-WALLPTR          finding  sector i: wallnum < 1, or wallptr .. wallptr+wallnum-1
//                                         not inside the walls, or overlapping an earlier
//                                         sector's walls
//   W-BUILD-MAP-LOOP             finding  sector i: a wall's point2 leaves the sector's walls, or
//                                         two walls share a point2, so its loops do not close
//   W-BUILD-MAP-NEXTWALL         finding  wall i: nextwall / nextsector out of range, only one of
//                                         them -1, the other wall does not point back (nextwall
//                                         and nextsector), or nextwall is not in nextsector
//   W-BUILD-MAP-SPRITE-SECTOR    finding  sprite i: sectnum not a sector of the map
//   W-BUILD-MAP-ANGLE            finding  the start angle or sprite i's ang outside 0..2047
//                                         (seed 003 "Notes")
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/limits.h"
#include "decoders/core/probe.h"

namespace wolfsuite {

inline constexpr std::size_t kBuildMapHeaderBytes = 20;  // up to numsectors
inline constexpr std::size_t kBuildSectorBytes = 40;     // versions 7-9
inline constexpr std::size_t kBuildWallBytes = 32;       // every version
inline constexpr std::size_t kBuildSpriteBytes = 44;     // versions 7-9
inline constexpr std::size_t kBuildV6SectorBytes = 37;
inline constexpr std::size_t kBuildV6SpriteBytes = 43;
inline constexpr std::int16_t kBuildAngleUnits = 2048;  // a full turn (seed 003 "Notes")

struct BuildMapLimits {
  std::size_t max_sectors = 0;
  std::size_t max_walls = 0;
  std::size_t max_sprites = 0;
};

// The version's MAXSECTORS / MAXWALLS / MAXSPRITES; nullopt for a version not decoded here.
std::optional<BuildMapLimits> build_map_limits(std::int32_t version);

struct BuildRecordSizes {
  std::size_t sector = 0;
  std::size_t wall = 0;
  std::size_t sprite = 0;
};
// The record sizes of the version's layout; nullopt for a version not decoded here.
std::optional<BuildRecordSizes> build_record_sizes(std::int32_t version);

struct BuildSector {
  std::int16_t wallptr = 0;  // first wall, an index into BuildMap::walls
  std::int16_t wallnum = 0;  // walls of the sector, all its loops
  std::int32_t ceilingz = 0;
  std::int32_t floorz = 0;
  std::int16_t ceilingstat = 0;
  std::int16_t floorstat = 0;
  std::int16_t ceilingpicnum = 0;
  std::int16_t ceilingheinum = 0;
  std::int8_t ceilingshade = 0;
  std::uint8_t ceilingpal = 0;
  std::uint8_t ceilingxpanning = 0;
  std::uint8_t ceilingypanning = 0;
  std::int16_t floorpicnum = 0;
  std::int16_t floorheinum = 0;
  std::int8_t floorshade = 0;
  std::uint8_t floorpal = 0;
  std::uint8_t floorxpanning = 0;
  std::uint8_t floorypanning = 0;
  std::uint8_t visibility = 0;
  std::uint8_t filler = 0;
  std::int16_t lotag = 0;
  std::int16_t hitag = 0;
  std::int16_t extra = 0;
  friend bool operator==(const BuildSector&, const BuildSector&) = default;
};

struct BuildWall {
  std::int32_t x = 0;  // left end; the right end is wall point2's x, y
  std::int32_t y = 0;
  std::int16_t point2 = 0;     // next wall clockwise in the same loop
  std::int16_t nextwall = -1;  // the same edge seen from the other sector, -1 for a solid wall
  std::int16_t nextsector = -1;
  std::int16_t cstat = 0;
  std::int16_t picnum = 0;
  std::int16_t overpicnum = 0;
  std::int8_t shade = 0;
  std::uint8_t pal = 0;
  std::uint8_t xrepeat = 0;
  std::uint8_t yrepeat = 0;
  std::uint8_t xpanning = 0;
  std::uint8_t ypanning = 0;
  std::int16_t lotag = 0;
  std::int16_t hitag = 0;
  std::int16_t extra = 0;
  friend bool operator==(const BuildWall&, const BuildWall&) = default;
};

struct BuildSprite {
  std::int32_t x = 0;
  std::int32_t y = 0;
  std::int32_t z = 0;
  std::int16_t cstat = 0;
  std::int16_t picnum = 0;
  std::int8_t shade = 0;
  std::uint8_t pal = 0;
  std::uint8_t clipdist = 0;
  std::uint8_t filler = 0;
  std::uint8_t xrepeat = 0;
  std::uint8_t yrepeat = 0;
  std::int8_t xoffset = 0;
  std::int8_t yoffset = 0;
  std::int16_t sectnum = 0;
  std::int16_t statnum = 0;
  std::int16_t ang = 0;
  std::int16_t owner = 0;
  std::int16_t xvel = 0;
  std::int16_t yvel = 0;
  std::int16_t zvel = 0;
  std::int16_t lotag = 0;
  std::int16_t hitag = 0;
  std::int16_t extra = 0;
  friend bool operator==(const BuildSprite&, const BuildSprite&) = default;
};

// The counts are the vector sizes.
struct BuildMap {
  std::int32_t version = 7;
  std::int32_t posx = 0;
  std::int32_t posy = 0;
  std::int32_t posz = 0;
  std::int16_t ang = 0;
  std::int16_t cursectnum = 0;
  std::vector<BuildSector> sectors;
  std::vector<BuildWall> walls;
  std::vector<BuildSprite> sprites;
  Bytes trailing;  // bytes after the last sprite (W-BUILD-MAP-TRAILING)
  friend bool operator==(const BuildMap&, const BuildMap&) = default;
};

// The limits are the per-version constants above; `limits` takes no part yet.
Result<BuildMap> decode_build_map(ByteSpan in, Findings& findings);
// Writes the layout of map.version.
Result<Bytes> encode_build_map(const BuildMap& map);

// Reads the whole file's header and counts only: kLikely when the version is 6..9, every count is
// within its version's limit and the three record arrays end exactly at the end of the file;
// kUnsure when they end before it (trailing bytes, which the decoder tolerates); kNo otherwise.
// A MAP has no magic number, so the probe never says kCertain.
ProbeVerdict probe_build_map(ByteSpan file);

// The W-BUILD-MAP-* checks of the geometry and references (catalogue above), for every version,
// in time linear in the number of records; offsets are in the layout of map.version. A map with
// no findings is one the engine can walk without reading outside its arrays.
void validate_build_map(const BuildMap& map, Findings& findings);

}  // namespace wolfsuite
