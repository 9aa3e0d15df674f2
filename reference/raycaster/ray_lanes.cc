#include "reference/raycaster/ray_lanes.h"

#include <algorithm>
#include <cstdlib>

#include "reference/raycaster/engine_tables.h"

#if defined(__x86_64__)
#include "reference/raycaster/lane_ops.h"
#define WOLFSUITE_HAS_RAY_LANES 1
#endif

namespace wolfsuite::raycaster {

#if WOLFSUITE_HAS_RAY_LANES
namespace {

using namespace lane_ops;

// The fields of a LaneGroup, eight lanes each: RayStart's steps, RayPosition, whether the lane is
// in a run of x crossings and still moving (all ones), and where it stopped: the tile (0 off the
// grid) and, at a door, the door plane's crossing and the door's opening.
enum Field {
  kXTileStep,
  kYTileStep,
  kXStep,
  kYStep,
  kXTile,
  kYTile,
  kXIntercept,
  kYIntercept,
  kXIntTile,
  kYIntTile,
  kVertical,
  kActive,
  kStopTile,
  kStopHalfway,
  kStopOpening,
  kFieldCount
};
static_assert(kFieldCount == LaneGroup::kFields && kLanes == LaneGroup::kRays);

WOLFSUITE_AVX2 Lanes get(const LaneGroup& group, Field field) {
  return _mm256_load_si256(reinterpret_cast<const Lanes*>(group.lanes[field]));
}
WOLFSUITE_AVX2 void put(LaneGroup& group, Field field, Lanes value) {
  _mm256_store_si256(reinterpret_cast<Lanes*>(group.lanes[field]), value);
}

// start_ray and first_position for the view's columns [first, first + 8) (those past the width
// never move): the ray's fine angle brought into one turn, its quadrant, the steps and first
// intercepts the quadrant takes from the tangent table and the eye's partial distances, then the
// check at the top of the engine's loop of x crossings.
WOLFSUITE_AVX2 void start_group(const Projection& projection, const Eye& eye, int first,
                                LaneGroup& group) {
  const Lanes zero = _mm256_setzero_si256();
  const Lanes one = splat(1);
  const int count = std::min(kLanes, projection.width - first);
  const std::int16_t* pixel_angles = projection.pixel_angle.data() + first;
  Lanes pixel_angle;
  if (count == kLanes) {
    pixel_angle =
        _mm256_cvtepi16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(pixel_angles)));
  } else {
    alignas(32) std::int32_t last[kLanes] = {};
    std::copy(pixel_angles, pixel_angles + count, last);
    pixel_angle = _mm256_load_si256(reinterpret_cast<const Lanes*>(last));
  }
  Lanes angle = add(splat(eye.mid_angle), pixel_angle);
  angle = add(angle, both(negative(angle), splat(kFineAngles)));
  angle = sub(angle, both(_mm256_cmpgt_epi32(angle, splat(kFineAngles - 1)), splat(kFineAngles)));
  const Lanes quadrant = sub(zero, add(add(_mm256_cmpgt_epi32(angle, splat(kQuarterFine - 1)),
                                           _mm256_cmpgt_epi32(angle, splat(2 * kQuarterFine - 1))),
                                       _mm256_cmpgt_epi32(angle, splat(3 * kQuarterFine - 1))));
  const Lanes within = sub(angle, _mm256_mullo_epi32(quadrant, splat(kQuarterFine)));
  const Lanes mirrored = sub(splat(kQuarterFine - 1), within);
  const Lanes odd_quadrant = equal(both(quadrant, one), one);
  // West in quadrants 1 and 2, north in 0 and 1.
  const Lanes x_backward = equal(both(sub(quadrant, one), splat(~1)), zero);
  const Lanes y_backward = _mm256_cmpgt_epi32(splat(2), quadrant);
  const int* tangent = fine_tangents().data();
  const Lanes x_step = negate_where(
      x_backward, _mm256_i32gather_epi32(tangent, select(odd_quadrant, within, mirrored), 4));
  const Lanes y_step = negate_where(
      y_backward, _mm256_i32gather_epi32(tangent, select(odd_quadrant, mirrored, within), 4));
  const Lanes x_tile_step = either(x_backward, one);
  const Lanes y_tile_step = either(y_backward, one);
  const Lanes x_partial = select(x_backward, splat(eye.x_partial_down), splat(eye.x_partial_up));
  const Lanes y_partial = select(y_backward, splat(eye.y_partial_down), splat(eye.y_partial_up));
  const Lanes y_intercept = add(fixed_mul_lanes(y_step, x_partial), splat(eye.y));
  const Lanes x_intercept = add(fixed_mul_lanes(x_step, y_partial), splat(eye.x));
  const Lanes x_tile = add(splat(eye.tile_x), x_tile_step);
  const Lanes y_tile = add(splat(eye.tile_y), y_tile_step);
  const Lanes x_int_tile = _mm256_srai_epi32(x_intercept, 16);
  // The corner rule (at_corner), then whether a y crossing comes first (other_crossing_first:
  // the intercept's tile minus the tile, times the tile step, is not negative).
  const Lanes y_int_tile = select(at_corner_lanes(x_tile, x_tile_step, x_int_tile, y_tile,
                                                  y_tile_step, _mm256_srai_epi32(y_intercept, 16)),
                                  y_tile, _mm256_srai_epi32(y_intercept, 16));
  put(group, kXTileStep, x_tile_step);
  put(group, kYTileStep, y_tile_step);
  put(group, kXStep, x_step);
  put(group, kYStep, y_step);
  put(group, kXTile, x_tile);
  put(group, kYTile, y_tile);
  put(group, kXIntercept, x_intercept);
  put(group, kYIntercept, y_intercept);
  put(group, kXIntTile, x_int_tile);
  put(group, kYIntTile, y_int_tile);
  put(group, kVertical, negative(negate_where(y_backward, sub(y_int_tile, y_tile))));
  put(group, kActive, _mm256_cmpgt_epi32(splat(count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)));
  put(group, kStopTile, zero);
  put(group, kStopHalfway, zero);
  put(group, kStopOpening, zero);
}

