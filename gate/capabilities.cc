#include "gate/capabilities.h"

#include <algorithm>
#include <array>

#include "gate/capability_families.h"

namespace wolfsuite::gate {
namespace {

using Compute = Result<Bytes> (*)(const CapabilityInput&);

struct NamedCapability {
  std::string_view name;
  Compute compute;
};

// Sorted by name.
constexpr std::array<NamedCapability, 13> kCapabilities = {{
    {"adlib-sound", capability::adlib_sound},
    {"audio-lump", capability::audio_lump},
    {"carmack-expand", capability::carmack_expand},
    {"demo-trace", capability::demo_trace},
    {"graphics-chunk", capability::graphics_chunk},
    {"huffman-expand", capability::huffman_expand},
    {"imf-pcm", capability::imf_pcm},
    {"map-plane", capability::map_plane},
    {"opl2-pcm", capability::opl2_pcm},
    {"render-view", capability::render_view},
    {"rlew-expand", capability::rlew_expand},
    {"verdict", capability::verdict},
    {"vswap-page", capability::vswap_page},
}};

constexpr std::array<std::string_view, kCapabilities.size()> kNames = [] {
  std::array<std::string_view, kCapabilities.size()> names{};
  for (std::size_t i = 0; i < kCapabilities.size(); ++i) names[i] = kCapabilities[i].name;
  return names;
}();

const NamedCapability* find_capability(std::string_view name) {
  const auto found = std::find_if(kCapabilities.begin(), kCapabilities.end(),
                                  [name](const NamedCapability& c) { return c.name == name; });
  return found == kCapabilities.end() ? nullptr : &*found;
}

}  // namespace

Result<ByteSpan> CapabilityInput::input(std::string_view role) const {
  const auto found = inputs.find(role);
  if (found == inputs.end()) {
    return malformed("E-GATE-INPUT", 0, "the input \"" + std::string(role) + "\" is missing");
  }
  return found->second;
}

Result<std::int64_t> CapabilityInput::integer(std::string_view name, std::int64_t min,
                                              std::int64_t max) const {
  const std::optional<std::int64_t> value = integer_param(params, name);
  if (!value || *value < min || *value > max) {
    return malformed("E-GATE-PARAM", 0,
                     "the param \"" + std::string(name) + "\" is not an integer in " +
                         std::to_string(min) + ".." + std::to_string(max));
  }
  return *value;
}

Result<std::string> CapabilityInput::text(std::string_view name) const {
  std::optional<std::string> value = string_param(params, name);
  if (!value) {
    return malformed("E-GATE-PARAM", 0, "the param \"" + std::string(name) + "\" is not a string");
  }
  return std::move(*value);
}

std::span<const std::string_view> capability_names() { return kNames; }

bool is_capability(std::string_view capability) { return find_capability(capability) != nullptr; }

CapabilityResult compute_capability(std::string_view capability, const CapabilityInput& input) {
  const NamedCapability* named = find_capability(capability);
  if (named == nullptr) {
    return {ResponseStatus::kUnsupported,
            {},
            {},
            "wolfsuite has no capability \"" + std::string(capability) + "\""};
  }
  return as_capability_result(named->compute(input));
}

CapabilityResult as_capability_result(Result<Bytes> output) {
  if (!output) {
    return {ResponseStatus::kRejected, {}, output.error().id, output.error().to_string()};
  }
  return {ResponseStatus::kOk, std::move(output).value(), {}, {}};
}

}  // namespace wolfsuite::gate
