#pragma once
// The record lumps of a BSP file (layout table in bsp.h): reading each lump's records into the
// model and writing them back. Lump ranges and lengths are checked by decode_bsp before these
// run, so a reader here only ever sees a whole number of records.
#include <array>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/quake/bsp.h"

namespace wolfsuite {

// Every lump's bytes, in BspLump order. `bytes[i]` is a whole number of lump i's records.
using BspLumpBytes = std::array<ByteSpan, kBspLumpCount>;

// Fills the record lumps and byte lumps of `bsp` (not miptex); `offsets` are the lumps' file
// offsets, for error offsets.
Status read_bsp_lumps(const BspLumpBytes& bytes,
                      const std::array<std::size_t, kBspLumpCount>& offsets, Bsp& bsp);
// Every lump but miptex, in BspLump order (miptex's slot is left empty).
std::array<Bytes, kBspLumpCount> write_bsp_lumps(const Bsp& bsp);

}  // namespace wolfsuite
