#include "reference/sim/sim_view.h"

#include <cstring>

#include "reference/sim/actor_states.h"
#include "reference/sim/statics.h"

namespace wolfsuite::sim {
namespace {

// What the renderer's own pick-up test (which decides whether a touched item is drawn) needs to
// know of an item; the logic's GetBonus decides what is taken.
raycaster::Bonus bonus_kind(StaticType item) {
  switch (item) {
    case StaticType::kAlpo:
    case StaticType::kFood:
    case StaticType::kFirstAid:
      return raycaster::Bonus::kHealth;
    case StaticType::kGibs:
      return raycaster::Bonus::kGibs;
    case StaticType::kClip:
    case StaticType::kClip2:
    case StaticType::k25Clip:
      return raycaster::Bonus::kAmmo;
    case StaticType::kNone:
    case StaticType::kBlock:
      return raycaster::Bonus::kNone;
    default:
      return raycaster::Bonus::kAlways;
  }
}

raycaster::Weapon shown_weapon(WeaponType weapon) {
  switch (weapon) {
    case WeaponType::kKnife:
      return raycaster::Weapon::kKnife;
    case WeaponType::kPistol:
      return raycaster::Weapon::kPistol;
    case WeaponType::kMachineGun:
      return raycaster::Weapon::kMachineGun;
    case WeaponType::kChainGun:
      return raycaster::Weapon::kChainGun;
    case WeaponType::kNone:
      break;
  }
  return raycaster::Weapon::kNone;
}

// The shape the engine draws for an actor: its state's, or the actor's temp1 where the state
// names none of its own (shape -1).
int render_sprite(const World& world, const Actor& actor) {
  const int sprite = state_sprite(world, actor.state);
  return sprite == -1 ? actor.temp1 : sprite;
}

}  // namespace

SimView::SimView(const GameMap& map, const World& world, const raycaster::Textures& textures,
                 bool draw)
    : level_(raycaster::build_level(map, world.game.map, world.spear)),
      textures_(textures),
      frame_(world.view.view_width, world.view.view_height),
      draw_(draw) {}

void SimView::sync_scene(const World& world) {
  // Both grids are [x][y] bytes, 64 by 64, one after another: one copy.
  static_assert(sizeof(world.tiles) == sizeof(level_.tiles));
  std::memcpy(level_.tiles.data(), world.tiles.data(), sizeof(world.tiles));

  level_.statics.clear();
  static_index_.clear();
  for (std::size_t i = 0; i < world.statics.size(); ++i) {
    const StaticObject& object = world.statics[i];
    if (object.sprite < 0) continue;  // removed
    level_.statics.push_back({object.tile_x, object.tile_y, object.sprite,
                              (object.flags & kFlBonus) ? bonus_kind(object.item) : raycaster::Bonus::kNone});
    static_index_.push_back(static_cast<int>(i));
  }

  level_.actors.clear();
  actor_slot_.clear();
  for (int slot = world.obj(world.player).next; slot != -1; slot = world.obj(slot).next) {
    const Actor& actor = world.obj(slot);
    if (actor.state == kNoState) continue;
    const int sprite = render_sprite(world, actor);
    if (sprite == 0) continue;  // a state without a shape is not drawn
    raycaster::LevelActor shown;
    shown.x = actor.x;
    shown.y = actor.y;
    shown.tile_x = actor.tile_x;
    shown.tile_y = actor.tile_y;
    shown.sprite = sprite;
    shown.rotates = state_info(actor.state).rotation == Rotation::kEight;
    shown.direction = static_cast<int>(actor.dir);
    level_.actors.push_back(shown);
    actor_slot_.push_back(slot);
  }

  motion_.door_open.resize(world.doors.size());
  for (std::size_t i = 0; i < world.doors.size(); ++i) motion_.door_open[i] = world.doors[i].position;
  motion_.pushwall.reset();
  if (world.pushwall.state != 0) {
    motion_.pushwall = raycaster::MovingPushwall{world.pushwall.x, world.pushwall.y,
                                                 static_cast<raycaster::PushDirection>(world.pushwall.dir & 3),
                                                 world.pushwall.pos, world.pushwall.tile};
  }
}

void SimView::refresh(World& world) {
  sync_scene(world);
  const Actor& player = world.player_obj();
  raycaster::RenderOptions options;
  options.demo_playback = world.demo_rules;
  options.player.health = world.game.health;
  options.player.ammo = world.game.ammo;
  options.weapon = shown_weapon(world.game.weapon);
  options.weapon_frame = world.game.weapon_frame;
  const raycaster::Scene scene{level_, textures_, motion_};
  const raycaster::View view{player.x, player.y, player.angle};
  const raycaster::FrameReport report =
      draw_ ? renderer_.render(scene, view, options, frame_)
            : renderer_.report(scene, view, options, frame_.width, frame_.height);

  for (int x = 0; x < kMapSide; ++x) {
    for (int y = 0; y < kMapSide; ++y) {
      world.spot_seen[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)] =
          report.seen[static_cast<std::size_t>(raycaster::spot(x, y))] != 0;
    }
  }

  for (std::size_t i = 0; i < report.statics.size(); ++i) {
    const int index = static_index_[i];
    const StaticObject& object = world.statics[static_cast<std::size_t>(index)];
    if (report.statics[i].within_reach && (object.flags & kFlBonus) && object.sprite >= 0) {
      get_bonus(world, index);
    }
  }

  for (std::size_t i = 0; i < report.actors.size(); ++i) {
    Actor& actor = world.obj(actor_slot_[i]);
    const raycaster::ObjectReport& seen = report.actors[i];
    switch (seen.sighting) {
      case raycaster::Sighting::kHidden:
        actor.flags &= ~kFlVisible;
        break;
      case raycaster::Sighting::kUnchanged:
        actor.active = Active::kYes;
        actor.trans_x = seen.depth;
        actor.view_height = 0;
        break;
      case raycaster::Sighting::kVisible:
        actor.active = Active::kYes;
        actor.trans_x = seen.depth;
        actor.view_x = static_cast<std::int16_t>(seen.view_x);
        actor.view_height = static_cast<std::uint16_t>(seen.view_height);
        actor.flags |= kFlVisible;
        break;
    }
  }
}

}  // namespace wolfsuite::sim
