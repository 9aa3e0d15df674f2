// The maps section of `wolfsuite extract` (wolf_set_extract.h): the overview and JSON of every
// map slot, and the overview's colour key.
#include <string>
#include <variant>
#include <vector>

#include "decoders/core/findings.h"
#include "decoders/formats/wolf_set_extract.h"
#include "decoders/formats/wolf_set_json.h"
#include "decoders/wolf/map_semantics.h"
#include "decoders/wolf/set_palette.h"

namespace wolfsuite {

void extract_maps(SetContext& context, const MapSet& maps, std::span<const ByteSpan> wall_textures,
                  bool texture_colours) {
  const bool spear = is_spear_set(context.set);
  context.writer.write_json("maps", "maps/legend.json",
                            context.renderers.wolf_map_legend(texture_colours));
  for (std::size_t slot = 0; slot < maps.slots.size(); ++slot) {
    context.progress("maps", slot + 1, maps.slots.size());
    const auto* map = std::get_if<GameMap>(&maps.slots[slot]);
    if (map == nullptr) continue;
    const std::string lump = "map " + std::to_string(slot);
    Findings findings;
    const MapContents contents =
        classify_map({map->width, map->height, map->planes[0], map->planes[1]}, spear, findings);
    const std::vector<Error> violations = map_limit_violations(contents);
    for (const Error& violation : violations) context.fail("maps", violation, lump);
    for (const Finding& finding : findings.items()) {
      context.report.findings.add(finding.id, finding.offset, lump + ": " + finding.message);
    }
    const auto overview =
        context.renderers.wolf_map_overview(*map, contents, context.palette.palette, wall_textures);
    if (overview.ok()) {
      context.writer.write_rgba("maps", "maps/" + numbered("map", slot, 2, ".png"), *overview);
    } else {
      context.fail("maps", overview.error(), lump);
    }
    context.writer.write_json("maps", "maps/" + numbered("map", slot, 2, ".json"),
                              map_json(slot, *map, contents, spear, violations, findings));
  }
}

}  // namespace wolfsuite
