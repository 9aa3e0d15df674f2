#pragma once
// MAPHEAD + GAMEMAPS containers (seed 001 "Maphead", "Gamemaps"; seed 002 "Level Maps").
//
// MAPHEAD
//   offset size      field      note
//   0      2         rlew_tag   RLEW tag for every plane, usually 0xABCD
//   2      4 * n     offsets    map header offsets into GAMEMAPS; 0 = missing map (points at the
//                               file start), 0xFFFFFFFF = sparse map. n = (size - 2) / 4, 100 in
//                               the shipped files (402 bytes).
//   after the offsets, TED5 stores per-tile info the engine does not read.
//
// GAMEMAPS map header (38 bytes, at offsets[i])
//   0      4 * 3     plane_offset   file offset of each plane's stored (compressed) bytes
//   12     2 * 3     plane_length   stored size of each plane
//   18     2         width          must be 64 for the engine
//   20     2         height         must be 64 for the engine
//   22     16        name           unterminated ASCII, NUL padded
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/limits.h"

namespace wolfsuite {

inline constexpr std::uint32_t kMapOffsetSparse = 0xFFFFFFFF;
inline constexpr std::size_t kMapHeaderBytes = 38;
inline constexpr int kPlanesPerMap = 3;

struct Maphead {
  std::uint16_t rlew_tag = 0;
  std::vector<std::uint32_t> offsets;
};

struct MapHeader {
  std::array<std::uint32_t, kPlanesPerMap> plane_offset{};
  std::array<std::uint16_t, kPlanesPerMap> plane_length{};
  std::uint16_t width = 0;
  std::uint16_t height = 0;
  std::array<std::uint8_t, 16> name{};
};

// E-MAPHEAD-TRUNCATED when shorter than the tag.
Result<Maphead> decode_maphead(ByteSpan maphead, Findings& findings, const Limits& limits = {});
// E-GAMEMAPS-HEADER-RANGE when the 38 bytes at `offset` are not inside the file.
Result<MapHeader> decode_map_header(ByteSpan gamemaps, std::uint32_t offset);
// The stored bytes of one plane; E-GAMEMAPS-PLANE-RANGE when outside the file.
Result<ByteSpan> map_plane_stored(ByteSpan gamemaps, const MapHeader& header, int plane);

}  // namespace wolfsuite
