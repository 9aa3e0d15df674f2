#pragma once
// AdPlug (Debian's libadplug-dev) as a third-party implementation under the gate
// (wolfsuite_adplug_adapter, README.md "AdPlug through the gate"): opl2-pcm through Woody's OPL
// from DOSBox (AdPlug's CWemuopl, the emulator closest to our chip in
// reference/adlib/adplug_crosscheck_test.cc), imf-pcm through AdPlug's own IMF player (CimfPlayer)
// driving the same emulator. Everything else is unsupported.
#include <string_view>

#include "gate/capabilities.h"

namespace wolfsuite::gate {

inline constexpr std::string_view kAdplugEmulator = "CWemuopl";

bool adplug_handles(std::string_view capability);
// `scratch`: a folder AdPlug's player may load the song from (it reads files only).
CapabilityResult adplug_capability(std::string_view capability, const CapabilityInput& input,
                                   const std::string& scratch);

}  // namespace wolfsuite::gate
