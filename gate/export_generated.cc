// `wolfsuite vectors --generate N --seed S`: N seeded random views and N random input recordings
// of every set, expected from the suite's models. Views stand on an open tile anywhere in it, at
// any angle and view size 10..21, with doors part open and a pushwall in motion now and then; the
// recordings walk, turn, strafe, run, fire and use in held stretches, as a player does. The same
// seed gives the same vectors on every machine (SplitMix64), each set drawing from its own stream.
#include <array>

#include "decoders/core/split_mix64.h"
#include "decoders/wolf/graphics_chunks.h"
#include "gate/export_view_vector.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::gate::exporter {
namespace {

namespace rc = raycaster;

// The engine tool opens at most 16 doors of a view (--oracle-door), enough for any room.
constexpr std::size_t kMaxOpenDoors = 16;
constexpr int kMinViewSize = 10;  // smaller windows show few columns for the cost of a vector
constexpr int kMaxViewSize = 21;
// The engine plays a demo file of at most 8196 bytes: 4 + 3 x 2730 frames. 600 frames are 2,400
// tics, long enough to meet the actors of the start's neighbourhood.
constexpr int kRecordingFrames = 600;
// Demo buttons (the engine's buttonstate bits): fire, strafe, run, use.
constexpr std::uint8_t kFire = 1 << 0;
constexpr std::uint8_t kStrafe = 1 << 1;
constexpr std::uint8_t kRun = 1 << 2;
constexpr std::uint8_t kUse = 1 << 3;

std::uint64_t stream_seed(std::uint64_t seed, const std::string& set_name) {
  std::uint64_t hash = 0xCBF29CE484222325u;  // FNV-1a of the set's name
  for (const char c : set_name) hash = (hash ^ static_cast<std::uint8_t>(c)) * 0x100000001B3u;
  return seed ^ hash;
}

std::vector<int> present_slots(const MapSet& maps) {
  std::vector<int> slots;
  for (std::size_t slot = 0; slot < maps.slots.size(); ++slot) {
    if (map_in_slot(maps, static_cast<int>(slot)) != nullptr) slots.push_back(static_cast<int>(slot));
  }
  return slots;
}

// A random pushwall of the map moving into an open neighbour, part of the way.
std::optional<rc::EnginePushwall> random_pushwall(const MapContents& contents,
                                                  const rc::Level& level, SplitMix64& random) {
  if (contents.pushwalls.empty()) return std::nullopt;
  const Pushwall& wall = contents.pushwalls[random.below(
      static_cast<std::uint32_t>(contents.pushwalls.size()))];
  constexpr std::array<rc::PushDirection, 4> kDirections = {
      rc::PushDirection::kNorth, rc::PushDirection::kEast, rc::PushDirection::kSouth,
      rc::PushDirection::kWest};
  const std::size_t first = random.below(4);
  for (std::size_t i = 0; i < kDirections.size(); ++i) {
    const rc::PushDirection direction = kDirections[(first + i) % kDirections.size()];
    const rc::TileStep step = rc::push_step(direction);
    const int x = wall.x + step.dx;
    const int y = wall.y + step.dy;
    if (!rc::in_grid(x, y) || level.at(x, y) != 0) continue;
    return rc::EnginePushwall{wall.x, wall.y, direction,
                              static_cast<int>(random.below(rc::kPushwallSteps))};
  }
  return std::nullopt;
}

std::optional<ViewVector> random_view(const SetExport& set, const std::vector<int>& slots,
                                      SplitMix64& random, std::size_t number) {
  const int slot = slots[random.below(static_cast<std::uint32_t>(slots.size()))];
  const GameMap& map = *map_in_slot(*set.set.maps, slot);
  const bool spear = version_facts(*set.version).spear;
  const rc::Level level = rc::build_level(map, slot, spear);
  std::vector<std::pair<int, int>> open;
  for (int x = 0; x < rc::kGridSide; ++x) {
    for (int y = 0; y < rc::kGridSide; ++y) {
      if (level.at(x, y) == 0) open.emplace_back(x, y);
    }
  }
  if (open.empty()) return std::nullopt;
  const auto [tile_x, tile_y] = open[random.below(static_cast<std::uint32_t>(open.size()))];
  ViewVector view;
  view.name = numbered("generated", number, 4) + "-map" + std::to_string(slot);
  view.map = slot;
  view.view = {(tile_x << 16) + random.word(), (tile_y << 16) + random.word(),
               static_cast<int>(random.below(360))};
  view.view_size = kMinViewSize + static_cast<int>(random.below(kMaxViewSize - kMinViewSize + 1));
  view.tags = {"generated"};
  if (!level.doors.empty() && random.below(2) == 0) {
    for (const rc::LevelDoor& door : level.doors) {
      if (random.below(3) != 0 || view.doors.size() == kMaxOpenDoors) continue;
      // A third fully open (the rays pass), the rest part of the way.
      const std::uint16_t position = random.below(3) == 0 ? rc::kDoorFullyOpen : random.word();
      view.doors.push_back({door.x, door.y, position});
    }
  }
  if (random.below(4) == 0) view.pushwall = random_pushwall(rc::grid_contents(map, spear), level, random);
  return view;
}

// Held stretches of 4..35 frames of one command: forward or back at walking or running speed,
// turning, strafing, with fire and use pressed now and then; nullopt if the demo format refuses
// it (it holds 2,730 frames, more than kRecordingFrames).
std::optional<Bytes> random_recording(int slot, SplitMix64& random) {
  std::vector<DemoFrame> frames;
  while (frames.size() < kRecordingFrames) {
    constexpr std::array<std::int8_t, 5> kMoves = {-100, -50, 0, 50, 100};
    DemoFrame frame;
    frame.move = kMoves[random.below(kMoves.size())];
    frame.turn = random.below(3) == 0 ? 0 : static_cast<std::int8_t>(
                                                static_cast<int>(random.below(161)) - 80);
    if (random.below(4) == 0) frame.buttons |= kFire;
    if (random.below(8) == 0) frame.buttons |= kStrafe;
    if (random.below(5) == 0) frame.buttons |= kRun;
    if (random.below(6) == 0) frame.buttons |= kUse;
    const std::size_t hold = 4 + random.below(32);
    for (std::size_t i = 0; i < hold && frames.size() < kRecordingFrames; ++i) {
      frames.push_back(frame);
    }
  }
  const Result<Demo> demo = new_demo(static_cast<std::uint8_t>(slot), std::move(frames));
  if (!demo.ok()) return std::nullopt;
  Result<Bytes> bytes = encode_demo(*demo);
  return bytes.ok() ? std::optional<Bytes>(std::move(*bytes)) : std::nullopt;
}

void export_random_views(const SetExport& set, VectorTree& tree, const FramePngEncoder& png,
                         std::size_t count, SplitMix64& random) {
  if (!can_export_views(set)) return;
  const std::vector<int> slots = present_slots(*set.set.maps);
  if (slots.empty()) return;
  ViewVectors views(set, tree, png);
  for (std::size_t number = 0; number < count; ++number) {
    if (const std::optional<ViewVector> view = random_view(set, slots, random, number)) {
      views.add(*view);
    }
  }
}

void export_random_recordings(const SetExport& set, VectorTree& tree, std::size_t count,
                              SplitMix64& random) {
  if (!set.version || !set.set.graphics || !set.set.maps) return;
  // The engine plays a demo's map by its slot, which the set must hold; wl1 plays its episode.
  const std::vector<int> slots = present_slots(*set.set.maps);
  if (slots.empty()) return;
  const std::vector<VectorInput> inputs = set.every_file();
  for (std::size_t number = 0; number < count; ++number) {
    const int slot = slots[random.below(static_cast<std::uint32_t>(slots.size()))];
    const std::string id =
        set.id("demo-trace", numbered("generated", number, 4) + "-map" + std::to_string(slot));
    std::optional<Bytes> recording = random_recording(slot, random);
    if (!recording) continue;
    std::vector<VectorInput> with_recording = inputs;
    with_recording.push_back({"recording", tree.add_vector_file(id + ".demo", std::move(*recording))});
    tree.add_vector(id, "demo-trace", with_recording,
                    {{"game", std::string(version_facts(*set.version).tag)}},
                    {OutputFormat::kTraceJsonl, ".jsonl", 0, 0, {}, {}}, {"generated"});
  }
}

}  // namespace

void export_generated(const SetExport& set, VectorTree& tree, const FramePngEncoder& png,
                      const GeneratedVectors& generated) {
  if (generated.count == 0) return;
  SplitMix64 random(stream_seed(generated.seed, set.name));
  export_random_views(set, tree, png, generated.count, random);
  export_random_recordings(set, tree, generated.count, random);
}

}  // namespace wolfsuite::gate::exporter
