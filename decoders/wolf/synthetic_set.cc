// synthetic_set and synthetic_set_files (synthetic_set.h): the set assembled from its parts,
// synthetic_maps.cc, synthetic_graphics.cc, synthetic_vswap.cc and synthetic_audio.cc.
#include "decoders/wolf/synthetic_set.h"

#include <cstddef>
#include <string>
#include <utility>

#include "decoders/wolf/version.h"

namespace wolfsuite {

std::string synthetic_set_name(GameVersion game) {
  constexpr std::string_view kName = "synthetic";
  if (game == kDefaultSyntheticGame) return std::string(kName);
  return std::string(kName) + "-" + std::string(version_facts(game).tag);
}

Result<WolfSet> synthetic_set(GameVersion game) {
  const VersionFacts& facts = version_facts(game);
  WolfSet set;
  set.extension = std::string(facts.tag);
  WS_ASSIGN_OR_RETURN(MapSet maps, synthetic_map_set(game));
  WS_ASSIGN_OR_RETURN(Graphics graphics, synthetic_graphics(game));
  WS_ASSIGN_OR_RETURN(Vswap vswap, synthetic_vswap(game));
  set.maps = std::move(maps);
  set.graphics = std::move(graphics);
  set.vswap = std::move(vswap);
  set.audio = synthetic_audio(game);
  // The evidence decode_wolf_set reads back: the extension, the present maps, the AUDIOHED
  // offsets (3 per sound effect, 1 per music slot and the end).
  VersionEvidence evidence;
  evidence.extension = set.extension;
  evidence.maps_present = synthetic_map_slots(game).size();
  evidence.audiohed_offsets = static_cast<std::size_t>(3 * facts.sound_effects + facts.music + 1);
  set.version = detect_version(evidence);
  return set;
}

Result<WolfSetFiles> synthetic_set_files(GameVersion game) {
  WS_ASSIGN_OR_RETURN(const WolfSet set, synthetic_set(game));
  return encode_wolf_set(set);
}

}  // namespace wolfsuite
