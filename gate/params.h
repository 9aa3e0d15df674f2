#pragma once
// A vector's params (docs/ADAPTERS.md "Capabilities"): named integers and strings, the same in
// the manifest and in the request the adapter reads.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace wolfsuite::gate {

using ParamValue = std::variant<std::int64_t, std::string>;
using Params = std::map<std::string, ParamValue, std::less<>>;

// The param `name` when it is present and an integer (a string), else nullopt.
std::optional<std::int64_t> integer_param(const Params& params, std::string_view name);
std::optional<std::string> string_param(const Params& params, std::string_view name);

}  // namespace wolfsuite::gate
