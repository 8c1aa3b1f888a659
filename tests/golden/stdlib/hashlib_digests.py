# hashlib (OpenSSL): hex digests of the common algorithms, update, copy, name/sizes, new(),
# pbkdf2_hmac and the shake functions.
import hashlib
h = hashlib.sha256(b"abc")
print(h.name, h.digest_size, h.block_size, h.hexdigest())
h.update(b"def")
h2 = h.copy()
h2.update(b"!")
print(h.hexdigest(), h2.hexdigest(), h.digest()[:4], hashlib.sha256(b"abcdef").digest() == h.digest())
for name in ["md5", "sha1", "sha224", "sha384", "sha512", "blake2b", "blake2s", "sha3_256"]:
    print(name, getattr(hashlib, name)(b"weft").hexdigest())
print(hashlib.new("sha1", b"x").hexdigest(), hashlib.new("SHA256", data=b"q").hexdigest()[:8], hashlib.md5().hexdigest())
print(sorted(hashlib.algorithms_guaranteed))
print(hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 1000).hex(), hashlib.shake_128(b"").hexdigest(8), len(hashlib.shake_256(b"x").digest(20)))
print(hashlib.sha256("héllo".encode()).hexdigest(), hashlib.md5(bytearray(b"ab")).hexdigest(), hashlib.md5(memoryview(b"ab")).hexdigest())
# expect: sha256 32 64 ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
# expect: bef57ec7f53a6d40beb640a780a639c83bc29ac8a9816f1fc6c5c6dcd93c4721 3afd10f2a817cb535226e0f369b8e7ab6bf16da979410d4ceb33b29fea335a25 b'\xbe\xf5~\xc7' True
# expect: md5 e153e1f0af33f12922976c5d0d2ee47b
# expect: sha1 c736e2ff3236ff722f90db75d7c4cd9b7d90575e
# expect: sha224 fee2c46fb824ac27d82ff861913d816bab47ebdf8eb4eacfce5f2aeb
# expect: sha384 ccf725cc167ec8afa0c722bf9d6a3abda6d157b0320d14742277ecfc329a72464443621bf0ef3cf436301a1eb913fb4a
# expect: sha512 8b875fef90cb37486b52bb3c2e3525c3ee02be1d575cb260b01efd3840510e2854eb37afcd82d071ffc5a490755243842f033bcfb2a691811a0907db26c862e0
# expect: blake2b 18de03a1867d401e24d946374f0f13d6cb6650e67662d105cbde41634959bd2662cc904a39ce76d3cbe625a0e1223398c77ef2c2399148d42a1d8a33a8a5ca0c
# expect: blake2s d647c0d7bf0a7f0bbf96085086bf709ddbd57cff1ea7abbd436013fd97c93712
# expect: sha3_256 a2419972d314ee908da0d8d7d304ff11ee09650a80b06ecce16c3456351624c1
# expect: 11f6ad8ec52a2984abaafd7c3b516503785c2072 8e35c2cd d41d8cd98f00b204e9800998ecf8427e
# expect: ['blake2b', 'blake2s', 'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512', 'sha512', 'shake_128', 'shake_256']
# expect: 0a38253555ce37f5c72a6b703f996814ebf241f203af146e93dcdeb031c5567e 7f9c2ba4e88f827d 20
# expect: 3c48591d8d098a4538f5e013dfcf406e948eac4d3277b10bf614e295d6068179 187ef4436122d1cc2f40dc2b92f0eba0 187ef4436122d1cc2f40dc2b92f0eba0
