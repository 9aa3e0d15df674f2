#pragma once
// How sure we are that the files of a folder named like a set (data_set.h: MAPHEAD.WL1,
// VSWAP.WL1, ...) hold a Wolfenstein 3-D data set (STYLE.md: each family has a cheap probe).
// A set is found by name first, the way the engine opens its files; the probe then reads the two
// headers that vouch for the rest by content:
//
//   file     what is read                          verdict it supports
//   MAPHEAD  the 2-byte RLEW tag and the size      the tag is 0xABCD (every shipped game) and the
//            (maps.h)                              file holds TED5's 100 offsets (402 bytes)
//   VSWAP    chunk_count, sprite_start,            sprite_start <= sound_start <= chunk_count and
//            sound_start (vswap.h)                 the offset and size tables fit in the file
//
//   both agree              kCertain
//   one agrees              kLikely
//   neither (absent, short  kUnsure: named as the engine names its files, nothing in the bytes
//   or contradicting)       speaks for or against it; check says what is wrong
//   no file of a set's      kNo
//   names at all
#include "decoders/core/bytes.h"
#include "decoders/core/probe.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite {

// Reads only the headers above, never fails.
ProbeVerdict probe_wolf_set(const WolfSetFiles& files);

// The MAPHEAD and VSWAP halves of the probe: whether each header agrees with itself and its size.
bool maphead_header_agrees(ByteSpan maphead);
bool vswap_header_agrees(ByteSpan vswap);

}  // namespace wolfsuite
