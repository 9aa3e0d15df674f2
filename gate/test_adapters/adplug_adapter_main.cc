// wolfsuite_adplug_adapter: AdPlug under the gate (adplug_capabilities.h). Takes no arguments;
// the song file AdPlug's player reads is written to the working folder, the gate's fresh scratch
// folder for the vector.
#include <filesystem>
#include <iostream>
#include <string_view>

#include "gate/test_adapters/adapter_program.h"
#include "gate/test_adapters/adplug_capabilities.h"

int main(int argc, char** argv) {
  using namespace wolfsuite::gate;
  if (argc > 1) {
    const bool help = std::string_view(argv[1]) == "--help" || std::string_view(argv[1]) == "-h";
    (help ? std::cout : std::cerr)
        << "usage: wolfsuite_adplug_adapter < request.json\n"
           "AdPlug (libadplug) as a gate adapter (docs/ADAPTERS.md): opl2-pcm through its "
           "CWemuopl emulator, imf-pcm through its IMF player; every other capability is "
           "unsupported.\n";
    return help ? 0 : 2;
  }
  const std::string scratch = std::filesystem::current_path().string();
  const OwnCapabilities adplug{adplug_handles,
                               [&](std::string_view capability, const CapabilityInput& input) {
                                 return adplug_capability(capability, input, scratch);
                               }};
  return run_adapter_program(adplug, OtherCapabilities::kUnsupported);
}
