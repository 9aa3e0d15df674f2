#include "reference/raycaster/golden_views.h"

#include <array>


namespace wolfsuite::raycaster {
namespace {

constexpr std::int32_t kTileCentre = 1 << 15;
constexpr int kEast = 0;
constexpr int kNorth = 90;
constexpr int kWest = 180;
constexpr int kSouth = 270;
constexpr int kOblique = 37;
constexpr int kHalfWay = kPushwallSteps / 2;

View centre_of(int x, int y, int angle) {
  return {(x << 16) + kTileCentre, (y << 16) + kTileCentre, angle};
}

int facing_angle(Facing facing) {
  switch (facing) {
    case Facing::kNorth:
      return kNorth;
    case Facing::kEast:
      return kEast;
    case Facing::kSouth:
      return kSouth;
    case Facing::kWest:
      return kWest;
  }
  return kEast;
}

bool open_tile(const Level& level, int x, int y) {
  return in_grid(x, y) && level.at(x, y) == 0;
}

void add_start_views(const MapContents& contents, std::vector<NamedView>& views) {
  int x = kGridSide / 2;
  int y = kGridSide / 2;
  int angle = kEast;
  if (!contents.player_starts.empty()) {
    const PlayerStart& start = contents.player_starts.front();
    x = start.x;
    y = start.y;
    angle = facing_angle(start.facing);
  }
  views.push_back({"start", centre_of(x, y, angle), {}});
  views.push_back({"east", centre_of(x, y, kEast), {}});
  views.push_back({"north", centre_of(x, y, kNorth), {}});
  views.push_back({"west", centre_of(x, y, kWest), {}});
  views.push_back({"south", centre_of(x, y, kSouth), {}});
  views.push_back({"oblique", centre_of(x, y, kOblique), {}});
}

void add_door_view(const MapContents& contents, const Level& level,
                   std::vector<NamedView>& views) {
  if (contents.doors.empty() || level.doors.empty()) return;
  const Door& door = contents.doors.front();
  const int angle = door.orientation == DoorOrientation::kVertical ? kEast : kNorth;
  Motion motion;
  motion.door_open.assign(level.doors.size(), 0);
  motion.door_open[0] = kDoorFullyOpen;
  views.push_back({"door", centre_of(door.x, door.y, angle), motion});
}

// The pushwall seen from its first open neighbour (east, north, west, south), and pushed away.
void add_pushwall_views(const MapContents& contents, const Level& level,
                        std::vector<NamedView>& views) {
  if (contents.pushwalls.empty()) return;
  const Pushwall& wall = contents.pushwalls.front();
  struct Side {
    int dx;
    int dy;
    int look;  // from that neighbour towards the pushwall
    PushDirection push;
  };
  constexpr std::array<Side, 4> kSides = {{{1, 0, kWest, PushDirection::kWest},
                                           {0, -1, kSouth, PushDirection::kSouth},
                                           {-1, 0, kEast, PushDirection::kEast},
                                           {0, 1, kNorth, PushDirection::kNorth}}};
  for (const Side& side : kSides) {
    if (!open_tile(level, wall.x + side.dx, wall.y + side.dy)) continue;
    const View view = centre_of(wall.x + side.dx, wall.y + side.dy, side.look);
    views.push_back({"pushwall", view, {}});
    const std::uint8_t tile = level.at(wall.x, wall.y);
    Motion pushing;
    pushing.pushwall = MovingPushwall{wall.x, wall.y, side.push, kHalfWay,
                                      tile != 0 && !(tile & kDoorTile) ? tile : std::uint8_t{1}};
    views.push_back({"pushing", view, pushing});
    return;
  }
}

}  // namespace

std::vector<NamedView> golden_views(const GameMap& map, const Level& level, bool spear) {
  const MapContents contents = grid_contents(map, spear);
  std::vector<NamedView> views;
  add_start_views(contents, views);
  add_door_view(contents, level, views);
  add_pushwall_views(contents, level, views);
  views.push_back({"edge", centre_of(kGridSide / 2, 0, kNorth), {}});
  return views;
}

std::string format_position(std::int32_t fixed) {
  // 16.16 values have at most 16 decimal places; golden views use halves.
  std::string text = std::to_string(fixed >> 16);
  std::int32_t fraction = fixed & 0xFFFF;
  if (fraction == 0) return text;
  text += '.';
  while (fraction != 0) {
    fraction *= 10;
    text += static_cast<char>('0' + (fraction >> 16));
    fraction &= 0xFFFF;
  }
  return text;
}

std::string format_angle(int degrees) { return std::to_string(degrees); }

}  // namespace wolfsuite::raycaster
