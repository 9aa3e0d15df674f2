// vswap-page and audio-lump: every page and lump as the engine finds it in its file. The
// expected bytes are a slice of a file the vectors already ship, so the manifest names where
// (Expected::slice) instead of shipping them twice.
#include "decoders/core/byte_reader.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/vswap.h"
#include "gate/export_parts.h"

namespace wolfsuite::gate::exporter {
namespace {

// The output is `size` bytes at `offset` of input `role`.
OutputShape slice_of(const std::string& role, std::uint32_t offset) {
  return {OutputFormat::kBytes, "", 0, 0, {}, ExpectedSlice{role, offset}};
}

}  // namespace

void export_pages_and_lumps(const SetExport& set, VectorTree& tree) {
  if (set.set.vswap && set.has("vswap")) {
    const ByteSpan vswap = set.bytes("vswap");
    for (std::size_t page = 0; page < set.set.vswap->chunk_count(); ++page) {
      if (set.set.vswap->sparse(page)) continue;
      // decoders/wolf/vswap.h: the u32 offsets follow the 6-byte header, one per chunk; the set
      // decoded, so the table is inside the file.
      const std::uint32_t offset = load_u32le(vswap, kVswapHeaderBytes + 4 * page);
      tree.add_vector(set.id("vswap-page", numbered("page", page, 4)), "vswap-page",
                      {set.input("vswap", "vswap")}, {{"page", static_cast<std::int64_t>(page)}},
                      slice_of("vswap", offset));
    }
  }
  if (set.set.audio && set.has("audiohed") && set.has("audiot")) {
    const ByteSpan audiohed = set.bytes("audiohed");
    const std::size_t lumps = audiohed.size() / 4 - 1;
    for (std::size_t lump = 0; lump < lumps; ++lump) {
      // decoders/wolf/audio.h: lump i is AUDIOT's bytes from AUDIOHED's u32 offsets[i].
      tree.add_vector(set.id("audio-lump", numbered("lump", lump, 3)), "audio-lump",
                      {set.input("audiohed", "audiohed"), set.input("audiot", "audiot")},
                      {{"lump", static_cast<std::int64_t>(lump)}},
                      slice_of("audiot", load_u32le(audiohed, 4 * lump)));
    }
  }
}

}  // namespace wolfsuite::gate::exporter
