#include "decoders/formats/format.h"

namespace wolfsuite {

const Error* FormatInput::read_error() const {
  for (const InputFile& file : files) {
    if (file.read_error) return &*file.read_error;
  }
  return nullptr;
}

// A single-file entry finds its units among the files one by one (registry.h find_units).
std::vector<FormatInput> Format::gather(const FolderListing&) const { return {}; }

}  // namespace wolfsuite
