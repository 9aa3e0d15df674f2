#include "cli/codec_round_trip.h"

#include <algorithm>
#include <cstddef>
#include <utility>

#include "cli/generated_inputs.h"
#include "decoders/compress/carmack.h"
#include "decoders/compress/huffman.h"
#include "decoders/compress/map_plane.h"
#include "decoders/compress/rlew.h"
#include "decoders/core/file_io.h"
#include "decoders/core/findings.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/maps.h"

namespace wolfsuite::cli {
namespace {

// The largest input the generated map plane round trip takes: a real plane is 64 x 64 words, and
// much more would not fit the uint16 Carmack frame once RLEW has added its own frame and tags.
constexpr std::size_t kGeneratedMapPlaneMaxBytes = std::size_t{64} * 64 * 2;
// The generated word inputs are dense in this tag (generated_inputs.h).
constexpr std::uint16_t kTag = kDefaultRlewTag;

Error in_context(Error error, const std::string& where) {
  error.message = where + ": " + error.message;
  return error;
}

// Empty when `actual` equals `expected`; otherwise E-CODECS-ROUNDTRIP at the first difference.
std::optional<Error> compare_round_trip(ByteSpan expected, ByteSpan actual,
                                        const std::string& where) {
  if (std::equal(expected.begin(), expected.end(), actual.begin(), actual.end())) return {};
  const auto [expected_at, actual_at] =
      std::mismatch(expected.begin(), expected.end(), actual.begin(), actual.end());
  const auto offset = static_cast<std::size_t>(expected_at - expected.begin());
  return malformed("E-CODECS-ROUNDTRIP", offset,
                   where + ": compress then expand gave " + std::to_string(actual.size()) +
                       " bytes that differ from the " + std::to_string(expected.size()) +
                       " expanded bytes from here on");
}

bool same_bytes(ByteSpan a, ByteSpan b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end());
}

std::string file_name(const std::filesystem::path& path) { return path.filename().string(); }

// One stored stream (a map plane or a VGAGRAPH chunk) through the round trip the report counts:
// expand it, recompress the result, compare with the stored bytes, expand ours back and compare
// with the first expansion. Returns the first expansion, or nothing when it failed (the error is
// in `errors`).
template <typename Expand, typename Compress>
std::optional<Bytes> round_trip_stored(ByteSpan stored, const std::string& where, Expand expand,
                                       Compress compress, StoredStreamTally& tally,
                                       std::vector<Error>& errors) {
  ++tally.count;
  tally.stored_bytes += stored.size();
  Result<Bytes> expanded = expand(stored);
  if (!expanded.ok()) {
    errors.push_back(in_context(expanded.error(), where));
    return std::nullopt;
  }
  ++tally.expanded;
  tally.expanded_bytes += expanded->size();

  Result<Bytes> ours = compress(ByteSpan(*expanded));
  if (!ours.ok()) {
    errors.push_back(in_context(ours.error(), where + ", compressing"));
    return std::move(*expanded);
  }
  tally.recompressed_bytes += ours->size();
  if (same_bytes(*ours, stored)) ++tally.identical;

  Result<Bytes> back = expand(ByteSpan(*ours));
  if (!back.ok()) {
    errors.push_back(in_context(back.error(), where + ", expanding our recompression"));
  } else if (auto mismatch = compare_round_trip(*expanded, *back, where)) {
    errors.push_back(std::move(*mismatch));
  } else {
    ++tally.roundtrip_ok;
  }
  return std::move(*expanded);
}

// The contents of every file in `paths`, or nothing after reporting the first unreadable one.
std::optional<std::vector<Bytes>> read_set_files(const std::vector<std::filesystem::path>& paths,
                                                 std::vector<Error>& errors) {
  std::vector<Bytes> contents;
  for (const auto& path : paths) {
    Result<Bytes> bytes = read_file(path);
    if (!bytes.ok()) {
      errors.push_back(bytes.error());
      return std::nullopt;
    }
    contents.push_back(std::move(*bytes));
  }
  return contents;
}

StoredStreamTally round_trip_map_planes(const std::filesystem::path& maphead_path,
                                        const std::filesystem::path& gamemaps_path,
                                        std::vector<Error>& errors) {
  StoredStreamTally tally;
  const std::string files = file_name(maphead_path) + " + " + file_name(gamemaps_path);
  auto contents = read_set_files({maphead_path, gamemaps_path}, errors);
  if (!contents) {
    ++tally.count;  // the set's maps could not be examined at all: that is not "all ok"
    return tally;
  }
  const ByteSpan gamemaps = (*contents)[1];
  Findings findings;
  Result<Maphead> maphead = decode_maphead((*contents)[0], findings);
  if (!maphead.ok()) {
    errors.push_back(in_context(maphead.error(), file_name(maphead_path)));
    ++tally.count;
    return tally;
  }

  for (std::size_t map = 0; map < maphead->offsets.size(); ++map) {
    const std::uint32_t header_offset = maphead->offsets[map];
    // 0 points at the file start (no map), 0xFFFFFFFF is a sparse map (seed 001 "Maphead").
    if (header_offset == 0 || header_offset == kMapOffsetSparse) continue;
    const std::string map_where = files + " map " + std::to_string(map);
    Result<MapHeader> header = decode_map_header(gamemaps, header_offset);
    if (!header.ok()) {
      errors.push_back(in_context(header.error(), map_where));
      ++tally.count;
      continue;
    }
    for (int plane = 0; plane < kPlanesPerMap; ++plane) {
      const std::string where = map_where + " plane " + std::to_string(plane) +
                                " (stored at byte " + std::to_string(header->plane_offset[plane]) +
                                ")";
      Result<ByteSpan> stored = map_plane_stored(gamemaps, *header, plane);
      if (!stored.ok()) {
        errors.push_back(in_context(stored.error(), where));
        ++tally.count;
        continue;
      }
      if (stored->empty()) continue;  // a plane the map does not have
      const std::uint16_t tag = maphead->rlew_tag;
      round_trip_stored(
          *stored, where, [tag](ByteSpan in) { return expand_map_plane(in, tag); },
          [tag](ByteSpan tiles) { return compress_map_plane(tiles, tag); }, tally, errors);
    }
  }
  return tally;
}

struct VgagraphTally {
  StoredStreamTally chunks;
  std::uint64_t sparse_skipped = 0;
  std::uint64_t tile8_skipped = 0;
};

VgagraphTally round_trip_vgagraph(const std::filesystem::path& vgahead_path,
                                  const std::filesystem::path& vgadict_path,
                                  const std::filesystem::path& vgagraph_path,
                                  std::vector<Error>& errors) {
  VgagraphTally tally;
  auto contents = read_set_files({vgahead_path, vgadict_path, vgagraph_path}, errors);
  if (!contents) {
    ++tally.chunks.count;
    return tally;
  }
  const ByteSpan vgagraph = (*contents)[2];
  Findings findings;
  Result<Vgahead> head = decode_vgahead((*contents)[0], findings);
  if (!head.ok()) {
    errors.push_back(in_context(head.error(), file_name(vgahead_path)));
    ++tally.chunks.count;
    return tally;
  }
  Result<HuffmanDict> dict = decode_huffman_dict((*contents)[1]);
  if (!dict.ok()) {
    errors.push_back(in_context(dict.error(), file_name(vgadict_path)));
    ++tally.chunks.count;
    return tally;
  }
  const HuffmanDecoder decoder(*dict);
  const std::string files = file_name(vgahead_path) + " + " + file_name(vgagraph_path);

  // Chunk 0, the picture table, tells where the tile8 chunk is: 4 bytes per picture, and the
  // pictures start at chunk 3 (seed 001 "Vgagraph"). So chunk 0 is expanded first.
  std::optional<std::size_t> tile8_chunk;
  for (std::size_t chunk = 0; chunk < head->chunk_count(); ++chunk) {
    if (head->offsets[chunk] == kVgaheadSparse) {
      ++tally.sparse_skipped;
      continue;
    }
    if (tile8_chunk && chunk == *tile8_chunk) {
      ++tally.tile8_skipped;
      continue;
    }
    const std::string where = files + " chunk " + std::to_string(chunk) + " (stored at byte " +
                              std::to_string(head->offsets[chunk]) + ")";
    Result<ByteSpan> stored = vgagraph_chunk_stored(vgagraph, *head, chunk);
    if (!stored.ok()) {
      errors.push_back(in_context(stored.error(), where));
      ++tally.chunks.count;
      continue;
    }
    const std::optional<Bytes> expanded = round_trip_stored(
        *stored, where, [&decoder](ByteSpan in) { return huffman_expand_framed(in, decoder); },
        [&dict](ByteSpan plain) { return huffman_compress_framed(plain, *dict); }, tally.chunks,
        errors);
    if (chunk != 0) continue;
    if (!expanded) {
      errors.back().message += " (the picture table: the other chunks are not examined without it)";
      return tally;
    }
    tile8_chunk = 3 + expanded->size() / 4;
  }
  return tally;
}

// One generated input through one codec: compress, expand, compare.
template <typename Compress, typename Expand>
void round_trip_one(GeneratedTally& tally, const GeneratedInput& input, const std::string& where,
                    Compress compress, Expand expand, std::vector<Error>& errors) {
  ++tally.count;
  tally.plain_bytes += input.bytes.size();
  Result<Bytes> compressed = compress(ByteSpan(input.bytes));
  if (!compressed.ok()) {
    errors.push_back(in_context(compressed.error(), where + ", compressing"));
    return;
  }
  tally.compressed_bytes += compressed->size();
  Result<Bytes> back = expand(ByteSpan(*compressed));
  if (!back.ok()) {
    errors.push_back(in_context(back.error(), where + ", expanding our compression"));
    return;
  }
  if (auto mismatch = compare_round_trip(input.bytes, *back, where)) {
    errors.push_back(std::move(*mismatch));
    return;
  }
  ++tally.roundtrip_ok;
}

}  // namespace

