#pragma once
// The mutants of `wolfsuite_mutant_adapter --mutant NAME` (README.md): the suite's own adapter
// with one planted fault each, the proof that the gate catches a port's faults on the capability
// they are in. The faults live here, in test code, never in the decoders or models: a mutant
// computes its capabilities by editing what it hands the suite's code (a param, an input file,
// the textures) or with a small expander of its own, and answers every other capability as
// `wolfsuite adapter` does.
#include <span>
#include <string_view>
#include <vector>

#include "gate/capabilities.h"

namespace wolfsuite::gate {

struct Mutant {
  std::string_view name;
  std::string_view fault;                      // one line, for --help
  std::vector<std::string_view> capabilities;  // what the fault is in: where the gate must fail
  CapabilityResult (*compute)(std::string_view capability, const CapabilityInput& input);
};

std::span<const Mutant> mutants();
// The mutant named `name`, or nullptr.
const Mutant* find_mutant(std::string_view name);

}  // namespace wolfsuite::gate
