#pragma once
// How sure a family is that some bytes are its format (STYLE.md "Decoders and encoders"): the CLI
// detects formats by content, never by file name. A probe reads only the first bytes it needs and
// never fails; what the bytes hold beyond that is the decoder's business.
#include <cstdint>
#include <string_view>

namespace wolfsuite {

enum class ProbeVerdict : std::uint8_t {
  kNo,       // the bytes cannot be this format
  kUnsure,   // nothing rules it out, nothing speaks for it (a format with no magic number)
  kLikely,   // the header's fields agree with each other and with the file's size
  kCertain,  // a magic number or signature matched, and the header is consistent
};

constexpr std::string_view probe_verdict_name(ProbeVerdict verdict) {
  switch (verdict) {
    case ProbeVerdict::kNo:
      return "no";
    case ProbeVerdict::kUnsure:
      return "unsure";
    case ProbeVerdict::kLikely:
      return "likely";
    case ProbeVerdict::kCertain:
      return "certain";
  }
  return "no";
}

}  // namespace wolfsuite
