#include "cli/help_format.h"

#include <CLI/CLI.hpp>
#include <string>

namespace wolfsuite::cli {
namespace {

// "N:INT in [0 - 99]" -> "N"; "WEAPON:{knife,pistol}" -> "{knife,pistol}": the choices are kept,
// CLI11's type and range words are not.
std::string value_name(const std::string& type_name) {
  const std::size_t colon = type_name.find(':');
  if (colon == std::string::npos) return type_name;
  const std::string rest = type_name.substr(colon + 1);
  if (!rest.empty() && rest.front() == '{') return rest;
  return type_name.substr(0, colon);
}

class HelpFormatter final : public CLI::Formatter {
 public:
  std::string make_option_opts(const CLI::Option* option) const override {
    if (!option->get_option_text().empty()) return " " + option->get_option_text();
    if (option->get_type_size() == 0) return "";
    std::string text;
    // A positional's own name ("DIR", "OUT") already says what it is; "TEXT" adds nothing.
    const std::string name = value_name(option->get_type_name());
    if (!name.empty() && !(option->get_positional() && name == "TEXT")) text += " " + name;
    if (option->get_expected_max() == CLI::detail::expected_max_vector_size) text += " ...";
    if (option->get_required()) text += " REQUIRED";
    return text;
  }
};

}  // namespace

std::shared_ptr<CLI::FormatterBase> help_formatter() { return std::make_shared<HelpFormatter>(); }

}  // namespace wolfsuite::cli
