#pragma once
// How every subcommand's --help lists its options: the value's name and what the option needs,
// without CLI11's own "Needs:" / "Excludes:" lists and validator text ("N:INT in [0 - 99]"),
// which it runs into the descriptions; each option's text says its range, default and which
// options it goes with.
#include <memory>

namespace CLI {
class FormatterBase;
}  // namespace CLI

namespace wolfsuite::cli {

std::shared_ptr<CLI::FormatterBase> help_formatter();

}  // namespace wolfsuite::cli
