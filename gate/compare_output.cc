// compare_output (compare.h): the comparison an expected output's format calls for.
#include "gate/compare.h"

namespace wolfsuite::gate {
namespace {

std::string_view as_text(ByteSpan bytes) {
  return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

}  // namespace

std::optional<FirstDifference> compare_output(const Expected& expected, ByteSpan expected_bytes,
                                              ByteSpan actual_bytes) {
  switch (expected.format) {
    case OutputFormat::kIndexedFrame:
      return compare_indexed_frames(static_cast<int>(expected.width),
                                    static_cast<int>(expected.height), expected_bytes,
                                    actual_bytes);
    case OutputFormat::kPcmS16le:
      return compare_pcm_s16le(expected_bytes, actual_bytes);
    case OutputFormat::kRegisterStream:
      return compare_register_streams(as_text(expected_bytes), as_text(actual_bytes));
    case OutputFormat::kTraceJsonl:
      return compare_demo_traces(as_text(expected_bytes), as_text(actual_bytes));
    case OutputFormat::kNone:
    case OutputFormat::kBytes:
      break;
  }
  return compare_bytes(expected_bytes, actual_bytes);
}

}  // namespace wolfsuite::gate