// One crossing of each moving lane; false once none moves. A lane checks the crossing it is at,
// in a run of x crossings the tile (x_tile, y_int_tile) at y_intercept, in a run of y crossings
// (x_int_tile, y_tile) at x_intercept, with follow_ray's border checks as one test of the bits
// outside the grid. It moves on across an empty tile and across a door whose plane it passes
// (door_stops), and logs the tile's spot in passed[0, 8).
WOLFSUITE_AVX2 bool step_group(const LaneScene& lane_scene, LaneGroup& group,
                               std::int32_t* passed) {
  const Lanes zero = _mm256_setzero_si256();
  const Lanes door_bit = splat(kDoorTile);
  const Lanes low_half = splat(0xFFFF);
  const Lanes x_tile_step = get(group, kXTileStep);
  const Lanes y_tile_step = get(group, kYTileStep);
  const Lanes x_step = get(group, kXStep);
  const Lanes y_step = get(group, kYStep);
  Lanes x_tile = get(group, kXTile);
  Lanes y_tile = get(group, kYTile);
  Lanes x_intercept = get(group, kXIntercept);
  Lanes y_intercept = get(group, kYIntercept);
  Lanes x_int_tile = get(group, kXIntTile);
  Lanes y_int_tile = get(group, kYIntTile);
  const Lanes vertical = get(group, kVertical);
  const Lanes active = get(group, kActive);

  const Lanes column = select(vertical, x_tile, x_int_tile);
  const Lanes row = select(vertical, y_int_tile, y_tile);
  const Lanes along = select(vertical, y_intercept, x_intercept);
  const Lanes outside = either(both(either(column, row), splat(~(kGridSide - 1))),
                               both(along, splat(~(kGridExtent - 1))));
  const Lanes spot = either(_mm256_slli_epi32(column, 6), row);
  const Lanes look = both(active, equal(outside, zero));
  const Lanes tile = tiles_at(lane_scene.tiles, spot, look);
  Lanes go = both(look, equal(tile, zero));
  const Lanes door = both(look, equal(both(tile, door_bit), door_bit));
  if (!_mm256_testz_si256(door, door)) {
    // The door plane halfway into the tile: passed unless the half step stays in the tile's row
    // (column) and is not below the opening; a fully open door passes every ray.
    const Lanes opening = _mm256_mask_i32gather_epi32(
        zero, lane_scene.door_opening, both(tile, splat(LaneScene::kDoorIndices - 1)), door, 4);
    const Lanes halfway = add(along, _mm256_srai_epi32(select(vertical, y_step, x_step), 1));
    const Lanes plane_stops = _mm256_andnot_si256(
        equal(opening, low_half),
        _mm256_andnot_si256(_mm256_cmpgt_epi32(opening, both(halfway, low_half)),
                            equal(_mm256_srai_epi32(halfway, 16), select(vertical, row, column))));
    go = either(go, _mm256_andnot_si256(plane_stops, door));
    put(group, kStopHalfway, select(door, halfway, get(group, kStopHalfway)));
    put(group, kStopOpening, select(door, opening, get(group, kStopOpening)));
  }
  put(group, kStopTile, select(_mm256_andnot_si256(go, active), tile, get(group, kStopTile)));
  put(group, kActive, go);
  if (_mm256_testz_si256(go, go)) return false;
  // The passed tiles go to the log (marked seen after the passes: stores to the seen tiles here
  // would hold up the next gathers); lanes that do not move log one of them again.
  Lanes marked = select(go, spot, splat(-1));
  marked = _mm256_max_epi32(marked, _mm256_permute2x128_si256(marked, marked, 1));
  marked = _mm256_max_epi32(marked, _mm256_shuffle_epi32(marked, 0b01001110));
  marked = _mm256_max_epi32(marked, _mm256_shuffle_epi32(marked, 0b10110001));
  _mm256_storeu_si256(reinterpret_cast<Lanes*>(passed), select(go, spot, marked));
  // The step: an x crossing moves x_tile on and y_intercept by y_step, a y crossing y_tile and
  // x_intercept; then the corner rule for the moved kind, and the check that ends the run.
  const Lanes step_x = both(go, vertical);
  const Lanes step_y = _mm256_andnot_si256(vertical, go);
  x_tile = add(x_tile, both(step_x, x_tile_step));
  y_intercept = add(y_intercept, both(step_x, y_step));
  y_int_tile = select(step_x, _mm256_srai_epi32(y_intercept, 16), y_int_tile);
  y_tile = add(y_tile, both(step_y, y_tile_step));
  x_intercept = add(x_intercept, both(step_y, x_step));
  x_int_tile = select(step_y, _mm256_srai_epi32(x_intercept, 16), x_int_tile);
  const Lanes corner =
      at_corner_lanes(x_tile, x_tile_step, x_int_tile, y_tile, y_tile_step, y_int_tile);
  y_int_tile = select(both(corner, step_x), y_tile, y_int_tile);
  x_int_tile = select(both(corner, step_y), x_tile, x_int_tile);
  // Tile steps of -1 (all ones where so) turn the comparison round.
  const Lanes ahead = select(vertical, negate_where(negative(y_tile_step), sub(y_int_tile, y_tile)),
                             negate_where(negative(x_tile_step), sub(x_int_tile, x_tile)));
  put(group, kVertical, _mm256_xor_si256(vertical, _mm256_andnot_si256(negative(ahead), go)));
  put(group, kXTile, x_tile);
  put(group, kYTile, y_tile);
  put(group, kXIntercept, x_intercept);
  put(group, kYIntercept, y_intercept);
  put(group, kXIntTile, x_int_tile);
  put(group, kYIntTile, y_int_tile);
  return true;
}

