// render-view and demo-trace: a level drawn by the reference raycaster and a demo played by the
// tic simulator, as reference/set_playback shows and plays a set (the `wolfsuite` command's and
// the C API's code); playback_inputs.h makes its arguments of the request.
#include "gate/capability_families.h"
#include "gate/playback_inputs.h"
#include "reference/set_playback/set_playback.h"

namespace wolfsuite::gate::capability {

Result<Bytes> render_view(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const MapViewInput view, map_view_input(input));
  WS_ASSIGN_OR_RETURN(raycaster::Frame frame,
                      set_playback::render_map_view(view.set, view.request));
  return std::move(frame.pixels);
}

Result<Bytes> demo_trace(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const DemoInput demo, demo_input(input));
  WS_ASSIGN_OR_RETURN(const std::string trace,
                      demo.recording ? set_playback::recording_trace(demo.set, *demo.recording)
                                     : set_playback::set_demo_trace(demo.set, demo.demo));
  return Bytes(trace.begin(), trace.end());
}

}  // namespace wolfsuite::gate::capability
