#pragma once
// Where an adapter's output first departs from the expected one, in the terms of the output's
// kind (docs/ADAPTERS.md "Capabilities"): a byte offset with both sides in hex, a pixel, a
// sample, a register write, a trace line, a verdict. What a port's author reads first when the
// gate fails; the reports (gate_report.h) print it.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "decoders/core/bytes.h"

namespace wolfsuite::gate {

// Two indexed frames of the same size, for the expected / actual / difference pictures of the
// reports (drawn in the set's palette there).
struct FrameDifference {
  int width = 0;
  int height = 0;
  Bytes expected;  // width * height palette indices, row-major
  Bytes actual;
};

// `kind` names the shape of the difference with a stable string, so that the reports can group
// failures that have one cause (a port padding every VSWAP page reads as one line with a count):
//   bytes          bytes-differ, padded-with-zeros (the expected bytes, then only zero bytes),
//                  longer (the expected bytes, then others), truncated (a prefix of them),
//                  hash-differs (no expected bytes to compare: a manifest without "output" or
//                  "slice")
//   indexed-frame  frame-differs, frame-size
//   pcm-s16le      samples-differ, sound-length, not-samples (an odd number of bytes)
//   register-stream  writes-differ, write-count, stream-length, not-a-stream
//   trace-jsonl    trace-differs, not-a-trace
//   verdict        verdict (ok against rejected), error-id (both rejected, other IDs)
struct FirstDifference {
  std::string summary;  // one line: "first difference at byte 1234: expected 0x12, actual 0x34"
  std::vector<std::string> detail;  // lines under it: hex windows, fields, context
  nlohmann::ordered_json facts = nlohmann::ordered_json::object();  // the same, for --json
  std::optional<FrameDifference> frame;
  std::string kind;  // one of the table above
};

}  // namespace wolfsuite::gate
