#include "decoders/core/sha256.h"

#include <openssl/evp.h>

#include <array>
#include <stdexcept>

namespace wolfsuite {

std::string sha256_hex(ByteSpan data) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int digest_size = 0;
  // EVP_Digest fails only when libcrypto cannot allocate its context: nothing a caller can fix.
  if (EVP_Digest(data.data(), data.size(), digest.data(), &digest_size, EVP_sha256(), nullptr) !=
      1) {
    throw std::runtime_error("libcrypto could not compute SHA-256");
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string hex;
  hex.reserve(2 * digest_size);
  for (unsigned int i = 0; i < digest_size; ++i) {
    hex.push_back(kHex[digest[i] >> 4]);
    hex.push_back(kHex[digest[i] & 0xF]);
  }
  return hex;
}

}  // namespace wolfsuite
