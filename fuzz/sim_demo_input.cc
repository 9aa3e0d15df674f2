#include "fuzz/sim_demo_input.h"

#include <algorithm>


namespace wolfsuite::fuzz {

SimDemoInput parse_sim_demo_input(ByteSpan input) {
  SimDemoInput demo;
  if (input.empty()) return demo;
  const std::uint8_t setup = input[0];
  demo.map = static_cast<int>((setup & kSimDemoMapBits) % kSimDemoMaps);
  demo.view_size = kSimDemoViewSizes[(setup >> kSimDemoViewShift) & kSimDemoViewBits];
  demo.fixed_rules = (setup & kSimDemoFixedRulesBit) != 0;
  const ByteSpan frames = input.subspan(1);
  const std::size_t count = std::min(frames.size() / kDemoFrameBytes, kSimDemoMaxInputFrames);
  demo.frames.resize(count);
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t at = i * kDemoFrameBytes;
    demo.frames[i] = {frames[at], static_cast<std::int8_t>(frames[at + 1]),
                      static_cast<std::int8_t>(frames[at + 2])};
  }
  return demo;
}

Bytes sim_demo_input_bytes(const SimDemoInput& input) {
  Bytes bytes;
  bytes.reserve(1 + input.frames.size() * kDemoFrameBytes);
  const auto view = std::find(kSimDemoViewSizes.begin(), kSimDemoViewSizes.end(), input.view_size);
  const auto view_index =
      static_cast<int>(view == kSimDemoViewSizes.end() ? 0 : view - kSimDemoViewSizes.begin());
  bytes.push_back(static_cast<std::uint8_t>(input.map | (view_index << kSimDemoViewShift) |
                                            (input.fixed_rules ? kSimDemoFixedRulesBit : 0)));
  for (const DemoFrame& frame : input.frames) {
    bytes.push_back(frame.buttons);
    bytes.push_back(static_cast<std::uint8_t>(frame.turn));
    bytes.push_back(static_cast<std::uint8_t>(frame.move));
  }
  return bytes;
}

}  // namespace wolfsuite::fuzz
