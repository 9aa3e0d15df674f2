// The C API's codecs and map planes (capi/wolfsuite.h): each checks its pointers, calls the
// decoder library and hands the bytes over.
#include "capi/call_outcome.h"
#include "capi/wolfsuite.h"
#include "decoders/compress/carmack.h"
#include "decoders/compress/huffman.h"
#include "decoders/compress/rlew.h"
#include "decoders/core/findings.h"
#include "decoders/wolf/maps.h"
#include "reference/set_playback/set_playback.h"

namespace wolfsuite::capi {
namespace {

// Checks the arguments every codec call has: the input and the result pair.
bool codec_arguments_valid(const std::uint8_t* in, std::size_t in_size, std::uint8_t** out,
                           std::size_t* out_size) {
  return clear_result(out, out_size) && readable(in, in_size);
}

constexpr const char* kCodecArguments = "null input with a size, or a null result pointer";

Result<HuffmanDict> dictionary(const std::uint8_t* dict, std::size_t dict_size) {
  return decode_huffman_dict(ByteSpan(dict, dict_size));
}

}  // namespace
}  // namespace wolfsuite::capi

using namespace wolfsuite;  // NOLINT(google-build-using-namespace): the C entry points below
using capi::guarded;

extern "C" {

int wolfsuite_rlew_expand(const uint8_t* stream, size_t stream_size, uint16_t tag,
                          size_t expanded_size, uint8_t** out, size_t* out_size) {
  return guarded([&] {
    if (!capi::codec_arguments_valid(stream, stream_size, out, out_size)) {
      return capi::invalid_argument(capi::kCodecArguments);
    }
    return capi::hand_over_result(rlew_expand(ByteSpan(stream, stream_size), expanded_size, tag),
                                  out, out_size);
  });
}

int wolfsuite_rlew_compress(const uint8_t* plain, size_t plain_size, uint16_t tag, uint8_t** out,
                            size_t* out_size) {
  return guarded([&] {
    if (!capi::codec_arguments_valid(plain, plain_size, out, out_size)) {
      return capi::invalid_argument(capi::kCodecArguments);
    }
    return capi::hand_over_result(rlew_compress(ByteSpan(plain, plain_size), tag), out, out_size);
  });
}

int wolfsuite_carmack_expand(const uint8_t* stream, size_t stream_size, size_t expanded_size,
                             uint8_t** out, size_t* out_size) {
  return guarded([&] {
    if (!capi::codec_arguments_valid(stream, stream_size, out, out_size)) {
      return capi::invalid_argument(capi::kCodecArguments);
    }
    return capi::hand_over_result(carmack_expand(ByteSpan(stream, stream_size), expanded_size), out,
                                  out_size);
  });
}

int wolfsuite_carmack_compress(const uint8_t* plain, size_t plain_size, uint8_t** out,
                               size_t* out_size) {
  return guarded([&] {
    if (!capi::codec_arguments_valid(plain, plain_size, out, out_size)) {
      return capi::invalid_argument(capi::kCodecArguments);
    }
    return capi::hand_over_result(carmack_compress(ByteSpan(plain, plain_size)), out, out_size);
  });
}

int wolfsuite_huffman_expand(const uint8_t* stream, size_t stream_size, const uint8_t* dict,
                             size_t dict_size, size_t expanded_size, uint8_t** out,
                             size_t* out_size) {
  return guarded([&] {
    if (!capi::codec_arguments_valid(stream, stream_size, out, out_size) ||
        !capi::readable(dict, dict_size)) {
      return capi::invalid_argument(capi::kCodecArguments);
    }
    const Result<HuffmanDict> tree = capi::dictionary(dict, dict_size);
    if (!tree.ok()) return capi::fail(tree.error());
    return capi::hand_over_result(
        huffman_expand(ByteSpan(stream, stream_size), expanded_size, *tree), out, out_size);
  });
}

int wolfsuite_huffman_compress(const uint8_t* plain, size_t plain_size, const uint8_t* dict,
                               size_t dict_size, uint8_t** out, size_t* out_size) {
  return guarded([&] {
    if (!capi::codec_arguments_valid(plain, plain_size, out, out_size) ||
        !capi::readable(dict, dict_size)) {
      return capi::invalid_argument(capi::kCodecArguments);
    }
    const Result<HuffmanDict> tree = capi::dictionary(dict, dict_size);
    if (!tree.ok()) return capi::fail(tree.error());
    return capi::hand_over_result(huffman_compress(ByteSpan(plain, plain_size), *tree), out,
                                  out_size);
  });
}

int wolfsuite_huffman_build_dict(const uint8_t* plain, size_t plain_size, uint8_t** dict,
                                 size_t* dict_size) {
  return guarded([&] {
    if (!capi::codec_arguments_valid(plain, plain_size, dict, dict_size)) {
      return capi::invalid_argument(capi::kCodecArguments);
    }
    return capi::hand_over(encode_huffman_dict(huffman_build_dict_for(ByteSpan(plain, plain_size))),
                           dict, dict_size);
  });
}

int wolfsuite_map_plane(const uint8_t* maphead, size_t maphead_size, const uint8_t* gamemaps,
                        size_t gamemaps_size, int map, int plane, uint8_t** out, size_t* out_size) {
  return guarded([&] {
    if (!capi::codec_arguments_valid(maphead, maphead_size, out, out_size) ||
        !capi::readable(gamemaps, gamemaps_size)) {
      return capi::invalid_argument(capi::kCodecArguments);
    }
    if (plane < 0 || plane >= kPlanesPerMap) {
      return capi::invalid_argument("plane " + std::to_string(plane) + " is not 0, 1 or 2");
    }
    Findings findings;
    const Result<MapSet> maps = decode_map_set(
        MapFiles{ByteSpan(maphead, maphead_size), ByteSpan(gamemaps, gamemaps_size)}, findings);
    if (!maps.ok()) return capi::fail(maps.error());
    const GameMap* found = set_playback::map_in_slot(*maps, map);
    if (found == nullptr) {
      return capi::fail(unplaced("E-CAPI-NO-MAP",
                                  "MAPHEAD slot " + std::to_string(map) + " holds no map (" +
                                      std::to_string(maps->slots.size()) + " slots)"));
    }
    return capi::hand_over(plane_bytes_le(*found, plane), out, out_size);
  });
}

}  // extern "C"
