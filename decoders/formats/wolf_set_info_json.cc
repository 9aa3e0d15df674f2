// What `info` prints of a Wolfenstein 3-D set (wolf_set_json.h set_info_details).
#include <map>
#include <string>
#include <variant>

#include "decoders/formats/wolf_set_json.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

Json map_counts(const MapSet& maps, Json& names) {
  int present = 0, missing = 0, sparse = 0;
  for (const MapSlot& slot : maps.slots) {
    if (const auto* map = std::get_if<GameMap>(&slot)) {
      ++present;
      names.push_back(map_name(*map));
    } else if (std::holds_alternative<SparseMap>(slot)) {
      ++sparse;
    } else {
      ++missing;
    }
  }
  return {
      {"slots", maps.slots.size()}, {"present", present}, {"missing", missing}, {"sparse", sparse}};
}

Json graphics_counts(const Graphics& graphics) {
  std::map<std::string, int> kinds;
  for (const GraphicsChunk& chunk : graphics.chunks) ++kinds[graphics_chunk_kind_name(chunk.kind)];
  Json counts = {{"chunks", graphics.chunks.size()}};
  for (const auto& [kind, count] : kinds) counts[kind] = count;
  return counts;
}

Json vswap_counts(const Vswap& vswap) {
  std::size_t sparse = 0;
  for (std::size_t n = 0; n < vswap.chunk_count(); ++n) sparse += vswap.sparse(n);
  return {{"chunks", vswap.chunk_count()},
          {"walls", vswap.sprite_start},
          {"sprites", vswap.sound_start - vswap.sprite_start},
          {"sound_chunks", vswap.chunk_count() - vswap.sound_start},
          {"sparse", sparse}};
}

Json audio_counts(const Audio& audio) {
  return {{"pc_sounds", audio.pc_sounds.size()},
          {"adlib_sounds", audio.adlib_sounds.size()},
          {"digital_sounds", audio.digital_sounds.size()},
          {"music", audio.music.size()},
          {"extra_lumps", audio.extra_lumps.size()}};
}

}  // namespace

Json set_info_details(const WolfSetFiles& files, const WolfSet& set, const WolfSetReport& report) {
  Json details;
  details["game"] =
      set.version.version ? Json(version_facts(*set.version.version).game) : Json(nullptr);
  details["version_reasons"] = set.version.reasons;
  Json sizes = Json::object();
  for (const auto& [stem, bytes] : files.files) sizes[stem] = bytes.size();
  details["files"] = sizes;
  details["missing_files"] = report.missing_files;
  Json counts = Json::object();
  Json names = Json::array();
  if (set.maps) counts["maps"] = map_counts(*set.maps, names);
  if (set.graphics) counts["graphics"] = graphics_counts(*set.graphics);
  if (set.vswap) counts["vswap"] = vswap_counts(*set.vswap);
  if (set.audio) counts["audio"] = audio_counts(*set.audio);
  details["counts"] = counts;
  details["map_names"] = names;
  return details;
}

}  // namespace wolfsuite
