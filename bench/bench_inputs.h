#pragma once
// The inputs codec_bench runs every variant over: every map plane of every real data set (its
// stored bytes and the RLEW stream Carmack expands them to) and every VGAGRAPH chunk except the
// tile8 lump and sparse chunks. With no real data, generated planes and chunks stand in.
//
// Each input carries its literal expansions, made once when loading; the benchmarks check the fast
// and unchecked outputs against them before timing, and time nothing that the literal expander
// rejected.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "decoders/core/bytes.h"

namespace wolfsuite::bench {

// One GAMEMAPS plane.
//   stored       [uint16 Carmack-expanded size][Carmack data], as GAMEMAPS holds it
//   rlew_stream  the Carmack output: [uint16 RLEW-expanded size][RLEW data]
//   plane        the RLEW output: one uint16 LE per tile
struct PlaneInput {
  std::string name;  // "wl1_map0_plane0"
  std::uint16_t rlew_tag = 0;
  Bytes stored;
  Bytes rlew_stream;
  Bytes plane;

  ByteSpan carmack_data() const;
  std::size_t carmack_expanded_size() const;  // == rlew_stream.size()
  ByteSpan rlew_data() const;
  std::size_t rlew_expanded_size() const;  // == plane.size()
};

// One VGAGRAPH chunk: [uint32 expanded size][Huffman bits], and its expansion.
struct ChunkInput {
  std::string name;  // "wl1_chunk3"
  Bytes stored;
  Bytes expanded;

  ByteSpan huffman_bits() const;
  std::size_t huffman_expanded_size() const;  // == expanded.size()
};

// One data set (real, or "gen" for the generated stand-ins).
struct SetInputs {
  std::string name;  // "wl1", "sdm", "gen"
  // The map files as shipped, for the level benchmark (level_bench.cc); empty for "gen".
  Bytes maphead;
  Bytes gamemaps;
  std::vector<PlaneInput> planes;
  Bytes vgadict;  // the 1024 VGADICT bytes; empty when the set has no chunks
  std::vector<ChunkInput> chunks;
};

struct BenchInputs {
  std::vector<SetInputs> sets;
  // What was found or skipped while loading, one line each (printed by main, and kept in the
  // benchmark context so a JSON report says which data it was measured on).
  std::vector<std::string> notes;
};

// Real sets from decoders/fixtures/real_data.h; generated planes when no real set has maps, and
// generated chunks when none has graphics.
BenchInputs load_bench_inputs();

}  // namespace wolfsuite::bench
