#pragma once
// SHA-256 for golden manifests (STYLE.md "Dependencies": OpenSSL's libcrypto, not our own code).
#include <string>

#include "decoders/core/bytes.h"

namespace wolfsuite {

// Lower-case hex digest, 64 characters.
std::string sha256_hex(ByteSpan data);

}  // namespace wolfsuite
