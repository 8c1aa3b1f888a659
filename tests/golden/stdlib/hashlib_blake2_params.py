# blake2b and blake2s take BLAKE2's parameters: digest_size, key, salt, person and the tree ones
import hashlib
print(hashlib.blake2b(b"abc", digest_size=16).hexdigest())
print(hashlib.blake2b(b"abc", key=b"k", salt=b"s", person=b"p").hexdigest())
print(hashlib.blake2s(b"abc", digest_size=8, key=b"key").hexdigest())
h = hashlib.blake2s(b"ab", fanout=2, depth=3, leaf_size=100, node_offset=5, node_depth=1, inner_size=16,
                    last_node=True, key=b"kk", salt=b"12345678", person=b"pp", digest_size=20)
print(h.hexdigest(), h.digest_size, h.block_size, h.name)
print(hashlib.blake2b(b"x" * 1000, key=b"k" * 64).hexdigest())
print(hashlib.blake2b(b"x" * 128).hexdigest(), hashlib.blake2s(b"x" * 64).hexdigest())
# expect: cf4ab791c62b8d2b2109c90275287816
# expect: e84dbf3bcc0834d7de3820e9d6fe51d90805be8ffd9502b9d3b00fa5250b715c7bc891befc79967a50ca512ea11c7b91dc2b8bb1a1e22b4556587039de9ba31a
# expect: 94c6899c657cf087
# expect: 77c3aa6c9b8de49931f2cca8e021dd515bf28ae1 20 64 blake2s
# expect: 0b71cc10cea2eef5d699e6142dcf86d26744c2ee11bf0564795d0e499ee77525468c929b01f6dead5a566b38147e46b5c39f70393686c4d83dd4cfeac97ab945
# expect: 082b91ea2e15d1556d2ceefdd5af5d64d31b4e01aff1959724578876293825b236ee8079173a0a38160d7d6685d6bca0bfb62c177b3599b8727d9173e2115b91 c13eb20b85b1d6a72d52af717429fc54eacc63fecde1295b26f0fa251bdcf40e
