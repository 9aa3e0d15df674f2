#pragma once
// render-view's and demo-trace's inputs and params as reference/set_playback's arguments: the
// set the inputs make, at the version the "game" param names (Spear of Destiny numbers its
// sprites differently, and the shareware build plays by its own rules), and the request. The
// capabilities (view_capabilities.cc) and the mutants that edit what they compute
// (test_adapters/) read them here, so both refuse a request alike.
#include <optional>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/wolf/wolf_set.h"
#include "gate/capabilities.h"
#include "reference/set_playback/set_playback.h"

namespace wolfsuite::gate {

struct MapViewInput {
  WolfSet set;  // the maps and VSWAP
  set_playback::MapViewRequest request;
};

struct DemoInput {
  WolfSet set;  // the maps, graphics and VSWAP; the audio when given (playback does not read it)
  int demo = 0;  // the set's demo played, without a recording
  // An input recording in the demo lump's format (input "recording"), played instead as demo 0.
  std::optional<Bytes> recording;
};

// E-GATE-INPUT for a role the capability needs, E-GATE-PARAM for a param, the decoder's error for
// a file family it needs that does not decode.
Result<MapViewInput> map_view_input(const CapabilityInput& input);
Result<DemoInput> demo_input(const CapabilityInput& input);

}  // namespace wolfsuite::gate