// Eight posts from their fields' lanes: three stores of the fields interleaved (height, page,
// texel column, height, ...), each a blend of the three fields permuted into place.
static_assert(sizeof(WallPost) == 3 * sizeof(std::int32_t));
WOLFSUITE_AVX2 void store_posts(Lanes height, Lanes page, Lanes texel_column, WallPost* posts) {
  constexpr int x = 0;  // a position the blend does not take
  // Posts 0, 1 and the first two fields of 2: h0 p0 t0 h1 p1 t1 h2 p2.
  const Lanes first = _mm256_blend_epi32(
      _mm256_blend_epi32(
          _mm256_permutevar8x32_epi32(height, _mm256_setr_epi32(0, x, x, 1, x, x, 2, x)),
          _mm256_permutevar8x32_epi32(page, _mm256_setr_epi32(x, 0, x, x, 1, x, x, 2)), 0b10010010),
      _mm256_permutevar8x32_epi32(texel_column, _mm256_setr_epi32(x, x, 0, x, x, 1, x, x)),
      0b00100100);
  // t2 h3 p3 t3 h4 p4 t4 h5.
  const Lanes second = _mm256_blend_epi32(
      _mm256_blend_epi32(
          _mm256_permutevar8x32_epi32(height, _mm256_setr_epi32(x, 3, x, x, 4, x, x, 5)),
          _mm256_permutevar8x32_epi32(page, _mm256_setr_epi32(x, x, 3, x, x, 4, x, x)), 0b00100100),
      _mm256_permutevar8x32_epi32(texel_column, _mm256_setr_epi32(2, x, x, 3, x, x, 4, x)),
      0b01001001);
  // p5 t5 h6 p6 t6 h7 p7 t7.
  const Lanes third = _mm256_blend_epi32(
      _mm256_blend_epi32(
          _mm256_permutevar8x32_epi32(height, _mm256_setr_epi32(x, x, 6, x, x, 7, x, x)),
          _mm256_permutevar8x32_epi32(page, _mm256_setr_epi32(5, x, x, 6, x, x, 7, x)), 0b01001001),
      _mm256_permutevar8x32_epi32(texel_column, _mm256_setr_epi32(x, 5, x, x, 6, x, x, 7)),
      0b10010010);
  auto* out = reinterpret_cast<Lanes*>(posts);
  _mm256_storeu_si256(out, first);
  _mm256_storeu_si256(out + 1, second);
  _mm256_storeu_si256(out + 2, third);
}

