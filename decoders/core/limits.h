#pragma once
// Caps on every size taken from a file. A size above its cap is rejected with an ErrorKind::kLimit
// error before anything is allocated, so a file declaring 4 GiB never makes us allocate it.
#include <cstddef>

namespace wolfsuite {

struct Limits {
  // RLEW and Carmack streams in GAMEMAPS are framed by a uint16 byte count (seed 002), so a
  // single expanded map stream is at most 65534 bytes; we allow the same for unframed calls.
  std::size_t max_word_codec_output = 65534;
  // The largest VGAGRAPH chunk in the shipped games is a 320x200 screen (64000 bytes); the
  // length prefix is 32 bits. 16 MiB leaves room for mods without letting a file pick the size.
  std::size_t max_huffman_output = 16u << 20;
};

}  // namespace wolfsuite
