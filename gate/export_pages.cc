// vswap-page and audio-lump: every page and lump as the engine finds it in its file. The
// expected bytes are a slice of a file the vectors already ship, so only their hash is listed.
#include "decoders/wolf/audio.h"
#include "gate/export_parts.h"

namespace wolfsuite::gate::exporter {
namespace {

const OutputShape kBytesHashed{OutputFormat::kBytes, "", 0, 0, {}};

}  // namespace

void export_pages_and_lumps(const SetExport& set, VectorTree& tree) {
  if (set.set.vswap && set.has("vswap")) {
    for (std::size_t page = 0; page < set.set.vswap->chunk_count(); ++page) {
      if (set.set.vswap->sparse(page)) continue;
      tree.add_vector(set.id("vswap-page", numbered("page", page, 4)), "vswap-page",
                      {set.input("vswap", "vswap")}, {{"page", static_cast<std::int64_t>(page)}},
                      kBytesHashed);
    }
  }
  if (set.set.audio && set.has("audiohed") && set.has("audiot")) {
    const std::size_t lumps = set.bytes("audiohed").size() / 4 - 1;
    for (std::size_t lump = 0; lump < lumps; ++lump) {
      tree.add_vector(set.id("audio-lump", numbered("lump", lump, 3)), "audio-lump",
                      {set.input("audiohed", "audiohed"), set.input("audiot", "audiot")},
                      {{"lump", static_cast<std::int64_t>(lump)}}, kBytesHashed);
    }
  }
}

}  // namespace wolfsuite::gate::exporter
