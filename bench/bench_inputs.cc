#include "bench/bench_inputs.h"

#include <optional>
#include <string_view>
#include <utility>

#include "decoders/compress/carmack.h"
#include "decoders/compress/huffman.h"
#include "decoders/compress/map_plane.h"
#include "decoders/compress/rlew.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/file_io.h"
#include "decoders/core/findings.h"
#include "decoders/fixtures/generators.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/maps.h"

namespace wolfsuite::bench {

ByteSpan PlaneInput::carmack_data() const { return ByteSpan(stored).subspan(2); }
std::size_t PlaneInput::carmack_expanded_size() const { return load_u16le(stored, 0); }
ByteSpan PlaneInput::rlew_data() const { return ByteSpan(rlew_stream).subspan(2); }
std::size_t PlaneInput::rlew_expanded_size() const { return load_u16le(rlew_stream, 0); }

ByteSpan ChunkInput::huffman_bits() const { return ByteSpan(stored).subspan(4); }
std::size_t ChunkInput::huffman_expanded_size() const { return load_u32le(stored, 0); }

namespace {

// Fills rlew_stream and plane with the literal expanders; false (and a note) when they reject it.
bool expand_plane_literally(PlaneInput& plane, std::vector<std::string>& notes) {
  if (plane.stored.size() < 2) {
    notes.push_back(plane.name + ": skipped, stored plane shorter than its size word");
    return false;
  }
  auto rlew_stream = carmack_expand_literal(plane.carmack_data(), plane.carmack_expanded_size());
  if (!rlew_stream.ok()) {
    notes.push_back(plane.name + ": skipped, literal Carmack: " + rlew_stream.error().to_string());
    return false;
  }
  plane.rlew_stream = std::move(rlew_stream).value();
  if (plane.rlew_stream.size() < 2) {
    notes.push_back(plane.name + ": skipped, RLEW stream shorter than its size word");
    return false;
  }
  auto tiles = rlew_expand_literal(plane.rlew_data(), plane.rlew_expanded_size(), plane.rlew_tag);
  if (!tiles.ok()) {
    notes.push_back(plane.name + ": skipped, literal RLEW: " + tiles.error().to_string());
    return false;
  }
  plane.plane = std::move(tiles).value();
  return true;
}

bool expand_chunk_literally(ChunkInput& chunk, const HuffmanDict& dict,
                            std::vector<std::string>& notes) {
  if (chunk.stored.size() < 4) {
    notes.push_back(chunk.name + ": skipped, shorter than its size field");
    return false;
  }
  auto expanded = huffman_expand_literal(chunk.huffman_bits(), chunk.huffman_expanded_size(), dict);
  if (!expanded.ok()) {
    notes.push_back(chunk.name + ": skipped, literal Huffman: " + expanded.error().to_string());
    return false;
  }
  chunk.expanded = std::move(expanded).value();
  return true;
}

std::optional<Bytes> read_set_file(const DataSetFiles& set, const std::string& stem,
                                   std::vector<std::string>& notes) {
  const auto path = set.file(stem);
  if (!path) return std::nullopt;
  auto bytes = read_file(*path);
  if (!bytes.ok()) {
    notes.push_back(set.extension + ": cannot read " + stem + ": " + bytes.error().to_string());
    return std::nullopt;
  }
  return std::move(bytes).value();
}

void load_real_planes(const DataSetFiles& files, SetInputs& set, std::vector<std::string>& notes) {
  const auto maphead = read_set_file(files, "maphead", notes);
  const auto gamemaps = read_set_file(files, "gamemaps", notes);
  if (!maphead || !gamemaps) return;
  Findings findings;
  const auto head = decode_maphead(*maphead, findings);
  if (!head.ok()) {
    notes.push_back(set.name + ": MAPHEAD: " + head.error().to_string());
    return;
  }
  for (std::size_t map = 0; map < head->offsets.size(); ++map) {
    const std::uint32_t offset = head->offsets[map];
    // seed 001 "Maphead": 0 is a missing map, 0xFFFFFFFF a sparse one.
    if (offset == 0 || offset == kMapOffsetSparse) continue;
    const auto header = decode_map_header(*gamemaps, offset);
    if (!header.ok()) {
      notes.push_back(set.name + "_map" + std::to_string(map) + ": " + header.error().to_string());
      continue;
    }
    for (int plane_index = 0; plane_index < kPlanesPerMap; ++plane_index) {
      const auto stored = map_plane_stored(*gamemaps, *header, plane_index);
      if (!stored.ok() || stored->empty()) continue;
      PlaneInput plane;
      plane.name = set.name + "_map" + std::to_string(map) + "_plane" + std::to_string(plane_index);
      plane.rlew_tag = head->rlew_tag;
      plane.stored.assign(stored->begin(), stored->end());
      if (expand_plane_literally(plane, notes)) set.planes.push_back(std::move(plane));
    }
  }
  set.maphead = *maphead;
  set.gamemaps = *gamemaps;
}

void load_real_chunks(const DataSetFiles& files, SetInputs& set, std::vector<std::string>& notes) {
  const auto vgahead_bytes = read_set_file(files, "vgahead", notes);
  const auto vgagraph = read_set_file(files, "vgagraph", notes);
  const auto vgadict = read_set_file(files, "vgadict", notes);
  if (!vgahead_bytes || !vgagraph || !vgadict) return;
  Findings findings;
  const auto head = decode_vgahead(*vgahead_bytes, findings);
  const auto dict = decode_huffman_dict(*vgadict);
  if (!head.ok() || !dict.ok()) {
    notes.push_back(set.name + ": " +
                    (head.ok() ? dict.error().to_string() : head.error().to_string()));
    return;
  }
  // seed 001 "Vgagraph": chunk 0 is the picture table, 4 bytes per picture; the tile8 lump follows
  // the fonts (chunks 1, 2) and the pictures, has no size field and "decodes incorrectly in all
  // game versions", so it is not a benchmark input.
  if (head->chunk_count() == 0) return;
  const auto pictable = vgagraph_chunk_stored(*vgagraph, *head, 0);
  if (!pictable.ok() || pictable->size() < 4) {
    notes.push_back(set.name + ": no picture table, so the tile8 lump is unknown; no chunks");
    return;
  }
  const std::size_t tile8_index = 3 + load_u32le(*pictable, 0) / 4;
  for (std::size_t index = 0; index < head->chunk_count(); ++index) {
    if (index == tile8_index) continue;
    const auto stored = vgagraph_chunk_stored(*vgagraph, *head, index);
    if (!stored.ok() || stored->empty()) continue;  // sparse
    ChunkInput chunk;
    chunk.name = set.name + "_chunk" + std::to_string(index);
    chunk.stored.assign(stored->begin(), stored->end());
    if (expand_chunk_literally(chunk, *dict, notes)) set.chunks.push_back(std::move(chunk));
  }
  set.vgadict = *vgadict;
}

// One 64x64 plane per word pattern, through the project's own compressors.
void generate_planes(SetInputs& set, std::vector<std::string>& notes) {
  testing::Rng rng(0x776f6c66);
  for (const testing::WordPattern pattern : testing::kAllWordPatterns) {
    PlaneInput plane;
    plane.name = set.name + "_" + testing::word_pattern_name(pattern) + "_plane";
    plane.rlew_tag = kDefaultRlewTag;
    const Bytes tiles = testing::random_words(rng, std::size_t{64} * 64, pattern);
    auto stored = compress_map_plane(tiles, plane.rlew_tag);
    if (!stored.ok()) {
      notes.push_back(plane.name + ": skipped, compress: " + stored.error().to_string());
      continue;
    }
    plane.stored = std::move(stored).value();
    if (expand_plane_literally(plane, notes)) set.planes.push_back(std::move(plane));
  }
}

// One 16000-byte chunk per byte pattern, all under one dictionary, as VGADICT serves a whole file.
void generate_chunks(SetInputs& set, std::vector<std::string>& notes) {
  constexpr std::size_t kChunkBytes = 16000;
  testing::Rng rng(0x76676121);
  std::vector<std::pair<std::string, Bytes>> plains;
  Bytes all;
  for (const testing::BytePattern pattern : testing::kAllBytePatterns) {
    Bytes plain = testing::random_bytes(rng, kChunkBytes, pattern);
    all.insert(all.end(), plain.begin(), plain.end());
    plains.emplace_back(set.name + "_" + testing::byte_pattern_name(pattern) + "_chunk",
                        std::move(plain));
  }
  const HuffmanDict dict = huffman_build_dict_for(all);
  for (auto& [name, plain] : plains) {
    ChunkInput chunk;
    chunk.name = name;
    auto stored = huffman_compress_framed(plain, dict);
    if (!stored.ok()) {
      notes.push_back(name + ": skipped, compress: " + stored.error().to_string());
      continue;
    }
    chunk.stored = std::move(stored).value();
    if (expand_chunk_literally(chunk, dict, notes)) set.chunks.push_back(std::move(chunk));
  }
  set.vgadict = encode_huffman_dict(dict);
}

}  // namespace

BenchInputs load_bench_inputs() {
  BenchInputs inputs;
  bool any_planes = false;
  bool any_chunks = false;
  for (const DataSetFiles& files : testing::real_wolf_sets()) {
    SetInputs set;
    set.name = files.extension;
    load_real_planes(files, set, inputs.notes);
    load_real_chunks(files, set, inputs.notes);
    if (set.planes.empty() && set.chunks.empty()) continue;
    inputs.notes.push_back(set.name + ": " + std::to_string(set.planes.size()) + " planes, " +
                           std::to_string(set.chunks.size()) + " chunks (real data)");
    any_planes = any_planes || !set.planes.empty();
    any_chunks = any_chunks || !set.chunks.empty();
    inputs.sets.push_back(std::move(set));
  }
  if (!any_planes || !any_chunks) {
    SetInputs set;
    set.name = "gen";
    if (!any_planes) generate_planes(set, inputs.notes);
    if (!any_chunks) generate_chunks(set, inputs.notes);
    inputs.notes.push_back("gen: " + std::to_string(set.planes.size()) + " planes, " +
                           std::to_string(set.chunks.size()) + " chunks (generated; " +
                           testing::real_data_missing_message() + ")");
    inputs.sets.push_back(std::move(set));
  }
  return inputs;
}

}  // namespace wolfsuite::bench
