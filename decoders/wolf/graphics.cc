#include "decoders/wolf/graphics.h"

#include <string>

#include "decoders/core/byte_reader.h"

namespace wolfsuite {

Result<Vgahead> decode_vgahead(ByteSpan vgahead, Findings& /*findings*/,
                               const Limits& /*limits*/) {
  if (vgahead.size() % 3 != 0) {
    return malformed("E-VGAHEAD-SIZE", vgahead.size(),
                     "size " + std::to_string(vgahead.size()) + " is not a multiple of 3");
  }
  ByteReader reader(vgahead, "E-VGAHEAD-SIZE");
  Vgahead out;
  out.offsets.reserve(vgahead.size() / 3);
  while (!reader.at_end()) {
    WS_ASSIGN_OR_RETURN(const std::uint32_t offset, reader.u24());
    out.offsets.push_back(offset);
  }
  return out;
}

Result<ByteSpan> vgagraph_chunk_stored(ByteSpan vgagraph, const Vgahead& head, std::size_t index) {
  if (index >= head.chunk_count()) {
    return internal_error("E-VGAHEAD-RANGE", 0, "chunk " + std::to_string(index) + " of " +
                                                    std::to_string(head.chunk_count()));
  }
  const std::uint32_t start = head.offsets[index];
  if (start == kVgaheadSparse) return ByteSpan{};
  std::size_t next = index + 1;
  while (next < head.offsets.size() && head.offsets[next] == kVgaheadSparse) ++next;
  const std::uint32_t end =
      next < head.offsets.size() ? head.offsets[next] : static_cast<std::uint32_t>(vgagraph.size());
  if (end < start) {
    return malformed("E-VGAHEAD-RANGE", index * 3,
                     "chunk " + std::to_string(index) + " ends before it starts");
  }
  ByteReader file(vgagraph, "E-VGAHEAD-RANGE");
  WS_ASSIGN_OR_RETURN(ByteReader chunk, file.sub(start, end - start));
  return chunk.rest();
}

}  // namespace wolfsuite
