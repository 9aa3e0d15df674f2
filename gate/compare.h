#pragma once
// First differences of each output kind (first_difference.h), one source file each
// (compare_<kind>.cc). Every function returns nullopt when the two sides are equal.
#include <cstdint>
#include <optional>
#include <string_view>

#include "decoders/core/bytes.h"
#include "gate/adapter_messages.h"
#include "gate/first_difference.h"
#include "gate/manifest.h"

namespace wolfsuite::gate {

// The first differing byte, both sides as hex rows around it; or, when one side is a prefix of the
// other, "truncated after N bytes" or the expected bytes "followed by N zero bytes" (or others).
std::optional<FirstDifference> compare_bytes(ByteSpan expected, ByteSpan actual);

// The first differing pixel (x, y), how many differ, and the frames for the pictures. A side
// that is not width * height bytes is reported by its size alone.
std::optional<FirstDifference> compare_indexed_frames(int width, int height, ByteSpan expected,
                                                      ByteSpan actual);

// 16-bit signed little-endian mono samples at `sample_rate`: the first differing sample, its
// time, both values and how many differ.
std::optional<FirstDifference> compare_pcm_s16le(ByteSpan expected, ByteSpan actual,
                                                 int sample_rate = 49716);

// Register streams (reference/opl2/register_stream.h): the first differing write, or the
// stream's length; an actual side that does not parse is reported with its parse error.
std::optional<FirstDifference> compare_register_streams(std::string_view expected,
                                                        std::string_view actual);

// Demo traces (reference/sim/trace_diff.h): the first differing line and its fields.
std::optional<FirstDifference> compare_demo_traces(std::string_view expected,
                                                   std::string_view actual);

// The adapter's verdict against the expected one: ok / rejected, and when both are rejected and
// both name an error ID, the ID. A response without an ID passes (the protocol makes it optional).
std::optional<FirstDifference> compare_verdicts(const Expected& expected, const Response& actual);

// The comparison `format` calls for (compare_bytes for kBytes and kNone).
std::optional<FirstDifference> compare_output(const Expected& expected, ByteSpan expected_bytes,
                                              ByteSpan actual_bytes);

}  // namespace wolfsuite::gate
