// wolfsuite_mutant_adapter --mutant NAME: the suite's adapter with one planted fault
// (mutants.h), for the test that proves the gate fails it on the right capability.
#include <algorithm>
#include <iostream>
#include <string_view>

#include "gate/test_adapters/adapter_program.h"
#include "gate/test_adapters/mutants.h"

namespace {

constexpr int kExitUsage = 2;
constexpr std::string_view kControl = "none";

void print_usage(std::ostream& out) {
  out << "usage: wolfsuite_mutant_adapter --mutant NAME < request.json\n"
         "The suite's adapter (docs/ADAPTERS.md) with one planted fault. NAME is one of:\n"
         "  none: no fault, the suite's answers (the control)\n";
  for (const wolfsuite::gate::Mutant& mutant : wolfsuite::gate::mutants()) {
    out << "  " << mutant.name << ": " << mutant.fault << "\n";
  }
}

}  // namespace

int main(int argc, char** argv) {
  using namespace wolfsuite::gate;
  const Mutant* mutant = nullptr;
  bool control = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      print_usage(std::cout);
      return 0;
    }
    if (arg == "--mutant" && i + 1 < argc) {
      mutant = find_mutant(argv[++i]);
      control = std::string_view(argv[i]) == kControl;
      if (mutant == nullptr && !control) {
        std::cerr << "wolfsuite_mutant_adapter: no mutant \"" << argv[i] << "\"\n";
        print_usage(std::cerr);
        return kExitUsage;
      }
      continue;
    }
    std::cerr << "wolfsuite_mutant_adapter: unexpected argument \"" << arg << "\"\n";
    return kExitUsage;
  }
  if (mutant == nullptr && !control) {
    print_usage(std::cerr);
    return kExitUsage;
  }
  const OwnCapabilities faulted{
      [&](std::string_view capability) {
        return !control && std::find(mutant->capabilities.begin(), mutant->capabilities.end(),
                                     capability) != mutant->capabilities.end();
      },
      [&](std::string_view capability, const CapabilityInput& input) {
        return mutant->compute(capability, input);
      }};
  return run_adapter_program(faulted, OtherCapabilities::kSuiteAnswers);
}
