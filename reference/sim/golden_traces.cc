#include "reference/sim/golden_traces.h"

#include <nlohmann/json.hpp>

#include "decoders/core/sha256.h"

namespace wolfsuite::sim {
namespace {

constexpr std::string_view kSchema = "wolfsuite-demo-traces/1";

}  // namespace

Result<std::vector<GoldenTrace>> golden_traces(const Graphics& graphics, const MapSet& maps,
                                               const raycaster::Textures& textures,
                                               const PlaybackOptions& options,
                                               std::string_view set_tag) {
  std::vector<GoldenTrace> traces;
  const std::vector<std::size_t> chunks = demo_chunk_indices(graphics);
  for (std::size_t k = 0; k < chunks.size(); ++k) {
    Findings findings;
    WS_ASSIGN_OR_RETURN(const Demo demo, decode_demo(graphics.chunks[chunks[k]].expanded, findings));
    const GameMap* map = map_in_slot(maps, demo.map);
    if (map == nullptr) {
      return malformed("E-DEMO-NO-MAP", 0,
                       "demo " + std::to_string(k) + " plays map " + std::to_string(demo.map) +
                           ", which the set does not hold");
    }
    TraceHeader header;
    header.game = std::string(set_tag);
    header.demo = static_cast<int>(k);
    header.view_size = options.view_size;
    header.view_width = options.view_width;
    header.view_height = options.view_height;
    const std::string trace = demo_trace(*map, demo, options, textures, header);
    const std::size_t last_line = trace.rfind('\n', trace.size() - 2) + 1;
    const auto end = nlohmann::json::parse(trace.substr(last_line));
    traces.push_back({static_cast<int>(k), demo.map, end.value("frames", 0), end.value("end", ""),
                      sha256_hex(ByteSpan(reinterpret_cast<const std::uint8_t*>(trace.data()), trace.size()))});
  }
  return traces;
}

std::string golden_traces_json(std::string_view set_tag, const std::vector<GoldenTrace>& traces) {
  std::string text = "{\"schema\": \"" + std::string(kSchema) + "\", \"set\": " +
                     nlohmann::json(std::string(set_tag)).dump() + ", \"demos\": [";
  for (std::size_t i = 0; i < traces.size(); ++i) {
    const GoldenTrace& trace = traces[i];
    const nlohmann::ordered_json line = {{"demo", trace.demo}, {"map", trace.map},
                                         {"frames", trace.frames}, {"end", trace.end},
                                         {"trace_sha256", trace.trace_sha256}};
    text += (i == 0 ? "\n  " : ",\n  ") + line.dump();
  }
  text += "\n]}\n";
  return text;
}

Result<std::vector<GoldenTrace>> parse_golden_traces(std::string_view json) {
  const auto document = nlohmann::json::parse(json, nullptr, false);
  const auto bad = [](const std::string& why) { return malformed("E-DEMO-GOLDEN", 0, why); };
  if (document.is_discarded() || !document.is_object()) return bad("not a JSON object");
  if (document.value("schema", "") != kSchema) return bad("schema is not " + std::string(kSchema));
  if (!document.contains("demos") || !document["demos"].is_array()) return bad("no \"demos\" array");
  std::vector<GoldenTrace> traces;
  for (const auto& entry : document["demos"]) {
    if (!entry.is_object()) return bad("a demo entry is not an object");
    GoldenTrace trace;
    trace.demo = entry.value("demo", -1);
    trace.map = entry.value("map", -1);
    trace.frames = entry.value("frames", -1);
    trace.end = entry.value("end", "");
    trace.trace_sha256 = entry.value("trace_sha256", "");
    traces.push_back(std::move(trace));
  }
  return traces;
}

}  // namespace wolfsuite::sim
