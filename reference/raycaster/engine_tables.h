#pragma once
// The engine's trigonometry tables, made the way the engine makes them at start-up, so that every
// ray and every projected object lands on the same fixed-point values as in the game.
//
//   table            entries            how the engine builds it
//   sine             one per degree     a float angle advanced by float(pi / 180) per degree from
//                    (0..359)           0, 65536 * sin(angle) truncated towards zero; exactly
//                                       65536 at 90 and -65536 at 270; mirrored into the other
//                                       quadrants (sin(180 - a) = sin a, sin(180 + a) = -sin a)
//   fine tangent     900 (a quarter     for i < 450: 65536 * tan((i + 0.5) / radtoint) truncated,
//                    turn of tenths of  and entry 899 - i the truncated 65536 / tan of the same
//                    a degree)          angle; radtoint = float(3600 / 2 / pi)
//   pixel angle      one per view       the ray of column c in fine angles off the view direction:
//                    column             for the i-th column out from the middle (i = 0 for the two
//                                       middle columns), atan((i * 65536 / width, an integer
//                                       division) / 44800) as a float, times radtoint, truncated;
//                                       positive on the left half, negative on the right
//
// pi is the engine's 3.141592657. The tables are pinned by engine_tables_test.cc (the pixel angles
// against the engine's own for 320 and 304 columns).
#include <array>
#include <cstdint>
#include <vector>

namespace wolfsuite::raycaster {

inline constexpr int kAngles = 360;       // the player's angle: whole degrees
inline constexpr int kFineAngles = 3600;  // a ray's angle: tenths of a degree
inline constexpr int kQuarterFine = kFineAngles / 4;
inline constexpr std::int32_t kFixedOne = 1 << 16;  // 1.0 in 16.16

// 16.16 sine and cosine of a whole-degree angle, any integer (reduced modulo 360).
std::int32_t engine_sin(int degrees);
std::int32_t engine_cos(int degrees);

// 16.16 tangent of fine angle i + 0.5 for i in 0..899 (clamped into that range).
std::int32_t fine_tangent(int index);
// The same, as the table (finetangent): entry i is fine_tangent(i).
const std::array<std::int32_t, kQuarterFine>& fine_tangents();

// The ray offset of every column of a view `width` columns wide (an odd width leaves its last
// column at 0, as the engine's table does).
std::vector<std::int16_t> pixel_angles(int width);

}  // namespace wolfsuite::raycaster
