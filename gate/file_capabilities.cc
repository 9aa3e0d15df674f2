// map-plane, graphics-chunk, vswap-page, audio-lump: one piece of a set's files, found and
// decoded the way the engine loads it (decoders/wolf/).
#include "decoders/compress/huffman.h"
#include "decoders/compress/map_plane.h"
#include "decoders/core/findings.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/vswap.h"
#include "gate/capability_families.h"

namespace wolfsuite::gate::capability {
namespace {

Error no_such(std::string_view what, std::int64_t index, std::string_view why) {
  return malformed("E-GATE-INDEX", 0,
                   std::string(what) + " " + std::to_string(index) + " " + std::string(why));
}

}  // namespace

Result<Bytes> map_plane(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan maphead_bytes, input.input("maphead"));
  WS_ASSIGN_OR_RETURN(const ByteSpan gamemaps, input.input("gamemaps"));
  WS_ASSIGN_OR_RETURN(const std::int64_t map, input.integer("map", 0, kMapheadSlots - 1));
  WS_ASSIGN_OR_RETURN(const std::int64_t plane, input.integer("plane", 0, kPlanesPerMap - 1));
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Maphead maphead, decode_maphead(maphead_bytes, findings));
  const auto slot = static_cast<std::size_t>(map);
  if (slot >= maphead.offsets.size() || maphead.offsets[slot] == kMapOffsetMissing ||
      maphead.offsets[slot] == kMapOffsetSparse) {
    return no_such("map", map, "is not in MAPHEAD");
  }
  WS_ASSIGN_OR_RETURN(const MapHeader header, decode_map_header(gamemaps, maphead.offsets[slot]));
  WS_ASSIGN_OR_RETURN(const ByteSpan stored,
                      map_plane_stored(gamemaps, header, static_cast<int>(plane)));
  return expand_map_plane(stored, maphead.rlew_tag);
}

Result<Bytes> graphics_chunk(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan vgahead_bytes, input.input("vgahead"));
  WS_ASSIGN_OR_RETURN(const ByteSpan vgadict, input.input("vgadict"));
  WS_ASSIGN_OR_RETURN(const ByteSpan vgagraph, input.input("vgagraph"));
  WS_ASSIGN_OR_RETURN(const std::int64_t chunk, input.integer("chunk", 0, kMaxVgaheadOffsets));
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Vgahead vgahead, decode_vgahead(vgahead_bytes, findings));
  if (static_cast<std::size_t>(chunk) >= vgahead.chunk_count()) {
    return no_such("chunk", chunk, "is past VGAHEAD's chunks");
  }
  WS_ASSIGN_OR_RETURN(const ByteSpan stored,
                      vgagraph_chunk_stored(vgagraph, vgahead, static_cast<std::size_t>(chunk)));
  if (stored.empty()) return no_such("chunk", chunk, "is sparse");
  WS_ASSIGN_OR_RETURN(const HuffmanDict dict, decode_huffman_dict(vgadict));
  return huffman_expand_framed(stored, HuffmanDecoder(dict));
}

Result<Bytes> vswap_page(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan vswap_bytes, input.input("vswap"));
  WS_ASSIGN_OR_RETURN(const std::int64_t page, input.integer("page", 0, kMaxVswapChunks - 1));
  Findings findings;
  WS_ASSIGN_OR_RETURN(Vswap vswap, decode_vswap(vswap_bytes, findings));
  const auto index = static_cast<std::size_t>(page);
  if (index >= vswap.chunk_count()) return no_such("page", page, "is past VSWAP's pages");
  if (vswap.sparse(index)) return no_such("page", page, "is sparse");
  return std::move(vswap.chunks[index]);
}

Result<Bytes> audio_lump(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan audiohed, input.input("audiohed"));
  WS_ASSIGN_OR_RETURN(const ByteSpan audiot, input.input("audiot"));
  WS_ASSIGN_OR_RETURN(const std::int64_t lump, input.integer("lump", 0, kMaxAudioOffsets - 2));
  WS_ASSIGN_OR_RETURN(const std::optional<ByteSpan> stored,
                      audiot_lump({audiohed, audiot}, static_cast<std::size_t>(lump)));
  if (!stored) return no_such("lump", lump, "is past AUDIOHED's offsets");
  return Bytes(stored->begin(), stored->end());
}

}  // namespace wolfsuite::gate::capability
