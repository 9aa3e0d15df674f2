// The codec crafting tool's recipes (craft_corpus.cc) for raycaster_fuzzer (layout in
// fuzz/fuzz_inputs.h): the synthetic set's maps seen from some of the views the golden frames use
// (reference/raycaster/golden_views.h), and an empty grid seen from outside it and from its
// middle. The target rejects no input, so every seed is a y_ file by construction.
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "corpus/tools/codec_recipes.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/synthetic_set.h"
#include "fuzz/fuzz_inputs.h"
#include "reference/raycaster/golden_views.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::corpus {

using json = nlohmann::json;

// ---- Raycaster layout: fuzz/fuzz_inputs.h RaycasterInput ----------------------------------------

namespace {

constexpr std::string_view kRaycasterSection =
    "seed 002 Level Maps; reference/raycaster/literal_renderer.h";
constexpr int kSeedWidth = 61;
constexpr int kSeedHeight = 37;

std::string tiles_text(std::int32_t fixed) {
  const std::string whole = std::to_string(fixed >> 16);
  return (fixed & 0xFFFF) == 0x8000 ? whole + ".5" : whole;
}

json raycaster_fields(const fuzz::RaycasterInput& input, const std::string& map_name) {
  json fields = {{"layout", "fuzz/fuzz_inputs.h raycaster"},
                 {"map", map_name},
                 {"view_x_tiles", tiles_text(input.view_x)},
                 {"view_y_tiles", tiles_text(input.view_y)},
                 {"angle_degrees", input.angle},
                 {"frame", std::to_string(input.width) + "x" + std::to_string(input.height)},
                 {"map_index", input.map_index},
                 {"spear", input.spear},
                 {"weapon", input.weapon},
                 {"demo_playback", input.demo_playback},
                 {"hurt_player", input.hurt_player},
                 {"textures", "the synthetic set's VSWAP"}};
  json doors = json::array();
  for (const std::uint16_t opening : input.door_open) doors.push_back(opening);
  fields["door_open"] = doors;
  if (input.pushwall_moving) {
    static constexpr std::array<std::string_view, 4> kDirections = {"north", "east", "south",
                                                                    "west"};
    fields["pushwall"] = {
        {"x", input.pushwall_x},
        {"y", input.pushwall_y},
        {"direction", kDirections[static_cast<std::size_t>(input.pushwall_direction)]},
        {"progress", input.progress},
        {"code", input.pushwall_code}};
  }
  return fields;
}

// A golden view (reference/raycaster/golden_views.h) of `map` as an input, in a 61x37 frame.
fuzz::RaycasterInput raycaster_view_input(const GameMap& map, int map_index,
                                          const raycaster::NamedView& named) {
  fuzz::RaycasterInput input;
  input.view_x = named.view.x;
  input.view_y = named.view.y;
  input.angle = named.view.angle;
  input.width = kSeedWidth;
  input.height = kSeedHeight;
  input.map_index = map_index;
  input.door_open = named.motion.door_open;
  if (input.door_open.size() > fuzz::kRaycasterDoorOpenings) {
    input.door_open.resize(fuzz::kRaycasterDoorOpenings);
  }
  if (const auto& wall = named.motion.pushwall) {
    input.pushwall_moving = true;
    input.pushwall_x = wall->x;
    input.pushwall_y = wall->y;
    input.pushwall_direction = static_cast<int>(wall->direction);
    input.progress = wall->progress;
    input.pushwall_code = wall->code;
  }
  input.plane0 = map.planes[0];
  input.plane1 = map.planes[1];
  return input;
}

}  // namespace

void craft_raycaster(RecipeBook& book) {
  const std::string target = "raycaster_fuzzer";
  const Result<MapSet> maps = synthetic_map_set();
  if (!maps.ok()) {
    std::fprintf(stderr, "craft_corpus: synthetic_map_set failed: %s\n",
                 maps.error().to_string().c_str());
    std::exit(1);
  }
  auto add = [&](const std::string& stem, const fuzz::RaycasterInput& input,
                 const std::string& map_name, const std::string& recipe,
                 const std::string& description) {
    book.add_accepted_by_construction(
        target, stem, Input{fuzz::raycaster_input_bytes(input), raycaster_fields(input, map_name)},
        Notes{recipe, description, kRaycasterSection});
  };

  constexpr bool kSpear = false;
  for (const int map_index : {0, 1}) {
    const GameMap* map = map_in_slot(*maps, map_index);
    if (map == nullptr) continue;
    const std::string map_name = "synthetic map " + std::to_string(map_index);
    const std::string stem = "synthetic_map" + std::to_string(map_index);
    const raycaster::Level level = raycaster::build_level(*map, map_index, kSpear);
    for (const raycaster::NamedView& named : raycaster::golden_views(*map, level, kSpear)) {
      fuzz::RaycasterInput input = raycaster_view_input(*map, map_index, named);
      if (named.name == "start") {
        add(stem + "_start", input, map_name, "raycaster_synthetic_start",
            "the player start's tile centre, looking its way (golden view \"start\"), every door "
            "closed, 61x37");
        input.weapon = 2;  // the pistol
        input.demo_playback = true;
        input.hurt_player = true;
        add(stem + "_start_pistol_demo_hurt", input, map_name, "raycaster_synthetic_start_options",
            "the start view with the pistol and the DEMO sprite drawn over it (demo playback: the "
            "player's tile is not marked seen) for a player at 10 health with 99 rounds");
      } else if (named.name == "oblique") {
        input.width = fuzz::kRaycasterMaxWidth;
        input.height = fuzz::kRaycasterMaxHeight;
        add(stem + "_oblique_96x64", input, map_name, "raycaster_synthetic_oblique",
            "the player start's tile centre at 37 degrees (golden view \"oblique\"), the "
            "largest frame the layout allows");
      } else if (named.name == "door") {
        // Different openings for the other doors, so each door's opening is read from its slot.
        for (std::size_t i = 1; i < input.door_open.size(); ++i) {
          input.door_open[i] = static_cast<std::uint16_t>(i * 0x0F0F);
        }
        add(stem + "_door_open", input, map_name, "raycaster_synthetic_door",
            "the first door's tile centre along its passage with that door open (golden view "
            "\"door\"), the other doors opened by different amounts");
      } else if (named.name == "pushing") {
        add(stem + "_pushwall_half_way", input, map_name, "raycaster_synthetic_pushing",
            "the tile before the first pushwall, looking at it, the pushwall half-way (32/64) "
            "into the tile behind it (golden view \"pushing\")");
      }
    }
  }

  fuzz::RaycasterInput outside;
  outside.view_x = -(4 << 16);
  outside.view_y = -(4 << 16);
  outside.angle = 315;
  outside.width = kSeedWidth;
  outside.height = kSeedHeight;
  add("empty_grid_from_outside", outside, "none: every tile empty", "raycaster_empty_outside",
      "an empty grid seen from 4 tiles north-west of its corner, looking south-east: the eye is "
      "outside the grid, so every ray stops at the first tile boundary it crosses, a border "
      "drawn in the missing-texture colour");
  fuzz::RaycasterInput one_pixel;
  one_pixel.view_x = (32 << 16) + (1 << 15);
  one_pixel.view_y = one_pixel.view_x;
  one_pixel.angle = -180;
  add("empty_grid_1x1", one_pixel, "none: every tile empty", "raycaster_empty_one_pixel",
      "a 1x1 frame from the middle of an empty grid, with a negative angle (-180 degrees: "
      "west); the ray ends on the grid's west edge");
}

}  // namespace wolfsuite::corpus