// The posts of the lanes of columns [first, first + 8) that stopped on a wall or a door
// (follow_ray's hit_vertical_wall, hit_horizontal_wall and door hits), the others handed back.
// A wall is hit on the crossed boundary, its texel column from the intercept (mirrored on an x
// crossing running west and a y crossing running south), its page the dark one across x
// boundaries and the light one across y, or the door frame's page where the tile behind the
// boundary is a door (bit 0x40 marks a wall beside a door). A door is hit on its plane, its texel
// column slid by the opening, its page + 1 across x boundaries. The height comes from the hit's
// depth.
WOLFSUITE_AVX2 void finish_group(const LaneScene& lane_scene, const Projection& projection,
                                 const Eye& eye, int first, const LaneGroup& group,
                                 std::vector<WallPost>& posts, std::vector<LaneStop>& stops) {
  const Lanes zero = _mm256_setzero_si256();
  const Lanes door_bit = splat(kDoorTile);
  const Lanes off_tile = splat(~(kGridSide - 1));
  const Lanes x_tile_step = get(group, kXTileStep);
  const Lanes y_tile_step = get(group, kYTileStep);
  const Lanes x_backward = negative(x_tile_step);  // west
  const Lanes y_backward = negative(y_tile_step);  // north
  const Lanes x_tile = get(group, kXTile);
  const Lanes y_tile = get(group, kYTile);
  const Lanes x_intercept = get(group, kXIntercept);
  const Lanes y_intercept = get(group, kYIntercept);
  const Lanes x_int_tile = get(group, kXIntTile);
  const Lanes y_int_tile = get(group, kYIntTile);
  const Lanes vertical = get(group, kVertical);
  const Lanes stop_tile = get(group, kStopTile);
  const Lanes stop_halfway = get(group, kStopHalfway);
  const Lanes across_x = both(vertical, splat(1));
  const Lanes is_door = equal(both(stop_tile, door_bit), door_bit);
  const Lanes wall_kind = both(stop_tile, splat(kDoorTile | kDoorFrameFlag));
  const Lanes plain = _mm256_andnot_si256(equal(stop_tile, zero), equal(wall_kind, zero));
  const Lanes framed = _mm256_andnot_si256(equal(stop_tile, splat(kPushwallTile)),
                                           equal(wall_kind, splat(kDoorFrameFlag)));
  const Lanes behind_column = select(vertical, sub(x_tile, x_tile_step), x_int_tile);
  const Lanes behind_row = select(vertical, y_int_tile, sub(y_tile, y_tile_step));
  const Lanes behind_inside = equal(both(either(behind_column, behind_row), off_tile), zero);
  // Gathers only where some lane needs them.
  const Lanes look_behind = both(framed, behind_inside);
  const Lanes behind =
      _mm256_testz_si256(look_behind, look_behind)
          ? zero
          : tiles_at(lane_scene.tiles, either(_mm256_slli_epi32(behind_column, 6), behind_row),
                     look_behind);
  const Lanes from_door = both(framed, equal(both(behind, door_bit), door_bit));
  const Lanes wall = both(stop_tile, splat(kDoorFrameFlag - 1));
  const Lanes wall_page =
      select(from_door, add(splat(lane_scene.door_wall + kDoorFrameHorizontal), across_x),
             add(sub(add(wall, wall), splat(2)), across_x));
  const Lanes door_page =
      add(_mm256_testz_si256(is_door, is_door)
              ? zero
              : _mm256_mask_i32gather_epi32(zero, lane_scene.door_page,
                                            both(stop_tile, splat(LaneScene::kDoorIndices - 1)),
                                            is_door, 4),
          across_x);
  const Lanes wall_x =
      select(vertical, add(_mm256_slli_epi32(x_tile, 16), both(x_backward, splat(kTileGlobal))),
             x_intercept);
  const Lanes wall_y =
      select(vertical, y_intercept,
             add(_mm256_slli_epi32(y_tile, 16), both(y_backward, splat(kTileGlobal))));
  const Lanes door_x =
      select(vertical, either(_mm256_slli_epi32(x_tile, 16), splat(kHalfTile)), stop_halfway);
  const Lanes door_y =
      select(vertical, stop_halfway, either(_mm256_slli_epi32(y_tile, 16), splat(kHalfTile)));
  const Lanes hit_x = select(is_door, door_x, wall_x);
  const Lanes hit_y = select(is_door, door_y, wall_y);
  const Lanes wall_texture =
      both(_mm256_srli_epi32(select(vertical, y_intercept, x_intercept), kTextureShift),
           splat(kTextureMask));
  const Lanes mirror = select(vertical, x_backward, _mm256_xor_si256(y_backward, splat(-1)));
  const Lanes door_texture =
      both(_mm256_srli_epi32(sub(stop_halfway, get(group, kStopOpening)), kTextureShift),
           splat(kTextureMask));
  const Lanes texture = select(
      is_door, door_texture, select(mirror, sub(splat(kTextureMask), wall_texture), wall_texture));
  const Lanes depth = sub(fixed_mul_lanes(sub(hit_x, splat(eye.x)), splat(eye.cos)),
                          fixed_mul_lanes(sub(hit_y, splat(eye.y)), splat(eye.sin)));
  const Lanes resolved_lanes = either(either(plain, framed), is_door);
  const Lanes height_lanes =
      divide(splat(projection.height_numerator),
             _mm256_srai_epi32(_mm256_max_epi32(depth, splat(kMinDistance)), 8));
  const Lanes page_lanes = select(is_door, door_page, wall_page);
  const Lanes texel_lanes = _mm256_srli_epi32(texture, 6);
  if (first + kLanes <= projection.width &&
      _mm256_movemask_ps(_mm256_castsi256_ps(resolved_lanes)) == 0xFF) {
    store_posts(height_lanes, page_lanes, texel_lanes, posts.data() + first);
    return;
  }
  alignas(32) std::int32_t resolved[kLanes];
  alignas(32) std::int32_t height[kLanes];
  alignas(32) std::int32_t page[kLanes];
  alignas(32) std::int32_t texel_column[kLanes];
  _mm256_store_si256(reinterpret_cast<Lanes*>(resolved), resolved_lanes);
  _mm256_store_si256(reinterpret_cast<Lanes*>(height), height_lanes);
  _mm256_store_si256(reinterpret_cast<Lanes*>(page), page_lanes);
  _mm256_store_si256(reinterpret_cast<Lanes*>(texel_column), texel_lanes);

  const int count = std::min(kLanes, projection.width - first);
  for (int lane = 0; lane < count; ++lane) {
    const int column = first + lane;
    if (resolved[lane] != 0) {
      posts[static_cast<std::size_t>(column)] = {height[lane], page[lane], texel_column[lane]};
      continue;
    }
    LaneStop stop;
    stop.column = column;
    stop.ray.x_tile_step = group.lanes[kXTileStep][lane];
    stop.ray.y_tile_step = group.lanes[kYTileStep][lane];
    stop.ray.x_step = group.lanes[kXStep][lane];
    stop.ray.y_step = group.lanes[kYStep][lane];
    stop.position = {group.lanes[kXTile][lane],        group.lanes[kYTile][lane],
                     group.lanes[kXIntercept][lane],   group.lanes[kYIntercept][lane],
                     group.lanes[kXIntTile][lane],     group.lanes[kYIntTile][lane],
                     group.lanes[kVertical][lane] != 0};
    stops.push_back(stop);
  }
}

