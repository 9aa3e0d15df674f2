#include "decoders/wolf/maps.h"

#include <string>

#include "decoders/core/byte_reader.h"

namespace wolfsuite {

Result<Maphead> decode_maphead(ByteSpan maphead, Findings& /*findings*/, const Limits& /*limits*/) {
  ByteReader reader(maphead, "E-MAPHEAD-TRUNCATED");
  Maphead out;
  WS_ASSIGN_OR_RETURN(out.rlew_tag, reader.u16());
  // The offset table is bounded by the file itself (a few hundred bytes in every shipped game).
  out.offsets.reserve(reader.remaining() / 4);
  while (reader.remaining() >= 4) {
    WS_ASSIGN_OR_RETURN(const std::uint32_t offset, reader.u32());
    out.offsets.push_back(offset);
  }
  return out;
}

Result<MapHeader> decode_map_header(ByteSpan gamemaps, std::uint32_t offset) {
  ByteReader file(gamemaps, "E-GAMEMAPS-HEADER-RANGE");
  WS_ASSIGN_OR_RETURN(ByteReader reader, file.sub(offset, kMapHeaderBytes));
  MapHeader header;
  for (auto& plane_offset : header.plane_offset) {
    WS_ASSIGN_OR_RETURN(plane_offset, reader.u32());
  }
  for (auto& plane_length : header.plane_length) {
    WS_ASSIGN_OR_RETURN(plane_length, reader.u16());
  }
  WS_ASSIGN_OR_RETURN(header.width, reader.u16());
  WS_ASSIGN_OR_RETURN(header.height, reader.u16());
  WS_ASSIGN_OR_RETURN(ByteSpan name, reader.bytes(header.name.size()));
  for (std::size_t i = 0; i < header.name.size(); ++i) header.name[i] = name[i];
  return header;
}

Result<ByteSpan> map_plane_stored(ByteSpan gamemaps, const MapHeader& header, int plane) {
  const auto index = static_cast<std::size_t>(plane);
  ByteReader file(gamemaps, "E-GAMEMAPS-PLANE-RANGE");
  WS_ASSIGN_OR_RETURN(ByteReader reader,
                      file.sub(header.plane_offset[index], header.plane_length[index]));
  return reader.rest();
}

}  // namespace wolfsuite