SetRoundTrip round_trip_set(const DataSetFiles& set, std::vector<Error>& errors,
                            const ProgressFn& progress) {
  SetRoundTrip result;
  result.name = set.extension;
  result.folder = set.folder;

  const auto maphead = set.file("maphead");
  const auto gamemaps = set.file("gamemaps");
  if (maphead && gamemaps) {
    if (progress) progress(set.extension + ": map planes");
    result.map_planes = round_trip_map_planes(*maphead, *gamemaps, errors);
  }

  const auto vgahead = set.file("vgahead");
  const auto vgadict = set.file("vgadict");
  const auto vgagraph = set.file("vgagraph");
  if (vgahead && vgadict && vgagraph) {
    if (progress) progress(set.extension + ": vgagraph chunks");
    VgagraphTally tally = round_trip_vgagraph(*vgahead, *vgadict, *vgagraph, errors);
    result.vgagraph_chunks = tally.chunks;
    result.vgagraph_sparse_skipped = tally.sparse_skipped;
    result.vgagraph_tile8_skipped = tally.tile8_skipped;
  }
  return result;
}

GeneratedRoundTrip round_trip_generated(std::uint64_t seed, std::vector<Error>& errors,
                                        const ProgressFn& progress) {
  GeneratedRoundTrip result;
  result.seed = seed;

  if (progress) progress("generated: rlew, carmack, map planes");
  for (const GeneratedInput& input : generated_word_inputs(seed)) {
    round_trip_one(
        result.rlew, input, "generated rlew " + input.name,
        [](ByteSpan plain) { return rlew_compress_framed(plain, kTag); },
        [](ByteSpan framed) { return rlew_expand_framed(framed, kTag); }, errors);
    round_trip_one(
        result.carmack, input, "generated carmack " + input.name,
        [](ByteSpan plain) { return carmack_compress_framed(plain); },
        [](ByteSpan framed) { return carmack_expand_framed(framed); }, errors);
    if (input.bytes.size() <= kGeneratedMapPlaneMaxBytes) {
      round_trip_one(
          result.map_plane, input, "generated map plane " + input.name,
          [](ByteSpan plane) { return compress_map_plane(plane, kTag); },
          [](ByteSpan stored) { return expand_map_plane(stored, kTag); }, errors);
    }
  }

  if (progress) progress("generated: huffman");
  for (const GeneratedInput& input : generated_byte_inputs(seed)) {
    const std::string where = "generated huffman " + input.name;
    // The dictionary goes through its VGADICT bytes, as `huffman compress` / `expand` pass it.
    const HuffmanDict built = huffman_build_dict_for(input.bytes);
    Result<HuffmanDict> dict = decode_huffman_dict(encode_huffman_dict(built));
    if (!dict.ok() || !(*dict == built)) {
      ++result.huffman.count;
      result.huffman.plain_bytes += input.bytes.size();
      errors.push_back(dict.ok() ? unplaced("E-CODECS-DICT-ROUNDTRIP",
                                             where + ": the built dictionary changed when "
                                                     "written as VGADICT and read back")
                                 : in_context(dict.error(), where + ", reading the built VGADICT"));
      continue;
    }
    const HuffmanDecoder decoder(*dict);
    round_trip_one(
        result.huffman, input, where,
        [&dict](ByteSpan plain) { return huffman_compress_framed(plain, *dict); },
        [&decoder](ByteSpan framed) { return huffman_expand_framed(framed, decoder); }, errors);
  }
  return result;
}

}  // namespace wolfsuite::cli