// The lanes' passes, inlined into one function per lane set: the AVX-512VL build of the same
// AVX2 steps has 32 vector registers and EVEX encodings to choose from (3 % faster here).
WOLFSUITE_AVX2 void cast_groups(const LaneScene& lane_scene, const Projection& projection,
                                const Eye& eye, RayLanes::Work& work, std::vector<WallPost>& posts,
                                std::vector<LaneStop>& stops, SeenTiles& seen) {
  // Each phase runs over all groups before the next, so the groups' gathers overlap: a group's
  // crossings depend on each other, different groups' do not.
  const int group_count = (projection.width + kLanes - 1) / kLanes;
  work.groups.resize(static_cast<std::size_t>(group_count));
  work.moving.resize(static_cast<std::size_t>(group_count));
  for (int group = 0; group < group_count; ++group) {
    start_group(projection, eye, group * kLanes, work.groups[static_cast<std::size_t>(group)]);
    work.moving[static_cast<std::size_t>(group)] = group;
  }
  std::size_t logged = 0;
  std::size_t moving = work.moving.size();
  while (moving != 0) {
    if (work.passed.size() < logged + moving * kLanes) {
      work.passed.resize(2 * (logged + moving * kLanes));
    }
    std::size_t still = 0;
    for (std::size_t at = 0; at < moving; ++at) {
      const int group = work.moving[at];
      if (step_group(lane_scene, work.groups[static_cast<std::size_t>(group)],
                     work.passed.data() + logged)) {
        work.moving[still++] = group;
        logged += kLanes;
      }
    }
    moving = still;
  }
  for (std::size_t at = 0; at < logged; ++at) {
    seen[static_cast<std::size_t>(work.passed[at])] = 1;
  }
  stops.clear();
  for (int group = 0; group < group_count; ++group) {
    finish_group(lane_scene, projection, eye, group * kLanes,
                 work.groups[static_cast<std::size_t>(group)], posts, stops);
  }
}

