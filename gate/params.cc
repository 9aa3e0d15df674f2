#include "gate/params.h"

namespace wolfsuite::gate {

std::optional<std::int64_t> integer_param(const Params& params, std::string_view name) {
  const auto found = params.find(name);
  if (found == params.end() || !std::holds_alternative<std::int64_t>(found->second)) {
    return std::nullopt;
  }
  return std::get<std::int64_t>(found->second);
}

std::optional<std::string> string_param(const Params& params, std::string_view name) {
  const auto found = params.find(name);
  if (found == params.end() || !std::holds_alternative<std::string>(found->second)) {
    return std::nullopt;
  }
  return std::get<std::string>(found->second);
}

}  // namespace wolfsuite::gate
