// An expectation file from untrusted bytes (docs/ADAPTERS.md "Expectation files"): a port writes
// it by hand, or keeps the one `wolfsuite gate --write-expectations` wrote. The reader must refuse
// what it cannot read with its E-GATE-EXPECTATIONS-* error, never crash or report an internal
// error; what it reads must write back to text that reads as the same file; and every entry's id,
// looked up as a vector id, must find an entry whose pattern matches it (a pattern matches its
// own text, and an exact id comes first), which runs the glob matcher over the fuzzer's patterns.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/fuzz_checks.h"
#include "gate/expectations.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace wolfsuite;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = gate::parse_expectations(text);
  fuzz::abort_on_internal(parsed, "parse_expectations");
  if (!parsed.ok()) return 0;
  const auto again = gate::parse_expectations(gate::write_expectations(*parsed));
  fuzz::require(again.ok() && *again == *parsed,
                "parse_expectations: what it read does not read back the same once written");
  const gate::ExpectationLookup lookup(*parsed);
  for (const gate::Expectation& entry : parsed->entries) {
    const gate::Expectation* found = lookup.find(entry.id);
    fuzz::require(found != nullptr && gate::id_matches(found->id, entry.id),
                  "ExpectationLookup: the entry " + entry.id + " does not find a matching entry");
    fuzz::require(gate::is_glob(entry.id) || found == &entry,
                  "ExpectationLookup: the exact id " + entry.id + " finds another entry");
  }
  return 0;
}