__attribute__((target("avx2"))) void cast_avx2(const LaneScene& lane_scene,
                                               const Projection& projection, const Eye& eye,
                                               RayLanes::Work& work, std::vector<WallPost>& posts,
                                               std::vector<LaneStop>& stops, SeenTiles& seen) {
  cast_groups(lane_scene, projection, eye, work, posts, stops, seen);
}
__attribute__((target("avx2,avx512f,avx512vl"))) void cast_avx512(
    const LaneScene& lane_scene, const Projection& projection, const Eye& eye, RayLanes::Work& work,
    std::vector<WallPost>& posts, std::vector<LaneStop>& stops, SeenTiles& seen) {
  cast_groups(lane_scene, projection, eye, work, posts, stops, seen);
}

}  // namespace

bool lane_set_supported(LaneSet set) {
  switch (set) {
    case LaneSet::avx2:
      return __builtin_cpu_supports("avx2") != 0;
    case LaneSet::avx512vl:
      return __builtin_cpu_supports("avx2") != 0 && __builtin_cpu_supports("avx512f") != 0 &&
             __builtin_cpu_supports("avx512vl") != 0;
  }
  return false;
}

void RayLanes::cast(const LaneScene& lane_scene, const Projection& projection, const Eye& eye,
                    std::vector<WallPost>& posts, std::vector<LaneStop>& stops, SeenTiles& seen) {
  if (set_ == LaneSet::avx512vl) {
    cast_avx512(lane_scene, projection, eye, work_, posts, stops, seen);
  } else {
    cast_avx2(lane_scene, projection, eye, work_, posts, stops, seen);
  }
}

#else

bool lane_set_supported(LaneSet) { return false; }

void RayLanes::cast(const LaneScene&, const Projection&, const Eye&, std::vector<WallPost>&,
                    std::vector<LaneStop>&, SeenTiles&) {
  std::abort();  // never called: no lane set is supported
}

#endif

void LaneScene::fill(const Scene& scene) {
  tiles = scene.level.tiles.data();
  // Indices past both door lists read as shut doors of page 0; they are written again only when
  // the lists have shrunk since the last frame or the door pages have moved.
  const std::size_t used = std::min<std::size_t>(
      std::max(scene.motion.door_open.size(), scene.level.doors.size()), kDoorIndices);
  const std::size_t end =
      scene.textures.door_wall == door_wall ? std::max(used, doors_written) : kDoorIndices;
  door_wall = scene.textures.door_wall;
  const std::size_t pages = std::min(scene.level.doors.size(), used);
  for (std::size_t door = 0; door < end; ++door) {
    door_opening[door] = scene.motion.door_opening(door);
    door_page[door] = door_wall + (door < pages ? scene.level.doors[door].page : 0);
  }
  doors_written = used;
}

}  // namespace wolfsuite::raycaster
