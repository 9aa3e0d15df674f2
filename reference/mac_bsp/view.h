#pragma once
// A view of a First Encounter level and what one screen column's ray hits, in exact integer
// arithmetic: positions are in 1/kMacViewUnit of a segment unit (half a map cell, seed 000
// 2.5.1), column c's ray is dir * width + plane * (2c + 1 - width), and the distance to a hit is
// the ray parameter t kept as a fraction. Two renderers that find the same face find the same
// fraction, so their frames can be compared byte for byte.
//
// A ray that passes exactly through a point with integer segment coordinates (a cell corner, a
// segment's end) touches several faces at once; which one it "hits" is then a convention the two
// renderers need not share. ray_touches_lattice_point says when that happens; views used for
// comparing renderers avoid it (an eye off the lattice's lines and rays checked by the tests).
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "decoders/mac/level.h"

namespace wolfsuite {

inline constexpr std::int64_t kMacViewUnit = 1024;  // fine units per segment unit

// Views outside these ranges are drawn without hits (all ceiling and floor), which keeps every
// product of the ray arithmetic far inside 64 bits.
inline constexpr std::int64_t kMacViewMaxVector = 4096;  // |dir_*|, |plane_*|
inline constexpr int kMacViewMaxSide = 1024;             // width, height

struct MacView {
  std::int64_t eye_x = 0;  // fine units; a cell is 2 * kMacViewUnit wide
  std::int64_t eye_y = 0;
  std::int64_t dir_x = 0;  // the view direction (y grows southwards)
  std::int64_t dir_y = -64;
  std::int64_t plane_x = 48;  // half the screen's width, perpendicular to dir
  std::int64_t plane_y = 0;
  int width = 64;   // 1..1024 columns
  int height = 48;  // 1..1024 rows
};

// The view from the level's first player start ($13..$16 facing north, east, south, west; seed
// 000 2.10.1), from the middle of its cell, width x height, nudged off the lattice; nullopt when
// the level has no start on the map.
std::optional<MacView> mac_start_view(const MacLevel& level, int width = 160, int height = 100);

struct MacRay {
  std::int64_t x = 0;
  std::int64_t y = 0;
};
MacRay column_ray(const MacView& view, int column);

// t = num / den with den > 0.
struct MacRayParameter {
  std::int64_t num = 0;
  std::int64_t den = 1;
  friend bool operator==(const MacRayParameter&, const MacRayParameter&) = default;
};
bool operator<(const MacRayParameter& a, const MacRayParameter& b);

// Where a ray crosses the line x = line (north_south) or y = line, in segment units: t > 0, and
// the other coordinate times t's denominator (fine units). nullopt if the ray runs parallel to
// the line or crosses it behind the eye.
struct MacCrossing {
  MacRayParameter t;
  std::int64_t along_times_den = 0;
};
std::optional<MacCrossing> cross_line(const MacView& view, const MacRay& ray, bool north_south,
                                      int line);
// Whether the crossing's along coordinate is strictly between segment units lo and hi.
bool crossing_between(const MacCrossing& crossing, int lo, int hi);
// The map cell index (0..63 unless off the map) the crossing's along coordinate lies in.
int crossing_cell(const MacCrossing& crossing);

// What a column's ray hits first: the map cell of the block (wall, door, secret block) and the
// direction its hit face faces, and t. hit false when the ray leaves the map or finds nothing.
struct MacRayHit {
  bool hit = false;
  int cell_x = 0;
  int cell_y = 0;
  MacFacing face = MacFacing::kEast;
  MacRayParameter t;
  friend bool operator==(const MacRayHit&, const MacRayHit&) = default;
};

// The wall code shown by a hit: the map code, or a secret block's wall code.
std::uint8_t hit_wall_code(const MacLevel& level, const MacRayHit& hit);

// The eye on the map (0..128 segment units each way), the vectors within kMacViewMaxVector and
// not zero, width and height 1..kMacViewMaxSide.
bool mac_view_in_range(const MacView& view);

bool ray_touches_lattice_point(const MacView& view, int column);
// The view with its eye moved east by the fewest fine units (less than one segment unit) that
// keep every column's ray off the lattice points, and its eye off the lattice lines; the view
// itself if no such move is found.
MacView nudged_off_lattice(const MacView& view);

struct MacRgb {
  std::uint8_t r = 0;
  std::uint8_t g = 0;
  std::uint8_t b = 0;
  friend bool operator==(const MacRgb&, const MacRgb&) = default;
};

// An 8-bit indexed frame, row-major (pixels[y * width + x]). Index 0 is the ceiling, 0x80 the
// floor; wall code c (bit 7 set) is drawn with index c on east and west faces and c - 0x80 (its
// darker shade) on north and south faces.
struct MacFrame {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> pixels;
  std::array<MacRgb, 256> palette{};
  friend bool operator==(const MacFrame&, const MacFrame&) = default;
};

std::array<MacRgb, 256> mac_palette();

// The frame of per-column hits: a column of height proportional to 1 / t (a face one cell away
// straight ahead fills the screen's height), centred on the middle row.
MacFrame draw_mac_columns(const MacLevel& level, const MacView& view,
                          const std::vector<MacRayHit>& hits);

}  // namespace wolfsuite
