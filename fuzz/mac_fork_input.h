#pragma once
// How mac_resource_fork_fuzzer reads its input: byte 0 modulo 4 picks the container, the rest is
// the file. The corpus verdicts (corpus/mac_corpus_verdicts.cc) read the corpus files the same
// way through this header.
#include <cstdint>

#include "decoders/core/bytes.h"
#include "decoders/mac/mac_file.h"

namespace wolfsuite::fuzz {

// 0 as detect_mac_container says, 1 a raw fork, 2 MacBinary, 3 AppleDouble.
inline MacContainer mac_fork_container(std::uint8_t selector, ByteSpan file) {
  switch (selector % 4) {
    case 1:
      return MacContainer::kRawFork;
    case 2:
      return MacContainer::kMacBinary;
    case 3:
      return MacContainer::kAppleDouble;
    default:
      return detect_mac_container(file);
  }
}

}  // namespace wolfsuite::fuzz
