#pragma once
// MAPHEAD + GAMEMAPS: the map set of a game (seed 001 "Maphead", "Gamemaps"; seed 002 "Level
// Maps"), decoded into typed maps with expanded planes and encoded back the way TED5 lays the
// files out.
//
// MAPHEAD
//   offset size      field      note
//   0      2         rlew_tag   RLEW tag for every plane, 0xABCD in every shipped game
//   2      4 * 100   offsets    map header offset in GAMEMAPS per slot; 0 = missing map,
//                               0xFFFFFFFF = sparse map. TED5's table holds 100 offsets (402-byte
//                               files in wl1 and sdm); seed 001 draws 60, the version's map count
//                               is smaller still (version.h), and the other slots are 0.
//   402    ...       tileinfo   TED5's per-tile info; the engine reads only the offsets. Empty in
//                               the shipped files.
//
// GAMEMAPS, as TED5 writes it (observed in wl1 and sdm; seed 002 "Level Maps": the file starts
// with the editor's name and version, the planes usually precede their map's header)
//   offset size      field           note
//   0      s         signature       printable ASCII, "TED5v1.0"
//   s      t         signature_tail  bytes before the first map's data: 3 in both shipped files,
//                                    not ASCII, not the same in both; the engine never reads them
//   then, for each present slot in slot order:
//          pll[0]    plane 0         stored plane (map_plane.h: Carmack over RLEW)
//          pll[1]    plane 1
//          pll[2]    plane 2
//          38        map header      see below; MAPHEAD's offset for the slot points here
//          4         "!ID!"          TED5's tag after every map header, the last one included
//
// GAMEMAPS map header (38 bytes, at offsets[slot])
//   0      4 * 3     plane_offset    file offset of each plane's stored bytes
//   12     2 * 3     plane_length    stored size of each plane
//   18     2         width           the engine refuses a map that is not 64 x 64 (seed 002)
//   20     2         height
//   22     16        name            unterminated ASCII, NUL padded (seed 001 "Gamemaps")
//
// Offsets of MAPHEAD findings and errors are MAPHEAD offsets; all others are GAMEMAPS offsets.
// Encoder errors name offset 0 (a model has no bytes) and say the slot in the message.
//
//   id                       kind     meaning (seed section)
//   E-MAPHEAD-TRUNCATED      error    MAPHEAD shorter than the 2-byte RLEW tag (001 Maphead)
//   E-GAMEMAPS-HEADER-RANGE  error    a map header's 38 bytes are outside GAMEMAPS (001 Gamemaps)
//   E-GAMEMAPS-PLANE-RANGE   error    a plane's stored range is outside GAMEMAPS (001 Gamemaps)
//   E-GAMEMAPS-MAP-AREA      limit    width * height * 2 above Limits::max_word_codec_output, at
//                                     the header's width (002 Level Maps)
//   E-CARMACK-*, E-RLEW-*    error    a plane does not expand (carmack.h, rlew.h); the message
//                                     names map and plane. Carmack offsets become GAMEMAPS
//                                     offsets; RLEW offsets count in the Carmack output, so the
//                                     error names the plane's start and the message the RLEW
//                                     offset (002 Level Maps)
//   W-MAPHEAD-RLEW-TAG       finding  tag is not 0xABCD; the engine uses it as given (001 Maphead)
//   W-MAPHEAD-SHORT          finding  fewer than 100 offsets: the engine reads the rest of its
//                                     table past the end of its copy of the file (001 Maphead)
//   W-MAPHEAD-OFFSET-ZERO    finding  offset 0 is not special to the engine, which reads that
//                                     map's header at the start of GAMEMAPS (the signature); the
//                                     slot is kept as a missing map (001 Maphead)
//   W-MAPHEAD-OFFSET-SPARSE  finding  0xFFFFFFFF: the engine leaves the map unset and crashes if
//                                     the map is played (001 Maphead)
//   W-MAPHEAD-TILEINFO       finding  bytes after the 100 offsets: not offsets, the engine does
//                                     not read them (001 Maphead)
//   W-GAMEMAPS-MAP-SIZE      finding  width or height is not 64: the engine refuses to load the
//                                     map (002 Level Maps)
//   W-GAMEMAPS-PLANE-EMPTY   finding  a plane of stored length 0: the model holds an empty
//                                     plane; for planes 0 and 1 the engine would expand whatever
//                                     its buffer held (001 Gamemaps)
//   W-GAMEMAPS-PLANE-SIZE    finding  a plane expands to other than width * height * 2 bytes:
//                                     the engine expands width * height words whatever the RLEW
//                                     frame says; the model keeps what the frame declares
//                                     (002 Level Maps)
//   W-GAMEMAPS-THIRD-PLANE   finding  plane 2 holds a non-zero word; only planes 0 and 1 are ever
//                                     used (001 Gamemaps)
//   W-GAMEMAPS-LAYOUT        finding  not laid out as TED5 writes it (a gap, an overlap, another
//                                     order, shared or trailing data): the engine reads by offset
//                                     so the maps play, but encode_map_set writes the TED5 layout
//                                     (002 Level Maps)
//   E-MAPSET-SLOTS           error    encode: more than 100 slots
//   E-MAPSET-TILEINFO        error    encode: 4 or more tileinfo bytes with fewer than 100 slots
//                                     (they would read back as offsets)
//   E-MAPSET-SIGNATURE       error    encode: a signature byte that is not printable ASCII, or a
//                                     tail starting with one that is (it would read back as
//                                     signature)
//   E-MAPSET-MAP-AREA        error    encode: width * height * 2 above the default
//                                     Limits::max_word_codec_output
//   E-MAPSET-PLANE-LENGTH    error    encode: a stored plane longer than its uint16 length field
//   E-MAPSET-HEADER-AT-ZERO  error    encode: a map header would land at offset 0, which MAPHEAD
//                                     reads as a missing map
//   E-MAPSET-FILE-SIZE       error    encode: a GAMEMAPS offset past the uint32 range
// The encoder also passes on E-RLEW-SIZE-LIMIT / E-CARMACK-SIZE-LIMIT for a plane too long to
// frame (map_plane.h).
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "decoders/compress/rlew.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/limits.h"

