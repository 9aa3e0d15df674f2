// compare_register_streams (compare.h): the first differing OPL2 register write.
#include <cstdio>
#include <string>

#include "gate/compare.h"
#include "reference/opl2/register_stream.h"

namespace wolfsuite::gate {
namespace {

std::string write_text(const opl2::RegisterWrite& write) {
  char text[48];
  std::snprintf(text, sizeof text, "sample %u: reg 0x%02x = 0x%02x", write.sample, write.address,
                write.value);
  return text;
}

nlohmann::ordered_json write_json(const opl2::RegisterWrite& write) {
  return {{"sample", write.sample}, {"reg", write.address}, {"val", write.value}};
}

}  // namespace

std::optional<FirstDifference> compare_register_streams(std::string_view expected,
                                                        std::string_view actual) {
  const auto want = opl2::parse_register_stream(expected);
  const auto got = opl2::parse_register_stream(actual);
  FirstDifference difference;
  if (!want.ok() || !got.ok()) {
    if (expected == actual) return std::nullopt;
    const Error& error = want.ok() ? got.error() : want.error();
    difference.kind = "not-a-stream";
    difference.summary = std::string(want.ok() ? "the actual" : "the expected") +
                         " output is not a register stream: " + error.to_string();
    difference.facts = {{"error", error.id}};
    return difference;
  }
  const opl2::RegisterStream& left = want->stream;
  const opl2::RegisterStream& right = got->stream;
  if (left == right) return std::nullopt;

  const std::size_t common = std::min(left.writes.size(), right.writes.size());
  std::size_t index = 0;
  while (index < common && left.writes[index] == right.writes[index]) ++index;
  difference.facts = {{"expected_writes", left.writes.size()},
                      {"actual_writes", right.writes.size()},
                      {"expected_length", left.length},
                      {"actual_length", right.length}};
  if (index < common) {
    difference.kind = "writes-differ";
    difference.summary = "write " + std::to_string(index) + ": expected " +
                         write_text(left.writes[index]) + ", actual " +
                         write_text(right.writes[index]);
    difference.facts["write"] = index;
    difference.facts["expected"] = write_json(left.writes[index]);
    difference.facts["actual"] = write_json(right.writes[index]);
  } else if (left.writes.size() != right.writes.size()) {
    difference.kind = "write-count";
    difference.summary = "the actual stream has " + std::to_string(right.writes.size()) +
                         " writes, expected " + std::to_string(left.writes.size()) +
                         "; equal up to write " + std::to_string(index);
  } else {
    difference.kind = "stream-length";
    difference.summary = "the writes agree; the stream is " + std::to_string(right.length) +
                         " samples long, expected " + std::to_string(left.length);
  }
  return difference;
}

}  // namespace wolfsuite::gate
