#pragma once
// Private to decoders/compress: the stream errors of RLEW and Carmack (rlew.h, carmack.h), built
// in one place so the literal and fast expanders of each codec report the same ID, offset and
// message for the same input (the differential tests compare all three).
#include <cstddef>
#include <string>

#include "decoders/compress/word_frame.h"
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"

namespace wolfsuite::word_codec_errors {

inline Error rlew_run_overrun(std::size_t command_offset, std::size_t count,
                              std::size_t words_left) {
  return malformed("E-RLEW-RUN-OVERRUN", command_offset,
                   "run of " + std::to_string(count) + " words with " + std::to_string(words_left) +
                       " left to write");
}

// carmack.h: a truncation names the first missing byte; the input is contiguous, so that is
// always its end.
inline Error carmack_truncated(ByteSpan in) {
  return malformed(word_frame::kCarmackIds.truncated, in.size(),
                   "stream ends before the output is full");
}

inline Error carmack_overrun(std::size_t command_offset, std::size_t count,
                             std::size_t words_left) {
  return malformed("E-CARMACK-OVERRUN", command_offset,
                   "copy of " + std::to_string(count) + " words with " +
                       std::to_string(words_left) + " left to write");
}

inline Error carmack_near_offset(std::size_t command_offset, std::size_t back,
                                 std::size_t words_written) {
  return malformed("E-CARMACK-NEAR-OFFSET", command_offset,
                   "near copy from " + std::to_string(back) + " words back with " +
                       std::to_string(words_written) + " written");
}

inline Error carmack_far_offset(std::size_t command_offset, std::size_t at,
                                std::size_t words_written) {
  return malformed("E-CARMACK-FAR-OFFSET", command_offset,
                   "far copy from word " + std::to_string(at) + " with " +
                       std::to_string(words_written) + " written");
}

}  // namespace wolfsuite::word_codec_errors