namespace wolfsuite {

inline constexpr std::uint32_t kMapOffsetMissing = 0;
inline constexpr std::uint32_t kMapOffsetSparse = 0xFFFFFFFF;
inline constexpr std::size_t kMapheadTagBytes = 2;
// The cap on slots: TED5's MAPHEAD table holds exactly 100 offsets (seed 001 "Maphead"), so any
// further bytes are tile info, not offsets. A set is at most 100 maps, whatever the file's size.
inline constexpr std::size_t kMapheadSlots = 100;
inline constexpr std::size_t kMapheadBytes = kMapheadTagBytes + 4 * kMapheadSlots;  // 402
inline constexpr std::size_t kMapHeaderBytes = 38;
inline constexpr std::size_t kMapNameBytes = 16;
inline constexpr int kPlanesPerMap = 3;
inline constexpr std::uint16_t kMapSide = 64;  // the only size the engine loads (seed 002)
inline constexpr std::string_view kTed5Signature = "TED5v1.0";
inline constexpr std::array<std::uint8_t, 4> kMapIdTag = {'!', 'I', 'D', '!'};

struct Maphead {
  std::uint16_t rlew_tag = 0;
  std::vector<std::uint32_t> offsets;  // at most kMapheadSlots
  friend bool operator==(const Maphead&, const Maphead&) = default;
};

struct MapHeader {
  std::array<std::uint32_t, kPlanesPerMap> plane_offset{};
  std::array<std::uint16_t, kPlanesPerMap> plane_length{};
  std::uint16_t width = 0;
  std::uint16_t height = 0;
  std::array<std::uint8_t, kMapNameBytes> name{};
  friend bool operator==(const MapHeader&, const MapHeader&) = default;
};

// The tag and the offsets (at most 100: the rest of a longer file is tile info), with the
// W-MAPHEAD-* findings. E-MAPHEAD-TRUNCATED when shorter than the tag.
Result<Maphead> decode_maphead(ByteSpan maphead, Findings& findings);
// E-GAMEMAPS-HEADER-RANGE when the 38 bytes at `offset` are not inside the file.
Result<MapHeader> decode_map_header(ByteSpan gamemaps, std::uint32_t offset);
// The stored bytes of one plane; E-GAMEMAPS-PLANE-RANGE when outside the file.
Result<ByteSpan> map_plane_stored(ByteSpan gamemaps, const MapHeader& header, int plane);

// ---- The typed map set ----------------------------------------------------------------------

struct MapFiles {
  ByteSpan maphead;
  ByteSpan gamemaps;
};

struct EncodedMapFiles {
  Bytes maphead;
  Bytes gamemaps;
  friend bool operator==(const EncodedMapFiles&, const EncodedMapFiles&) = default;
};

struct GameMap {
  std::uint16_t width = kMapSide;
  std::uint16_t height = kMapSide;
  std::array<std::uint8_t, kMapNameBytes> name{};  // raw, NUL padded
  // Expanded planes, one word per tile, row by row: 0 walls and doors, 1 objects, 2 unused
  // (seed 002 "Level Maps"). An empty plane is stored with length 0.
  std::array<std::vector<std::uint16_t>, kPlanesPerMap> planes;
  // Layout: TED5 writes "!ID!" after the header (true for every shipped map).
  bool id_tag = true;
  friend bool operator==(const GameMap&, const GameMap&) = default;
};

// A MAPHEAD slot whose offset is 0 (missing) or 0xFFFFFFFF (sparse), kept apart because the
// engine treats them differently (seed 001 "Maphead").
struct MissingMap {
  friend bool operator==(const MissingMap&, const MissingMap&) = default;
};
struct SparseMap {
  friend bool operator==(const SparseMap&, const SparseMap&) = default;
};
using MapSlot = std::variant<MissingMap, SparseMap, GameMap>;

struct MapSet {
  std::uint16_t rlew_tag = kDefaultRlewTag;
  std::vector<MapSlot> slots;  // one per MAPHEAD offset, at most kMapheadSlots
  Bytes tileinfo;              // MAPHEAD after the offsets (for a short MAPHEAD: a cut offset)
  std::string signature;       // GAMEMAPS's printable start, "TED5v1.0"
  Bytes signature_tail;        // the bytes between the signature and the first map's data
  friend bool operator==(const MapSet&, const MapSet&) = default;
};

// The map in MAPHEAD slot `slot`; null for a slot out of range, missing or sparse.
const GameMap* map_in_slot(const MapSet& maps, int slot);

// Decodes every slot the way the engine reads it (W-* findings above); a present map that does
// not decode is an error, whether or not the engine would ever load it.
Result<MapSet> decode_map_set(const MapFiles& files, Findings& findings, const Limits& limits = {});
// MAPHEAD and GAMEMAPS in TED5's layout, every plane recompressed with compress_map_plane.
// Byte-identical to the shipped wl1 and sdm files after decode_map_set.
Result<EncodedMapFiles> encode_map_set(const MapSet& set);
// Whether `error` is a refusal encode_map_set may give for a set decode_map_set returned: a plane
// some other compressor stored more tightly than compress_map_plane can (E-MAPSET-PLANE-LENGTH),
// or a GAMEMAPS without signature whose first map stores no plane, so that map's header would be
// written at offset 0, which MAPHEAD reads as a missing map (E-MAPSET-HEADER-AT-ZERO).
bool is_refusal_of_decoded_map_set(const Error& error);

// A set of `maps` in slots 0.., padded with missing slots to 100, tag 0xABCD, signature
// "TED5v1.0", no tail and no tile info: the canonical start for a set built from scratch.
MapSet new_map_set(std::vector<GameMap> maps);
// A `width` x `height` map of zero tiles on all three planes, named `name` (cut to 16 bytes).
GameMap new_game_map(std::string_view name, std::uint16_t width = kMapSide,
                     std::uint16_t height = kMapSide);

// The name up to its first NUL.
std::string map_name(const GameMap& map);
// Plane `plane` (0..2) as uint16 LE bytes, the form the golden manifest hashes.
Bytes plane_bytes_le(const GameMap& map, int plane);

}  // namespace wolfsuite
