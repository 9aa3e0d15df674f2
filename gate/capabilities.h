#pragma once
// What each capability of the adapter protocol computes (docs/ADAPTERS.md "Capabilities"), with
// the suite's own decoders and reference models: the exporter (vectors_export.h) makes every
// vector's expected result with it, and `wolfsuite adapter` answers requests with it, so the two
// cannot drift apart.
//
// Catalogue of the IDs the capabilities report themselves (the decoders' and models' own errors
// pass through as the rejection's ID)
//   E-GATE-INPUT   a role the capability needs is missing from the inputs
//   E-GATE-PARAM   a param is missing, of the wrong type or out of its range
//   E-GATE-INDEX   a map, chunk, page or lump number the data does not hold, an empty IMF lump
// render-view, demo-trace and adlib-sound report reference/set_playback's IDs for a map, demo or
// sound the set lacks (E-RENDER-NO-MAP, E-DEMO-NO-DEMO, E-DEMO-NO-MAP, E-PLAY-NO-SOUND), as the
// `wolfsuite` command does.
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <string_view>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "gate/adapter_messages.h"
#include "gate/params.h"

namespace wolfsuite::gate {

// One request's data: every input's bytes by role, and the params.
struct CapabilityInput {
  std::map<std::string, ByteSpan, std::less<>> inputs;
  Params params;

  // The input `role`, or E-GATE-INPUT.
  Result<ByteSpan> input(std::string_view role) const;
  // The integer param `name` in min..max, or E-GATE-PARAM.
  Result<std::int64_t> integer(std::string_view name, std::int64_t min, std::int64_t max) const;
  // The string param `name`, or E-GATE-PARAM.
  Result<std::string> text(std::string_view name) const;
};

struct CapabilityResult {
  ResponseStatus status = ResponseStatus::kOk;
  Bytes output;       // kOk: the output file's bytes (none for "verdict")
  std::string error;  // kRejected: the ID
  std::string message;
};

// Every capability this build computes, sorted.
std::span<const std::string_view> capability_names();
bool is_capability(std::string_view capability);

// kUnsupported for a capability not in capability_names(); kRejected with the error's ID when the
// input is refused; kOk with the output otherwise.
CapabilityResult compute_capability(std::string_view capability, const CapabilityInput& input);

// A computed output, or the error it was refused with, as compute_capability answers.
CapabilityResult as_capability_result(Result<Bytes> output);

}  // namespace wolfsuite::gate
