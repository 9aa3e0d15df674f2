#pragma once
// The work behind `wolfsuite codecs`: every codec run both ways over a data set's own streams,
// and over the generated inputs. A round trip holds when expand(compress(x)) == x for the
// expanded bytes x; "identical" further counts recompressed streams byte-equal to the stored
// ones (id's compressors made choices ours need not repeat, so that is reported, not required).
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "decoders/core/error.h"
#include "decoders/wolf/data_set.h"

namespace wolfsuite::cli {

// One kind of stored stream of one data set.
struct StoredStreamTally {
  std::uint64_t count = 0;         // streams examined
  std::uint64_t expanded = 0;      // ... that our expander accepted
  std::uint64_t roundtrip_ok = 0;  // ... whose recompression expands back to the same bytes
  std::uint64_t identical = 0;     // ... whose recompression is byte-equal to the stored stream
  std::uint64_t expanded_bytes = 0;
  std::uint64_t stored_bytes = 0;        // id's compressed bytes (framing included)
  std::uint64_t recompressed_bytes = 0;  // ours, of the streams that expanded
  bool all_ok() const { return roundtrip_ok == count; }
};

struct SetRoundTrip {
  std::string name;  // the set's extension: "wl1", "sdm", ...
  std::filesystem::path folder;
  // GAMEMAPS planes (RLEW inside Carmack): absent when the set has no MAPHEAD or GAMEMAPS.
  std::optional<StoredStreamTally> map_planes;
  // VGAGRAPH chunks (Huffman with the set's VGADICT): absent without VGAHEAD, VGADICT or
  // VGAGRAPH. Sparse chunks and the tile8 chunk (stored without a size) are skipped.
  std::optional<StoredStreamTally> vgagraph_chunks;
  std::uint64_t vgagraph_sparse_skipped = 0;
  std::uint64_t vgagraph_tile8_skipped = 0;
  bool all_ok() const {
    return (!map_planes || map_planes->all_ok()) && (!vgagraph_chunks || vgagraph_chunks->all_ok());
  }
};

// One codec over the generated inputs.
struct GeneratedTally {
  std::uint64_t count = 0;         // inputs
  std::uint64_t roundtrip_ok = 0;  // compressed, and expanded back to the input
  std::uint64_t plain_bytes = 0;
  std::uint64_t compressed_bytes = 0;  // of the inputs that compressed
  bool all_ok() const { return roundtrip_ok == count; }
};

struct GeneratedRoundTrip {
  std::uint64_t seed = 0;
  GeneratedTally rlew;       // framed, tag 0xABCD
  GeneratedTally carmack;    // framed
  GeneratedTally map_plane;  // RLEW then Carmack, as GAMEMAPS stores a plane
  GeneratedTally huffman;    // framed, with a dictionary built from the input and sent through
                             // its 1024-byte VGADICT form
  bool all_ok() const {
    return rlew.all_ok() && carmack.all_ok() && map_plane.all_ok() && huffman.all_ok();
  }
};

// Called with one line of progress before each stage ("wl1: map planes").
using ProgressFn = std::function<void(const std::string&)>;

// Each failure (a stored stream we reject, a file we cannot read, a round trip that does not
// hold) is appended to `errors` with its catalogue ID, the offset the codec reported and a
// message that starts with where it happened ("MAPHEAD.WL1 + GAMEMAPS.WL1 map 3 plane 1: ...").
// A mismatch is E-CODECS-ROUNDTRIP at the first differing byte of the expanded data.
SetRoundTrip round_trip_set(const DataSetFiles& set, std::vector<Error>& errors,
                            const ProgressFn& progress = {});
GeneratedRoundTrip round_trip_generated(std::uint64_t seed, std::vector<Error>& errors,
                                        const ProgressFn& progress = {});

}  // namespace wolfsuite::cli
