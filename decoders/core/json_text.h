#pragma once
// One JSON document from text, every nlohmann exception turned into the caller's error: a syntax
// error names its byte; anything else (a number past a double's range, "2e882", is nlohmann's
// out_of_range 406, not a parse_error: gate_messages_fuzzer's first finding) names none. For the
// readers of the suite's JSON documents (the catalogue, the gate's manifest and messages,
// bench-gate's reports and baseline); header-only, so decoders/core does not link nlohmann_json
// for the decoders that never read JSON.
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "decoders/core/error.h"

namespace wolfsuite {

template <typename Json = nlohmann::json>
Result<Json> parse_json_text(std::string_view text, std::string_view error_id) {
  try {
    return Json::parse(text);
  } catch (const typename Json::parse_error& error) {
    return malformed(error_id, error.byte, std::string("not JSON: ") + error.what());
  } catch (const typename Json::exception& error) {
    return malformed(error_id, 0, std::string("not JSON: ") + error.what());
  }
}

}  // namespace wolfsuite
