#pragma once
// AdPlug's OPL emulators (Debian's libadplug-dev), the peers the benchmark and the cross-check test
// compare our chip with, fed a register stream the way render.h feeds ours: the writes of pos n,
// then update() up to the next pos. All at 49716 Hz, 16-bit, mono; CNemuopl (Nuked OPL3) always
// writes stereo frames and gives its left channel here. Built only where pkg-config finds adplug
// (the library wolfsuite_adplug_peers and WOLFSUITE_HAVE_ADPLUG).
//
//   name      AdPlug class  what it is (AdPlug's own descriptions)
//   CNemuopl  CNemuopl      Nuked OPL3 by nukeykt, cycle-accurate
//   CWemuopl  CWemuopl      Woody's OPL from DOSBox
//   CKemuopl  CKemuopl      Ken Silverman's adlibemu
//   CEmuopl   CEmuopl       Tatsuyuki Satoh's fmopl (MAME), as a dual OPL2
//   CTemuopl  CTemuopl      the same fmopl as a single OPL2
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "reference/opl2/register_stream.h"

namespace wolfsuite::testing {

inline constexpr std::array<std::string_view, 5> kAdplugPeers = {"CNemuopl", "CWemuopl",
                                                                 "CKemuopl", "CEmuopl", "CTemuopl"};

// The stream's samples from a fresh emulator named in kAdplugPeers (empty for another name).
std::vector<std::int16_t> render_adplug(std::string_view peer, const opl2::RegisterStream& stream);

}  // namespace wolfsuite::testing
