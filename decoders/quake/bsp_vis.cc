#include "decoders/quake/bsp_vis.h"

#include <algorithm>
#include <string>

namespace wolfsuite {
namespace {

constexpr std::string_view kTruncated = "E-QUAKE-BSP-VIS-TRUNCATED";

}  // namespace

Result<Bytes> decompress_vis_row(ByteSpan visibility, std::size_t row_offset, std::size_t row_bytes,
                                 Findings& findings, std::size_t lump_offset) {
  Bytes row;
  std::size_t at = row_offset;
  bool overrun_seen = false;
  while (row.size() < row_bytes) {
    if (at >= visibility.size()) {
      return malformed(kTruncated, lump_offset + at,
                       "the row from " + std::to_string(row_offset) + " has " +
                           std::to_string(row.size()) + " of " + std::to_string(row_bytes) +
                           " bytes when the lump ends");
    }
    const std::uint8_t byte = visibility[at];
    if (byte != 0) {
      row.push_back(byte);
      ++at;
      continue;
    }
    if (at + 1 >= visibility.size()) {
      return malformed(kTruncated, lump_offset + at, "a zero byte has no count after it");
    }
    const std::size_t count = visibility[at + 1];
    const std::size_t room = row_bytes - row.size();
    if (count > room && !overrun_seen) {
      findings.add("W-QUAKE-BSP-VIS-OVERRUN", lump_offset + at,
                   "a run of " + std::to_string(count) + " zeros where " + std::to_string(room) +
                       " bytes of the row are left");
      overrun_seen = true;
    }
    row.insert(row.end(), std::min(count, room), std::uint8_t{0});
    at += 2;
  }
  return row;
}

Bytes compress_vis_row(ByteSpan row) {
  Bytes out;
  for (std::size_t i = 0; i < row.size();) {
    if (row[i] != 0) {
      out.push_back(row[i++]);
      continue;
    }
    std::size_t run = 0;
    while (i < row.size() && row[i] == 0 && run < 255) {
      ++run;
      ++i;
    }
    out.push_back(0);
    out.push_back(static_cast<std::uint8_t>(run));
  }
  return out;
}

bool vis_row_has_leaf(ByteSpan row, std::size_t leaf) {
  if (leaf == 0) return false;
  const std::size_t bit = leaf - 1;
  return bit / 8 < row.size() && (row[bit / 8] >> (bit % 8)) & 1;
}

}  // namespace wolfsuite
