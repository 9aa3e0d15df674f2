// The gate's documents from untrusted bytes (docs/ADAPTERS.md): a VECTORS folder's manifest.json
// comes from wherever a port got its vectors, and an adapter's stdout is whatever the port's
// program printed. Each parser must refuse what it cannot read with its E-GATE-* error, never
// crash or report an internal error, and what it reads must write back to text that reads as
// the same document (the writers are the exporter's and the suite's adapter's).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/fuzz_checks.h"
#include "gate/adapter_messages.h"
#include "gate/manifest.h"

namespace {

using namespace wolfsuite;

template <typename Parse, typename Write>
void check_round_trip(std::string_view text, Parse parse, Write write, std::string_view what) {
  const auto parsed = parse(text);
  fuzz::abort_on_internal(parsed, what);
  if (!parsed.ok()) return;
  const auto again = parse(write(*parsed));
  fuzz::require(again.ok() && *again == *parsed,
                std::string(what) + ": what it read does not read back the same once written");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_round_trip(text, gate::parse_manifest, gate::write_manifest, "parse_manifest");
  check_round_trip(text, gate::parse_request, gate::write_request, "parse_request");
  check_round_trip(text, gate::parse_response, gate::write_response, "parse_response");
  return 0;
}
