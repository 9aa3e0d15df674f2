// rlew-expand, carmack-expand, huffman-expand: a bare stream (no length word: the size is the
// expanded_bytes param) expanded by decoders/compress/. Sizes above Limits are refused by the
// expanders with their E-*-SIZE-LIMIT IDs.
#include "decoders/compress/carmack.h"
#include "decoders/compress/huffman.h"
#include "decoders/compress/rlew.h"
#include "gate/capability_families.h"

namespace wolfsuite::gate::capability {
namespace {

constexpr std::int64_t kMaxDeclaredBytes = 0xFFFFFFFF;  // the widest size field: Huffman's u32

}  // namespace

Result<Bytes> rlew_expand(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan data, input.input("data"));
  WS_ASSIGN_OR_RETURN(const std::int64_t tag, input.integer("tag", 0, 0xFFFF));
  WS_ASSIGN_OR_RETURN(const std::int64_t size,
                      input.integer("expanded_bytes", 0, kMaxDeclaredBytes));
  return wolfsuite::rlew_expand(data, static_cast<std::size_t>(size),
                                static_cast<std::uint16_t>(tag));
}

Result<Bytes> carmack_expand(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan data, input.input("data"));
  WS_ASSIGN_OR_RETURN(const std::int64_t size,
                      input.integer("expanded_bytes", 0, kMaxDeclaredBytes));
  return wolfsuite::carmack_expand(data, static_cast<std::size_t>(size));
}

Result<Bytes> huffman_expand(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan data, input.input("data"));
  WS_ASSIGN_OR_RETURN(const ByteSpan dict_bytes, input.input("dict"));
  WS_ASSIGN_OR_RETURN(const std::int64_t size,
                      input.integer("expanded_bytes", 0, kMaxDeclaredBytes));
  WS_ASSIGN_OR_RETURN(const HuffmanDict dict, decode_huffman_dict(dict_bytes));
  return wolfsuite::huffman_expand(data, static_cast<std::size_t>(size), dict);
}

}  // namespace wolfsuite::gate::capability
