// GAMEMAPS planes: Carmack over RLEW, both framed by their expanded size (map_plane.h).
#include "decoders/compress/map_plane.h"

#include <string>

#include "decoders/compress/carmack.h"
#include "decoders/compress/rlew.h"
#include "decoders/compress/word_frame.h"
#include "decoders/core/error.h"

namespace wolfsuite {

namespace {

// A frame's declared size, which must also fit the caller's buffer (map_plane.h).
Result<std::size_t> read_frame_for(ByteSpan framed, std::size_t buffer_size, const Limits& limits,
                                   const word_frame::CodecIds& ids) {
  WS_ASSIGN_OR_RETURN(const std::size_t size, word_frame::read_frame(framed, limits, ids));
  if (size > buffer_size) {
    return over_limit(ids.size_limit, 0,
                      "expanded size " + std::to_string(size) + " above the caller's buffer of " +
                          std::to_string(buffer_size) + " bytes");
  }
  return size;
}

}  // namespace

Result<std::size_t> expand_map_plane_into(ByteSpan stored, std::uint16_t rlew_tag,
                                          std::span<std::uint8_t> scratch,
                                          std::span<std::uint8_t> plane, const Limits& limits) {
  WS_ASSIGN_OR_RETURN(const std::size_t rlew_framed_size,
                      read_frame_for(stored, scratch.size(), limits, word_frame::kCarmackIds));
  const std::span<std::uint8_t> rlew_framed = scratch.first(rlew_framed_size);
  const Status carmack =
      carmack_expand_into(stored.subspan(word_frame::kFrameBytes), rlew_framed, limits);
  if (!carmack.ok()) return word_frame::past_frame(carmack.error());

  WS_ASSIGN_OR_RETURN(const std::size_t plane_size,
                      read_frame_for(rlew_framed, plane.size(), limits, word_frame::kRlewIds));
  const Status rlew = rlew_expand_into(ByteSpan(rlew_framed).subspan(word_frame::kFrameBytes),
                                       rlew_tag, plane.first(plane_size), limits);
  if (!rlew.ok()) return word_frame::past_frame(rlew.error());
  return plane_size;
}

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
