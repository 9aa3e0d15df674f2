#pragma once
// The expected output's bytes, for showing where an adapter's output departs from them: the file
// the manifest ships ("output"), or the bytes of an input it names ("slice": a VSWAP page, an
// AUDIOT lump). Read only when a vector has failed its hash check, so a passing run reads none.
#include <cstdint>
#include <filesystem>
#include <optional>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "gate/manifest.h"

namespace wolfsuite::gate {

// At most `max_bytes` of the expected output of `vector` (an "ok" vector), whose paths are relative
// to `vectors_folder`; nullopt when the manifest names neither a file nor a slice (a hash-only
// vector). E-IO-READ when the file or input cannot be read or the slice runs past the input's end.
Result<std::optional<Bytes>> read_expected_output(const Vector& vector,
                                                  const std::filesystem::path& vectors_folder,
                                                  std::uint64_t max_bytes);

}  // namespace wolfsuite::gate
