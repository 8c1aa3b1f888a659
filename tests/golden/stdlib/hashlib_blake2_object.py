# _blake2's classes: their constants, update/copy, hashlib.new with parameters
import hashlib
h = hashlib.blake2b(digest_size=8, person=b"app")
h2 = h.copy()
h.update(b"part one, ")
h.update(memoryview(b"part two"))
print(type(h), type(hashlib.new("blake2s")), h.hexdigest(), h2.hexdigest(), h.digest()[:2])
print(hashlib.blake2b.MAX_DIGEST_SIZE, hashlib.blake2b.MAX_KEY_SIZE, hashlib.blake2b.SALT_SIZE, hashlib.blake2b.PERSON_SIZE,
      hashlib.blake2s.MAX_DIGEST_SIZE, hashlib.blake2s.SALT_SIZE)
print(hashlib.new("blake2b", b"x", digest_size=8).hexdigest(), hashlib.new("blake2s", data=b"abc").hexdigest()[:8])
print(isinstance(h, hashlib.blake2b), isinstance(h, hashlib.blake2s))
# expect: <class '_blake2.blake2b'> <class '_blake2.blake2s'> 5be3ca1a29cda5a6 4983489504b38ac8 b'[\xe3'
# expect: 64 64 16 16 32 8
# expect: 4adf4367f96e584f 508c5e8c
# expect: True False
