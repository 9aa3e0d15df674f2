#include "decoders/wolf/set_probe.h"

#include <cstddef>
#include <cstdint>

#include "decoders/compress/rlew.h"
#include "decoders/core/byte_reader.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/vswap.h"

namespace wolfsuite {

bool maphead_header_agrees(ByteSpan maphead) {
  return maphead.size() >= kMapheadBytes && load_u16le(maphead, 0) == kDefaultRlewTag;
}

bool vswap_header_agrees(ByteSpan vswap) {
  if (vswap.size() < kVswapHeaderBytes) return false;
  const std::uint16_t chunk_count = load_u16le(vswap, 0);
  const std::uint16_t sprite_start = load_u16le(vswap, 2);
  const std::uint16_t sound_start = load_u16le(vswap, 4);
  return sprite_start <= sound_start && sound_start <= chunk_count &&
         kVswapHeaderBytes + kVswapChunkEntryBytes * std::size_t{chunk_count} <= vswap.size();
}

ProbeVerdict probe_wolf_set(const WolfSetFiles& files) {
  if (files.files.empty()) return ProbeVerdict::kNo;
  const Bytes* maphead = files.file("maphead");
  const Bytes* vswap = files.file("vswap");
  const int agreeing = (maphead != nullptr && maphead_header_agrees(*maphead)) +
                       (vswap != nullptr && vswap_header_agrees(*vswap));
  if (agreeing == 2) return ProbeVerdict::kCertain;
  return agreeing == 1 ? ProbeVerdict::kLikely : ProbeVerdict::kUnsure;
}

}  // namespace wolfsuite
