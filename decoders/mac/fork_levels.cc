#include "decoders/mac/fork_levels.h"

#include <string>
#include <utility>

namespace wolfsuite {

std::int16_t level_resource_id(const MapList& list, std::size_t index) {
  return static_cast<std::int16_t>(static_cast<std::uint16_t>(list.first_level + index));
}

Result<ForkLevels> decode_fork_levels(const ResourceFork& fork, Findings& findings) {
  ForkLevels result;
  const MacResource* list_resource = find_resource(fork, kMapListType, kMapListId);
  if (list_resource == nullptr) return result;
  WS_ASSIGN_OR_RETURN(MapList list, decode_map_list(list_resource->data, findings));
  validate_map_list(list, findings);
  for (std::size_t i = 0; i < list.levels.size(); ++i) {
    const std::int16_t id = level_resource_id(list, i);
    const MacResource* resource = find_resource(fork, kMapListType, id);
    if (resource == nullptr) {
      // The game would fail only on reaching this level, so the rest of the fork still plays.
      findings.add("W-MAC-LEVEL-MISSING", kMapListHeaderBytes + i * kMapListEntryBytes,
                   "level " + std::to_string(i) + " of the map list: no BRGR resource " +
                       std::to_string(id));
      continue;
    }
    WS_ASSIGN_OR_RETURN(MacLevel level, decode_mac_level(resource->data, findings));
    WS_RETURN_IF_ERROR(validate_mac_level(level, findings));
    result.levels.push_back(ForkLevel{id, std::move(level)});
  }
  result.map_list = std::move(list);
  return result;
}

}  // namespace wolfsuite
