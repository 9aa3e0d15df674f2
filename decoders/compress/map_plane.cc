// GAMEMAPS planes: Carmack over RLEW, both framed by their expanded size (map_plane.h).
#include "decoders/compress/map_plane.h"

#include "decoders/compress/carmack.h"
#include "decoders/compress/rlew.h"
#include "decoders/compress/word_frame.h"

namespace wolfsuite {

Result<Bytes> expand_map_plane(ByteSpan stored, std::uint16_t rlew_tag, const Limits& limits) {
  WS_ASSIGN_OR_RETURN(const Bytes rlew_framed, carmack_expand_framed(stored, limits));
  return rlew_expand_framed(rlew_framed, rlew_tag, limits);
}

Result<Bytes> expand_map_plane_literal(ByteSpan stored, std::uint16_t rlew_tag,
                                       const Limits& limits) {
  // The same framing as carmack_expand_framed / rlew_expand_framed, around the literal expanders.
  WS_ASSIGN_OR_RETURN(const Bytes rlew_framed,
                      word_frame::expand_framed(stored, limits, word_frame::kCarmackIds,
                                                [&](ByteSpan stream, std::size_t size) {
                                                  return carmack_expand_literal(stream, size,
                                                                                limits);
                                                }));
  return word_frame::expand_framed(rlew_framed, limits, word_frame::kRlewIds,
                                   [&](ByteSpan stream, std::size_t size) {
                                     return rlew_expand_literal(stream, size, rlew_tag, limits);
                                   });
}

Result<Bytes> compress_map_plane(ByteSpan plane, std::uint16_t rlew_tag) {
  WS_ASSIGN_OR_RETURN(const Bytes rlew_framed, rlew_compress_framed(plane, rlew_tag));
  return carmack_compress_framed(rlew_framed);
}

}  // namespace wolfsuite
